/** Letters NFD does not decompose, folded as PostgreSQL's `unaccent` folds them (ß → ss). */
const undecomposableFolds: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};
const undecomposableLetters = new RegExp(`[${Object.keys(undecomposableFolds).join('')}]`, 'g');

/**
 * Text helpers shared by the search code. `foldText` matches the database's `fold()` closely
 * enough for highlighting: accents stripped, lower case.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(undecomposableLetters, (letter) => undecomposableFolds[letter] ?? letter);
}

/** The words of a search text, as the full-text index splits them. */
export function searchWords(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * A tsquery where every word must occur, each also as a prefix ('flor' finds 'florence').
 * Returns null when the text has no searchable word. Safe to pass as a parameter: the words
 * contain letters and digits only.
 */
export function prefixTsQuery(text: string): string | null {
  const words = searchWords(text).slice(0, 16);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** A LIKE pattern that finds `text` anywhere, with LIKE's wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${foldText(text.trim()).replace(/[\\%_]/g, '\\$&')}%`;
}

/** The year of an edition's date text: the first 4-digit year from 1000 to 2999 (as SQL `year_of`). */
export function yearOf(date: string | null | undefined): number | null {
  if (!date) return null;
  const match = /(?:^|[^0-9])([12][0-9]{3})(?:[^0-9]|$)/.exec(date);
  return match?.[1] ? Number(match[1]) : null;
}
