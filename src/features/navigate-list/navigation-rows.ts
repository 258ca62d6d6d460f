import { extractYear, joinNames, placeNameIn } from '@/lib/names.ts';
import type { components } from '../../../openapi/generated/catalogue';
import type { Sort, SortColumn } from './navigation-list-search.ts';

export type EditionListItem = components['schemas']['EditionListItem'];

/** One row of the navigation list as displayed (spec section 3, 'Navigation list row'). */
export interface NavigationRow {
  editionId: number;
  catalogueId: number;
  title: string;
  publishers: string;
  places: string;
  /** The year as text; empty when the date has none. */
  year: string;
}

export function toNavigationRow(item: EditionListItem, locale: string): NavigationRow {
  return {
    editionId: item.id,
    catalogueId: item.catalogueId,
    title: item.title,
    publishers: joinNames(item.publishers.map((publisher) => publisher.name)),
    places: joinNames(item.places.map((place) => placeNameIn(place.name, locale))),
    year: String(extractYear(item.date) ?? ''),
  };
}

/** Lowercase without accents, so 'societe' finds 'Société' and 'brogi' finds 'BROGI'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Empty cells sort after every value in both directions: a blank year says nothing about its place. */
const emptyKey = Number.POSITIVE_INFINITY;

/**
 * The rows with what sorting and filtering need, computed once per data load: one folded text per
 * row for the filter, and per column a numeric sort key per row, so each sort compares numbers,
 * not strings. Text columns are ranked with the locale's collator the first time they are sorted:
 * a first paint needs only the titles.
 */
export interface PreparedRows {
  rows: readonly NavigationRow[];
  sortKeys(column: SortColumn): Float64Array;
  searchTexts: readonly string[];
}

export function prepareRows(rows: readonly NavigationRow[], locale: string): PreparedRows {
  const collator = new Intl.Collator(intlLocale(locale), { sensitivity: 'base', numeric: true });
  const rankedBy = (text: (row: NavigationRow) => string) => {
    // Ranking the distinct values only: publishers and places repeat across thousands of rows.
    const distinct = [...new Set(rows.map(text))].filter((value) => value !== '').sort(collator.compare);
    const rankOf = new Map<string, number>();
    for (const [position, value] of distinct.entries()) {
      const previous = distinct[position - 1];
      // Values the collator calls equal ('Alinari' and 'ALINARI') share a rank, so they tie.
      const rank =
        previous !== undefined && collator.compare(previous, value) === 0 ? rankOf.get(previous) : undefined;
      rankOf.set(value, rank ?? position);
    }
    return Float64Array.from(rows, (row) => rankOf.get(text(row)) ?? emptyKey);
  };
  const computeKeys: Record<SortColumn, () => Float64Array> = {
    title: () => rankedBy((row) => row.title),
    publishers: () => rankedBy((row) => row.publishers),
    places: () => rankedBy((row) => row.places),
    year: () => Float64Array.from(rows, (row) => (row.year === '' ? emptyKey : Number(row.year))),
  };
  const computed = new Map<SortColumn, Float64Array>();
  return {
    rows,
    sortKeys(column) {
      const keys = computed.get(column) ?? computeKeys[column]();
      computed.set(column, keys);
      return keys;
    },
    searchTexts: rows.map((row) => foldText([row.title, row.publishers, row.places, row.year].join('\n'))),
  };
}

/**
 * A locale prefix as a tag for Intl ('DE' → 'de'); a prefix staff added that Intl does not know
 * gives undefined, Intl's default, instead of an exception.
 */
export function intlLocale(locale: string): string | undefined {
  const tag = locale.toLowerCase();
  try {
    return Intl.Collator.supportedLocalesOf(tag).length > 0 ? tag : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The row positions in the order of `sort`. Equal keys keep the server's order (catalogue title,
 * then edition order) in both directions, so the editions of one catalogue stay first to last.
 */
export function sortedOrder(prepared: PreparedRows, sort: Sort): number[] {
  const keys = prepared.sortKeys(sort.column);
  const sign = sort.direction === 'asc' ? 1 : -1;
  const order = Array.from(keys, (_, index) => index);
  return order.sort((a, b) => {
    const keyA = keys[a] as number;
    const keyB = keys[b] as number;
    if (keyA === keyB) return a - b;
    if (keyA === emptyKey) return 1;
    if (keyB === emptyKey) return -1;
    return (keyA - keyB) * sign;
  });
}

/**
 * The positions of `order` whose row contains every word of `query` in any column, ignoring case
 * and accents ('firenze alinari' finds rows with both words, 'Société' finds 'societe').
 */
export function filterOrder(
  prepared: PreparedRows,
  order: readonly number[],
  query: string,
): readonly number[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return order;
  return order.filter((index) => {
    const text = prepared.searchTexts[index] as string;
    return words.every((word) => text.includes(word));
  });
}
