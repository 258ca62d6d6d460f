import { describe, expect, it } from 'vitest';
import { catalogueListSearch, placeListSearch, rowFiltersOf } from '@/lib/list-search.ts';
import { serializeQuery } from '../query-string.ts';
import { catalogueListParams } from './catalogues.ts';
import { pdfSearchParams } from './editions.ts';
import { holderListParams } from './holders.ts';
import { placeListParams } from './places.ts';
import { publisherListParams } from './publishers.ts';

/** What the browser would send for a URL's list state, page 2 of 6. */
const sent = (query: Record<string, unknown>) => serializeQuery({ ...query, page: 2, 'per-page': 6 });

describe('catalogue list query', () => {
  it('sends the defaults of spec section 3 when the URL says nothing', () => {
    const search = rowFiltersOf(catalogueListSearch.parse({}));
    expect(sent(catalogueListParams(search, 'EN'))).toBe(
      'lang=EN&illustrative-content=all&include-supplements=false&undated=false&page=2&per-page=6',
    );
  });

  it('turns the URL state into the API names, comma lists kept', () => {
    const search = rowFiltersOf(
      catalogueListSearch.parse({
        search: 'Alinari',
        letter: 'F',
        places: '3,12',
        holders: '2',
        publishers: '7',
        yearFrom: '1860',
        yearTo: '1890',
        illustrativeContent: 'with',
        includeSupplements: 'true',
        undatedCatalogues: 'true',
        filterDrawer: 'true',
        page: '4',
        sort: 'year',
      }),
    );
    expect(sent(catalogueListParams(search, 'DE'))).toBe(
      'keyword=Alinari&filter-by=F&places=3%2C12&holders=2&publishers=7&date-begin=1860&date-end=1890&lang=DE' +
        '&illustrative-content=with&include-supplements=true&undated=true&sort=year&page=2&per-page=6',
    );
  });
});

describe('place list query', () => {
  it('filters by the current language unless asked to search in all languages', () => {
    const mine = rowFiltersOf(placeListSearch.parse({ search: 'Firenze' }));
    expect(sent(placeListParams(mine, 'IT'))).toBe('name=Firenze&lang=IT&page=2&per-page=6');
    const all = rowFiltersOf(
      placeListSearch.parse({ search: 'Firenze', allLanguages: 'true', publishers: '5' }),
    );
    expect(sent(placeListParams(all, 'IT'))).toBe('name=Firenze&publishers=5&page=2&per-page=6');
  });
});

describe('publisher, holder and PDF search queries', () => {
  it('send only what each endpoint takes', () => {
    expect(sent(publisherListParams({ search: 'Brogi', places: '1', yearFrom: 1870 }, 'EN'))).toBe(
      'name=Brogi&places=1&date-begin=1870&lang=EN&page=2&per-page=6',
    );
    expect(sent(holderListParams({ search: 'Getty', letter: '#' }))).toBe(
      'keyword=Getty&filter-by=%23&page=2&per-page=6',
    );
    expect(sent(pdfSearchParams({ search: 'Firenze', holders: '4', yearTo: 1900 }, 'EN'))).toBe(
      'keyword=Firenze&holders=4&date-end=1900&lang=EN&page=2&per-page=6',
    );
  });
});
