import { describe, expect, it } from 'vitest';
import {
  catalogueListSearch,
  datesWithin,
  earliestYear,
  pdfSearchSearch,
  placeListSearch,
  publisherListSearch,
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

  it('reads the switch "only dates certainly inside" of every list with years, absent meaning overlap', () => {
    for (const schema of [catalogueListSearch, publisherListSearch, pdfSearchSearch]) {
      expect(schema.parse({ yearFrom: '1860', dateMatch: 'within' })).toMatchObject({
        yearFrom: 1860,
        dateMatch: 'within',
      });
      expect(schema.parse({ yearFrom: '1860', dateMatch: 'overlap' }).dateMatch).toBe('overlap');
      // Links from before the switch, and hand-edited ones, still open the list.
      expect(schema.parse({ yearFrom: '1860' }).dateMatch).toBeUndefined();
      expect(schema.parse({ yearFrom: '1860', dateMatch: 'inside' })).toEqual({ yearFrom: 1860 });
      expect(schema.parse({ dateMatch: ['within'] }).dateMatch).toBeUndefined();
    }
  });

  it('keeps only dates certainly inside when a year range is set, not without one', () => {
    expect(datesWithin({ yearFrom: 1860, dateMatch: 'within' })).toBe(true);
    expect(datesWithin({ yearTo: 1890, dateMatch: 'within' })).toBe(true);
    expect(datesWithin({ dateMatch: 'within' })).toBe(false);
    expect(datesWithin({ yearFrom: 1860, yearTo: 1890, dateMatch: 'overlap' })).toBe(false);
    expect(datesWithin({ yearFrom: 1860, yearTo: 1890 })).toBe(false);
  });
});
