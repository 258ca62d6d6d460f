import { describe, expect, it } from 'vitest';
import { catalogueListSearch, placeListSearch, rowFiltersOf } from '@/lib/list-search.ts';
import { exportUrl } from '../exports.ts';
import { serializeQuery } from '../query-string.ts';
import { catalogueKeys, catalogueListParams } from './catalogues.ts';
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

describe('the switch "only dates certainly inside the range"', () => {
  const fromUrl = (search: Record<string, string>) => rowFiltersOf(catalogueListSearch.parse(search));

  it('sends date-match=within with the years, to every list and the PDF search', () => {
    const search = fromUrl({ yearFrom: '1860', yearTo: '1890', dateMatch: 'within', search: 'x' });
    expect(sent(catalogueListParams(search, 'EN'))).toContain(
      'date-begin=1860&date-end=1890&date-match=within',
    );
    expect(sent(publisherListParams({ yearTo: 1890, dateMatch: 'within' }, 'EN'))).toBe(
      'date-end=1890&date-match=within&lang=EN&page=2&per-page=6',
    );
    expect(sent(pdfSearchParams(search, 'EN'))).toContain('date-match=within');
  });

  it('sends nothing for the default overlap, nor for a switch left on without years', () => {
    for (const search of [
      fromUrl({ yearFrom: '1860' }),
      fromUrl({ yearFrom: '1860', dateMatch: 'overlap' }),
      fromUrl({ dateMatch: 'within' }),
      fromUrl({ yearFrom: '1860', dateMatch: 'sometimes' }),
    ])
      expect(sent(catalogueListParams(search, 'EN'))).not.toContain('date-match');
  });

  it('gives the switched list its own cache key and export link', () => {
    const overlap = catalogueListParams(fromUrl({ yearFrom: '1860' }), 'EN');
    const within = catalogueListParams(fromUrl({ yearFrom: '1860', dateMatch: 'within' }), 'EN');
    expect(JSON.stringify(catalogueKeys.page(within, 1, 6))).not.toBe(
      JSON.stringify(catalogueKeys.page(overlap, 1, 6)),
    );
    expect(exportUrl('/api', { list: 'catalogues', params: within }, 'csv')).toBe(
      '/api/catalogues?date-begin=1860&date-match=within&lang=EN&illustrative-content=all' +
        '&include-supplements=false&undated=false&format=csv',
    );
  });
});
