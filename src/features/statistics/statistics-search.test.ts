import { describe, expect, it } from 'vitest';
import { listSearchOfBar, statisticsSearch } from './statistics-search.ts';

describe('the list a bar of the statistics opens', () => {
  const page = statisticsSearch.parse({
    search: 'alinari',
    places: '3,4',
    yearFrom: '1860',
    yearTo: '1895',
    dateMatch: 'within',
    undatedCatalogues: 'true',
    includeSupplements: 'true',
    filterDrawer: 'true',
  });

  it('keeps the page filters and puts a decade years in place of the range, without the undated', () => {
    expect(listSearchOfBar(page, { yearFrom: 1890, yearTo: 1895 })).toEqual({
      search: 'alinari',
      places: '3,4',
      yearFrom: 1890,
      yearTo: 1895,
      dateMatch: 'within',
      includeSupplements: true,
      undatedCatalogues: undefined,
    });
  });

  it('puts a place or a publisher in place of that filter, and keeps the undated with the page range', () => {
    expect(listSearchOfBar(page, { places: '4' })).toMatchObject({
      places: '4',
      yearFrom: 1860,
      undatedCatalogues: true,
    });
    expect(listSearchOfBar(page, { publishers: '9' })).toMatchObject({ places: '3,4', publishers: '9' });
  });

  it('drops the letter, order and page of the catalogue list, which the statistics do not take', () => {
    expect(statisticsSearch.parse({ letter: 'A', sort: 'year', page: '3', places: 'x' })).toEqual({});
  });
});
