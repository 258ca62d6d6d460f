import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueListSearch, pdfSearchSearch, rowFiltersOf } from '@/lib/list-search.ts';
import { createApiActivity } from './activity.tsx';
import { ApiError } from './api-error.ts';
import { createApiClients, initApiClients } from './clients.ts';
import { type ExportTarget, exportFormats, exportUrl, fetchExport } from './exports.ts';
import type { ApiFeedback } from './middleware.ts';
import { catalogueListParams } from './queries/catalogues.ts';
import { pdfSearchParams } from './queries/editions.ts';
import { defaultRuntimeConfig } from './runtime-config.ts';

const catalogueList = (url: Record<string, string>): ExportTarget => ({
  list: 'catalogues',
  params: catalogueListParams(rowFiltersOf(catalogueListSearch.parse(url)), 'EN'),
});

describe('the address of an export', () => {
  it('is the list’s own call with its filters, search, letter and sort, and the format, without the page', () => {
    const target = catalogueList({
      search: 'Alinari',
      letter: 'F',
      publishers: '4,7',
      yearFrom: '1860',
      yearTo: '1890',
      sort: 'year',
      page: '3',
      filterDrawer: 'true',
    });
    expect(exportUrl('/api', target, 'bibtex')).toBe(
      '/api/catalogues?keyword=Alinari&filter-by=F&publishers=4%2C7&date-begin=1860&date-end=1890&lang=EN' +
        '&illustrative-content=all&include-supplements=false&undated=false&sort=year&format=bibtex',
    );
  });

  it('sends what the list sends when the URL says nothing', () => {
    expect(exportUrl('/api', catalogueList({}), 'csv')).toBe(
      '/api/catalogues?lang=EN&illustrative-content=all&include-supplements=false&undated=false&format=csv',
    );
  });

  it('leaves out paging parameters however they came in', () => {
    const target: ExportTarget = {
      list: 'catalogues',
      params: { ids: '3,12,7', lang: 'DE', ...{ page: 2, 'per-page': 50 } },
    };
    expect(exportUrl('/api', target, 'ris')).toBe('/api/catalogues?ids=3%2C12%2C7&lang=DE&format=ris');
  });

  it('follows the configured API address, with or without a trailing slash', () => {
    const target: ExportTarget = { list: 'catalogues', params: { ids: '5' } };
    expect(exportUrl('https://api.example.org/api/', target, 'csl-json')).toBe(
      'https://api.example.org/api/catalogues?ids=5&format=csl-json',
    );
  });

  it('reaches a place’s, publisher’s and holder’s catalogues', () => {
    const owner = (kind: 'place' | 'publisher' | 'holder') =>
      exportUrl('/api', { list: 'related', owner: { kind, id: '9' }, locale: 'IT' }, 'csv');
    expect(owner('place')).toBe('/api/places/9/catalogues?lang=IT&format=csv');
    expect(owner('publisher')).toBe('/api/publishers/9/catalogues?lang=IT&format=csv');
    expect(owner('holder')).toBe('/api/holders/9/catalogues?lang=IT&format=csv');
  });

  it('carries the PDF search’s words and filters', () => {
    const search = rowFiltersOf(
      pdfSearchSearch.parse({ search: 'Firenze', holders: '2', yearTo: '1900', page: '2' }),
    );
    expect(exportUrl('/api', { list: 'pdf-search', params: pdfSearchParams(search, 'EN') }, 'bibtex')).toBe(
      '/api/editions/pdfs?keyword=Firenze&holders=2&date-end=1900&lang=EN&format=bibtex',
    );
  });

  it('is none for the contextual search, which is asked by POST', () => {
    expect(exportUrl('/api', { list: 'contextual-search', nodes: [], locale: 'EN' }, 'csv')).toBeNull();
  });

  it('offers the four formats, BibTeX first', () => {
    expect(exportFormats).toEqual(['bibtex', 'ris', 'csl-json', 'csv']);
  });
});

describe('fetching an export', () => {
  const notified: string[] = [];
  const requests: Request[] = [];
  const feedback: ApiFeedback = {
    notifyError: (message) => notified.push(message),
    translate: (key) => key,
    hasText: () => false,
    report: () => {},
    activity: createApiActivity(),
  };
  let answer: () => Response = () => new Response('');
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request);
    return answer();
  });
  initApiClients(
    createApiClients(
      { ...defaultRuntimeConfig, apiUrl: 'http://api.test/api' },
      { token: () => null, roleHeader: () => 'GUEST', locale: () => 'EN' },
      feedback,
    ),
  );
  afterEach(() => {
    notified.length = 0;
    requests.length = 0;
  });

  const nodes: ExportTarget & { list: 'contextual-search' } = {
    list: 'contextual-search',
    nodes: [{ query: { subject: 'catalogue', object: 'title', input: 'Roma' } }] as never,
    locale: 'DE',
  };

  it('posts the contextual search’s query with the format and names the file as the server does', async () => {
    answer = () =>
      new Response('\uFEFFcatalogue_id,edition_id\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="search-2026-11-24.csv"',
        },
      });
    const file = await fetchExport(nodes, 'csv');
    expect(file.fileName).toBe('search-2026-11-24.csv');
    expect(await file.blob.text()).toContain('catalogue_id,edition_id');
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toMatch(/\/api\/contextual-search\?lang=DE&format=csv$/);
    expect(await request?.json()).toEqual({ query: nodes.nodes });
  });

  it('shows the server’s message when the list is too long, and throws', async () => {
    const message =
      'export_limit_exceeded: an export holds at most 10000 entries and this list has 12000; narrow its filters';
    answer = () =>
      new Response(JSON.stringify({ statusCode: 413, error: 'Payload Too Large', message }), {
        status: 413,
        headers: { 'content-type': 'application/json' },
      });
    await expect(fetchExport({ list: 'catalogues', params: {} }, 'bibtex')).rejects.toBeInstanceOf(ApiError);
    expect(notified).toEqual([message]);
    expect(requests[0]?.url).toMatch(/\/api\/catalogues\?format=bibtex$/);
  });

  it('falls back to a name of its own when the server gives none', async () => {
    answer = () =>
      new Response('TY  - BOOK\r\n', { headers: { 'content-type': 'application/x-research-info-systems' } });
    const file = await fetchExport(
      { list: 'related', owner: { kind: 'holder', id: '3' }, locale: 'EN' },
      'ris',
    );
    expect(file.fileName).toBe('export.ris');
    expect(requests[0]?.url).toMatch(/\/api\/holders\/3\/catalogues\?lang=EN&format=ris$/);
  });
});
