import type { EditionComparison } from './api.ts';

/** An entry as the lists show it: its number or numbers, its text, its page in each edition that lists it. */
export interface EntryRow {
  key: string;
  /** The number in the first edition, when it lists the entry. */
  fromNumber?: string;
  /** The number in the second edition, when it lists the entry. */
  toNumber?: string;
  text: string;
  fromPage?: number;
  toPage?: number;
  /** Number(s) and text folded for the filter. */
  searchable: string;
}

/** Lower case, without accents or punctuation, spaces collapsed: "Ponte  Vecchio, Firenze." finds "ponte vecchio". */
export function foldForFilter(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const searchableOf = (numbers: (string | undefined)[], text: string) =>
  ` ${foldForFilter([...numbers.filter(Boolean), text].join(' '))} `;

/** The three lists of a comparison, as rows. */
export function entryRows(comparison: EditionComparison): {
  added: EntryRow[];
  removed: EntryRow[];
  renumbered: EntryRow[];
} {
  return {
    added: comparison.added.map((entry, index) => ({
      key: `added-${index}`,
      toNumber: entry.number,
      text: entry.text,
      toPage: entry.toPage,
      searchable: searchableOf([entry.number], entry.text),
    })),
    removed: comparison.removed.map((entry, index) => ({
      key: `removed-${index}`,
      fromNumber: entry.number,
      text: entry.text,
      fromPage: entry.fromPage,
      searchable: searchableOf([entry.number], entry.text),
    })),
    renumbered: comparison.renumbered.map((entry, index) => ({
      key: `renumbered-${index}`,
      fromNumber: entry.fromNumber,
      toNumber: entry.toNumber,
      text: entry.text,
      fromPage: entry.fromPage,
      toPage: entry.toPage,
      searchable: searchableOf([entry.fromNumber, entry.toNumber], entry.text),
    })),
  };
}

/**
 * The rows whose number or text holds what was typed, folded as the rows are: each word typed
 * must appear, a number only as a whole word ("12" finds entry 12, not 112).
 */
export function filterRows(rows: readonly EntryRow[], query: string): readonly EntryRow[] {
  const words = foldForFilter(query).split(' ').filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) =>
    words.every((word) =>
      /^\d+$/.test(word) ? row.searchable.includes(` ${word} `) : row.searchable.includes(word),
    ),
  );
}

/** How many rows a list shows before "Show all": enough to read, few enough to draw at once. */
export const firstRows = 100;
