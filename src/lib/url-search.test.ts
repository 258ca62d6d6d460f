import { describe, expect, it } from 'vitest';
import { catalogueListSearch } from './list-search.ts';
import { parseUrlSearch, stringifyUrlSearch } from './url-search.ts';

describe('URL search params', () => {
  it('writes plain pairs and leaves out empty, false and missing values', () => {
    expect(
      stringifyUrlSearch({
        search: 'Fratelli Alinari',
        places: '3,12',
        page: 2,
        includeSupplements: true,
        undatedCatalogues: false,
        letter: '',
        yearFrom: undefined,
      }),
    ).toBe('?search=Fratelli+Alinari&places=3%2C12&page=2&includeSupplements=true');
    expect(stringifyUrlSearch({})).toBe('');
  });

  it('reads every value as text for the route schemas to type', () => {
    expect(parseUrlSearch('?search=1870&places=3,12&includeSupplements=true')).toEqual({
      search: '1870',
      places: '3,12',
      includeSupplements: 'true',
    });
    expect(parseUrlSearch('')).toEqual({});
  });

  it('round-trips text with reserved characters', () => {
    const search = { search: 'Brogi & Figli, #1 ?' };
    expect(parseUrlSearch(stringifyUrlSearch(search))).toEqual(search);
  });

  it('carries the switch "only dates certainly inside" in a shared link and back', () => {
    const link = stringifyUrlSearch({ yearFrom: 1860, yearTo: 1890, dateMatch: 'within' });
    expect(link).toBe('?yearFrom=1860&yearTo=1890&dateMatch=within');
    expect(catalogueListSearch.parse(parseUrlSearch(link))).toEqual({
      yearFrom: 1860,
      yearTo: 1890,
      dateMatch: 'within',
    });
  });
});
