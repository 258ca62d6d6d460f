import { describe, expect, it } from 'vitest';
import {
  catalogueListSearch,
  earliestYear,
  placeListSearch,
  relatedListSearch,
  rowFiltersOf,
} from './list-search.ts';

describe('list search params', () => {
  it('types the texts the URL holds', () => {
    expect(
      catalogueListSearch.parse({
        page: '3',
        search: '  Fratelli Alinari ',
        letter: 'A',
        places: '12,3,12',
        yearFrom: '1860',
        includeSupplements: 'true',
        undatedCatalogues: 'false',
        illustrativeContent: 'without',
      }),
    ).toEqual({
      page: 3,
      search: 'Fratelli Alinari',
      letter: 'A',
      places: '12,3',
      yearFrom: 1860,
      includeSupplements: true,
      undatedCatalogues: false,
      illustrativeContent: 'without',
    });
  });

  it('takes the typed values the app navigates with as well', () => {
    expect(catalogueListSearch.parse({ page: 2, filterDrawer: true, yearFrom: 1870, places: '3' })).toEqual({
      page: 2,
      filterDrawer: true,
      yearFrom: 1870,
      places: '3',
    });
  });

  it('drops malformed values instead of failing the page', () => {
    const parsed = catalogueListSearch.parse({
      page: 'abc',
      letter: 'aa',
      places: 'x,-1,0',
      yearFrom: String(earliestYear - 1),
      yearTo: '19th century',
      illustrativeContent: 'some',
      includeSupplements: 'maybe',
      search: '   ',
    });
    expect(Object.values(parsed).every((value) => value === undefined)).toBe(true);
    expect(relatedListSearch.parse({ page: '0' })).toEqual({ page: undefined });
  });

  it('keeps at most 50 ids and 200 characters of search text', () => {
    const ids = Array.from({ length: 60 }, (_, index) => index + 1).join(',');
    const parsed = placeListSearch.parse({ publishers: ids, search: 'x'.repeat(300) });
    expect(parsed.publishers?.split(',')).toHaveLength(50);
    expect(parsed.search).toHaveLength(200);
  });

  it('leaves page and the drawer out of the part that changes the rows', () => {
    expect(rowFiltersOf({ page: 2, filterDrawer: true, search: 'x' })).toEqual({ search: 'x' });
  });
});
