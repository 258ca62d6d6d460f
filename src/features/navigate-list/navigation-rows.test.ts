import { describe, expect, it } from 'vitest';
import {
  type EditionListItem,
  filterOrder,
  foldText,
  intlLocale,
  type NavigationRow,
  prepareRows,
  sortedOrder,
  toNavigationRow,
} from './navigation-rows.ts';

function row(editionId: number, fields: Partial<NavigationRow>): NavigationRow {
  return { editionId, catalogueId: editionId, title: '', publishers: '', places: '', year: '', ...fields };
}

/** Server order: by catalogue title, then edition order; two editions of one catalogue share a title. */
const rows: NavigationRow[] = [
  row(1, {
    title: 'Catalogo delle fotografie',
    publishers: 'Fratelli Alinari',
    places: 'Florence',
    year: '1873',
  }),
  row(2, {
    title: 'Catalogo delle fotografie',
    publishers: 'Fratelli Alinari',
    places: 'Florence',
    year: '1881',
  }),
  row(3, { title: 'Catalogue 10', publishers: 'Giacomo Brogi', places: 'Rome, Naples', year: '' }),
  row(4, { title: 'Catalogue 9', publishers: 'Édouard Baldus', places: 'Paris', year: '1855' }),
  row(5, { title: 'Élenco', publishers: '', places: 'Zürich', year: '1873' }),
  row(6, { title: 'elenco', publishers: 'Carlo Naya', places: '', year: '1866' }),
];

const editionIds = (order: readonly number[]) => order.map((position) => rows[position]?.editionId);

describe('sorting the navigation list', () => {
  const prepared = prepareRows(rows, 'EN');

  it('sorts titles as a reader would: accents and case ignored, numbers by value, ties in server order', () => {
    expect(editionIds(sortedOrder(prepared, { column: 'title', direction: 'asc' }))).toEqual([
      1, 2, 4, 3, 5, 6,
    ]);
  });

  it('reverses titles descending, but keeps the editions of one catalogue in server order', () => {
    expect(editionIds(sortedOrder(prepared, { column: 'title', direction: 'desc' }))).toEqual([
      5, 6, 3, 4, 1, 2,
    ]);
  });

  it('sorts by publishers with accents folded, rows without publishers last in both directions', () => {
    expect(editionIds(sortedOrder(prepared, { column: 'publishers', direction: 'asc' }))).toEqual([
      6, 4, 1, 2, 3, 5,
    ]);
    expect(editionIds(sortedOrder(prepared, { column: 'publishers', direction: 'desc' }))).toEqual([
      3, 1, 2, 4, 6, 5,
    ]);
  });

  it('sorts by places, rows without places last in both directions', () => {
    expect(editionIds(sortedOrder(prepared, { column: 'places', direction: 'asc' }))).toEqual([
      1, 2, 4, 3, 5, 6,
    ]);
    expect(editionIds(sortedOrder(prepared, { column: 'places', direction: 'desc' }))).toEqual([
      5, 3, 4, 1, 2, 6,
    ]);
  });

  it('sorts by year as a number, equal years in server order, undated rows last in both directions', () => {
    expect(editionIds(sortedOrder(prepared, { column: 'year', direction: 'asc' }))).toEqual([
      4, 6, 1, 5, 2, 3,
    ]);
    expect(editionIds(sortedOrder(prepared, { column: 'year', direction: 'desc' }))).toEqual([
      2, 1, 5, 6, 4, 3,
    ]);
  });

  it('orders years by value, not as text', () => {
    const years = prepareRows(
      [row(1, { year: '1900' }), row(2, { year: '999' }), row(3, { year: '1850' })],
      'EN',
    );
    expect(sortedOrder(years, { column: 'year', direction: 'asc' })).toEqual([1, 2, 0]);
  });

  it('uses the collation of the locale', () => {
    const titles = [row(1, { title: 'Zebra' }), row(2, { title: 'Äpfel' }), row(3, { title: 'Ober' })];
    const ascending = { column: 'title', direction: 'asc' } as const;
    expect(sortedOrder(prepareRows(titles, 'DE'), ascending)).toEqual([1, 2, 0]);
    // Swedish puts Ä after Z.
    expect(sortedOrder(prepareRows(titles, 'SV'), ascending)).toEqual([2, 0, 1]);
  });
});

describe('filtering the navigation list', () => {
  const prepared = prepareRows(rows, 'EN');
  const everything = rows.map((_, position) => position);
  const filtered = (query: string) => editionIds(filterOrder(prepared, everything, query));

  it('finds text in any column, ignoring case and accents both ways', () => {
    expect(filtered('ALINARI')).toEqual([1, 2]);
    expect(filtered('edouard')).toEqual([4]);
    expect(filtered('Zurich')).toEqual([5]);
    expect(filtered('élenco')).toEqual([5, 6]);
    expect(filtered('naples')).toEqual([3]);
  });

  it('finds the year', () => {
    expect(filtered('1873')).toEqual([1, 5]);
  });

  it('keeps rows holding every word, in whichever columns', () => {
    expect(filtered('alinari 1881')).toEqual([2]);
    expect(filtered('  florence   1873 ')).toEqual([1]);
    expect(filtered('alinari paris')).toEqual([]);
  });

  it('does not match words running across two columns', () => {
    expect(filtered('naya1866')).toEqual([]);
  });

  it('keeps every row, in the given order, for an empty or blank filter', () => {
    const reversed = [...everything].reverse();
    expect(filterOrder(prepared, reversed, '')).toBe(reversed);
    expect(filterOrder(prepared, reversed, '   ')).toBe(reversed);
  });

  it('keeps the sorted order', () => {
    const byYear = sortedOrder(prepared, { column: 'year', direction: 'desc' });
    expect(editionIds(filterOrder(prepared, byYear, 'fotografie'))).toEqual([2, 1]);
  });
});

describe('a row from the API', () => {
  const item: EditionListItem = {
    id: 42,
    catalogueId: 7,
    title: 'Catalogue des photographies',
    position: 2,
    date: 'ca. 1875',
    year: 1875,
    publishers: [
      { id: 1, name: 'Adolphe Braun' },
      { id: 2, name: 'Clément & Cie' },
    ],
    places: [
      { id: 3, name: { EN: 'Florence', DE: 'Florenz', IT: 'Firenze' } },
      { id: 4, name: 'Dornach' },
    ],
  };

  it('joins publishers and the places in the locale with commas and takes the year from the date', () => {
    expect(toNavigationRow(item, 'DE')).toEqual({
      editionId: 42,
      catalogueId: 7,
      title: 'Catalogue des photographies',
      publishers: 'Adolphe Braun, Clément & Cie',
      places: 'Florenz, Dornach',
      year: '1875',
    });
  });

  it('leaves the year empty when the date has none', () => {
    expect(toNavigationRow({ ...item, date: 'undated', year: null }, 'EN').year).toBe('');
    expect(toNavigationRow({ ...item, date: null, year: null }, 'EN').year).toBe('');
  });
});

describe('text folding and locales', () => {
  it('folds case and accents', () => {
    expect(foldText('Société Française de Photographie')).toBe('societe francaise de photographie');
    expect(foldText('ZÜRICH')).toBe('zurich');
  });

  it('gives Intl a lowercase tag, and nothing for a prefix Intl cannot use', () => {
    expect(intlLocale('DE')).toBe('de');
    expect(intlLocale('not a locale')).toBeUndefined();
  });
});
