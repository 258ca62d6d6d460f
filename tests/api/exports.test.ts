import { gunzipSync } from 'node:zlib';
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { canonicalUrls } from '../../server/domain/canonical-urls.ts';
import type { DomainContext } from '../../server/domain/context.ts';
import { exportCatalogueList } from '../../server/domain/exports/records.ts';
import { type DemoIds, demoIds } from './demo-ids.ts';
import { startTestServer, type TestServer } from './harness.ts';

type Catalogue = components['schemas']['Catalogue'];
type Edition = components['schemas']['Edition'];
type RelatedCatalogue = components['schemas']['RelatedCatalogue'];
type PdfSearchHit = components['schemas']['PdfSearchHit'];

let server: TestServer;
let ids: DemoIds;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
});
afterAll(() => server.close());

/** The test servers' public origin: PUBLIC_ORIGIN unset, PORT 3000. */
const urls = canonicalUrls('http://localhost:3000');

const idOf = (kind: keyof DemoIds, key: string) => {
  const id = ids[kind].get(key);
  if (id === undefined) throw new Error(`no demo ${kind} ${key}`);
  return id;
};

/** What every format must say about an edition, as the JSON answer has it. */
interface Expected {
  id: string;
  title: string;
  firms: string[];
  year: number | null;
  url: string;
}

const expectedOf = (edition: Edition): Expected => ({
  id: `catalogue-${edition.catalogueId}-edition-${edition.id}`,
  title: edition.title?.trim() || edition.catalogue.title,
  firms: edition.publishers.map((publisher) => publisher.name),
  year: edition.year,
  url: urls.edition(edition.catalogueId, edition.id),
});

const editionsOfCatalogues = (catalogues: Catalogue[]) => catalogues.flatMap((c) => c.editions);

async function download(
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'POST' = 'GET',
  payload?: unknown,
) {
  const response = await server.request({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response;
}

// Each format read back with an independent parser, to the fields every format carries.

function fromCsv(text: string): Expected[] {
  const rows = parseCsv(text, { bom: true, columns: true, record_delimiter: '\r\n' }) as Array<
    Record<string, string>
  >;
  return rows.map((row) => ({
    id: `catalogue-${row.catalogue_id}-edition-${row.edition_id}`,
    title: row.title ?? '',
    firms: row.publishers ? row.publishers.split('; ') : [],
    year: row.year ? Number(row.year) : null,
    url: row.url ?? '',
  }));
}

function fromBibtex(text: string): Expected[] {
  const { entries, errors } = parseBibtex(text);
  expect(errors).toEqual([]);
  return entries.map((entry) => {
    const fields = entry.fields as Record<string, unknown>;
    return {
      id: entry.key.replaceAll('_', '-'),
      // LaTeX accents come back decomposed (i + combining circumflex).
      title: String(fields.title).normalize('NFC'),
      firms: ((fields.author as Array<{ name?: string; lastName?: string }>) ?? []).map((author) => {
        // A corporate author in braces stays one name: never split into first and last names.
        expect(author.lastName, JSON.stringify(author)).toBeUndefined();
        return (author.name ?? '').normalize('NFC');
      }),
      year: fields.year ? Number(fields.year) : null,
      url: String(fields.url),
    };
  });
}

type CslItem = {
  id: string;
  title: string;
  author?: Array<{ literal?: string; family?: string; given?: string }>;
  issued?: { 'date-parts'?: number[][]; circa?: boolean; literal?: string };
  URL: string;
  note?: string;
};

const fromCsl = (items: CslItem[]): Expected[] =>
  items.map((item) => ({
    id: item.id,
    title: item.title,
    firms: (item.author ?? []).map((author) => {
      expect(author.family, JSON.stringify(author)).toBeUndefined();
      return author.literal ?? '';
    }),
    year: item.issued?.['date-parts']?.[0]?.[0] ?? null,
    url: item.URL,
  }));

/** RIS parsed back by citation-js (its RIS reader keeps an ID of 20 characters: the URL identifies). */
const fromRis = (text: string): Expected[] =>
  fromCsl(new Cite(text).data as unknown as CslItem[]).map((item, index) => ({
    ...item,
    id: risIds(text)[index] ?? '',
  }));
const risIds = (text: string) => [...text.matchAll(/^ID {2}- (.+?)\r?$/gm)].map((match) => match[1]);

const readers = {
  csv: fromCsv,
  bibtex: fromBibtex,
  ris: fromRis,
  'csl-json': (text: string) => fromCsl(new Cite(JSON.parse(text)).data as unknown as CslItem[]),
} as const;
const formats = Object.keys(readers) as Array<keyof typeof readers>;
const mediaTypes = {
  csv: 'text/csv',
  bibtex: 'application/x-bibtex',
  ris: 'application/x-research-info-systems',
  'csl-json': 'application/vnd.citationstyles.csl+json',
} as const;

describe('exporting the catalogue list', () => {
  const filters = () =>
    `publishers=${idOf('publishers', 'alinari')},${idOf('publishers', 'sommer')}&sort=year`;

  it.each(formats)(
    'as %s gives every edition of every catalogue the JSON list gives, in its order',
    async (format) => {
      const { catalogues, pagination } = await server.getJson<{
        catalogues: Catalogue[];
        pagination: { count: number };
      }>(`/api/catalogues?${filters()}&per-page=100`);
      expect(pagination.count).toBeGreaterThan(2);
      const expected = editionsOfCatalogues(catalogues).map(expectedOf);
      // Page and per-page do not page an export: it holds every entry.
      const response = await download(`/api/catalogues?${filters()}&per-page=2&page=2&format=${format}`);
      expect(response.headers['content-type']).toBe(`${mediaTypes[format]}; charset=utf-8`);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="catalogues-\d{4}-\d{2}-\d{2}\.(csv|bib|ris|json)"$/,
      );
      expect(readers[format](response.body)).toEqual(expected);
    },
  );

  it('as CSV opens in a spreadsheet: UTF-8 with BOM, CRLF, the date as written, holders, pages and the PDF', async () => {
    const response = await download(`/api/catalogues?${filters()}&format=csv&lang=IT`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.split('\r\n')[0]).toBe(
      '\uFEFFcatalogue_id,edition_id,title,publishers,places,date,year,date_edtf,holders,citation,pages,url,pdf_url',
    );
    const rows = parseCsv(response.body, { bom: true, columns: true }) as Array<Record<string, string>>;
    const { catalogues } = await server.getJson<{ catalogues: Catalogue[] }>(
      `/api/catalogues?${filters()}&per-page=100&lang=IT`,
    );
    const editions = editionsOfCatalogues(catalogues);
    expect(rows.map((row) => row.date)).toEqual(editions.map((edition) => edition.date ?? ''));
    expect(rows.map((row) => row.date_edtf)).toEqual(editions.map((edition) => edition.dateEdtf ?? ''));
    expect(rows.some((row) => row.date_edtf?.endsWith('~'))).toBe(true);
    expect(rows.map((row) => row.places)).toEqual(
      editions.map((e) => e.places.map((p) => p.name).join('; ')),
    );
    expect(rows.map((row) => row.holders)).toEqual(
      editions.map((e) => e.holders.map((h) => h.name).join('; ')),
    );
    expect(rows.map((row) => row.pdf_url)).toEqual(
      editions.map((e) => (e.pdf ? `http://localhost:3000${e.pdf.url}` : '')),
    );
    expect(rows.some((row) => row.pdf_url !== '')).toBe(true);
  });

  it('keeps the firm an organisation and "ca." a circa date', async () => {
    const { catalogues } = await server.getJson<{ catalogues: Catalogue[] }>(
      `/api/catalogues?${filters()}&per-page=100`,
    );
    const approximate = editionsOfCatalogues(catalogues).find((edition) => edition.date?.startsWith('ca. '));
    if (!approximate) throw new Error('the demo data has an Alinari or Sommer edition dated "ca."');
    const year = Number(approximate.date?.slice(4));
    const url = `/api/catalogues/${approximate.catalogueId}/editions/${approximate.id}`;
    const [item] = JSON.parse((await download(`${url}?format=csl-json`)).body) as CslItem[];
    expect(item?.issued).toEqual({ 'date-parts': [[year]], circa: true });
    expect(item?.author).toEqual(approximate.publishers.map((publisher) => ({ literal: publisher.name })));
    // BibTeX and RIS hold a year: the date as written goes into the note.
    const [entry] = parseBibtex((await download(`${url}?format=bibtex`)).body).entries;
    expect(String(entry?.fields.note)).toContain(`Date: ${approximate.date}`);
    const [ris] = new Cite((await download(`${url}?format=ris`)).body).data as unknown as CslItem[];
    expect(ris?.note).toContain(`Date: ${approximate.date}`);
  });

  it('writes the date from the stored EDTF: "before 1900" stays in words, a staff correction reaches every format', async () => {
    const staff = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
      const response = await server.request({
        method,
        url,
        headers: server.admin,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response;
    };
    const created = await staff('POST', '/api/catalogues', {
      mainTitle: 'Catalogo (date esportate)',
      date: 'before 1900',
    });
    const catalogue = created.json<{ catalogue: Catalogue }>().catalogue;
    const edition = catalogue.editions[0] as Edition;
    const url = `/api/catalogues/${catalogue.id}/editions/${edition.id}`;
    const csl = async () => (JSON.parse((await download(`${url}?format=csl-json`)).body) as CslItem[])[0];
    const bibtex = async () => parseBibtex((await download(`${url}?format=bibtex`)).body).entries[0]?.fields;
    const ris = async () =>
      (new Cite((await download(`${url}?format=ris`)).body).data as unknown as CslItem[])[0];
    try {
      // CSL-JSON has no open-ended range: the date as written, as a literal; BibTeX and RIS keep it in the note.
      expect((await csl())?.issued).toEqual({ literal: 'before 1900' });
      expect((await bibtex())?.year).toBeUndefined();
      expect(String((await bibtex())?.note)).toContain('Date: before 1900');
      expect((await ris())?.note).toContain('Date: before 1900');

      await staff('PUT', url, { dateEdtf: '1895?' });
      expect((await csl())?.issued).toEqual({ 'date-parts': [[1895]], circa: true });
      expect(Number((await bibtex())?.year)).toBe(1895);
      expect((await ris())?.issued?.['date-parts']?.[0]?.[0]).toBe(1895);
      expect((await ris())?.note).toContain('Date: before 1900');
    } finally {
      await staff('DELETE', `/api/catalogues/${catalogue.id}`);
    }
  });

  it('takes a comma list of catalogue ids (a collection), supplements included', async () => {
    const chosen = [...ids.catalogues.values()].slice(0, 4);
    const { catalogues } = await server.getJson<{ catalogues: Catalogue[] }>(
      `/api/catalogues?ids=${chosen.join(',')}&per-page=100`,
    );
    expect(catalogues.map((c) => c.id).sort((a, b) => a - b)).toEqual([...chosen].sort((a, b) => a - b));
    const response = await download(`/api/catalogues?ids=${chosen.join(',')}`, {
      accept: 'application/x-bibtex',
    });
    expect(fromBibtex(response.body)).toEqual(editionsOfCatalogues(catalogues).map(expectedOf));
  });

  it('streams gzip-compressed to a client that accepts it', async () => {
    const plain = await download(`/api/catalogues?format=csv`);
    const zipped = await download(`/api/catalogues?format=csv`, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
  });
});

describe('exporting the other lists', () => {
  it.each([
    ['places', 'places', 'florence'],
    ['publishers', 'publishers', 'alinari'],
    ['holders', 'holders', 'khi'],
  ] as const)(
    'the catalogues of one of the %s: every edition the JSON list gives',
    async (path, kind, key) => {
      const id = idOf(kind, key);
      const { catalogues } = await server.getJson<{ catalogues: RelatedCatalogue[] }>(
        `/api/${path}/${id}/catalogues?per-page=100`,
      );
      expect(catalogues.length).toBeGreaterThan(0);
      const expected = catalogues.map((entry) => expectedOf(entry.edition));
      for (const format of formats) {
        const response = await download(`/api/${path}/${id}/catalogues?format=${format}`);
        expect(readers[format](response.body), format).toEqual(expected);
      }
    },
  );

  it('the search inside the PDFs, with the pages where the words stand', async () => {
    const { data, count } = await server.getJson<{ data: PdfSearchHit[]; count: number }>(
      '/api/editions/pdfs?keyword=Roma&per-page=100',
    );
    expect(count).toBeGreaterThan(0);
    const response = await download('/api/editions/pdfs?keyword=Roma&format=csv');
    const rows = parseCsv(response.body, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(fromCsv(response.body)).toEqual(data.map((hit) => expectedOf(hit.edition)));
    data.forEach((hit, index) => {
      const pages = (rows[index]?.matching_pages ?? '').split(' ').filter(Boolean).map(Number);
      expect(pages.length).toBe(hit.matchingPages);
      expect(pages.slice(0, hit.matches.length)).toEqual(hit.matches.map((match) => match.page));
    });
    const csl = JSON.parse(
      (await download('/api/editions/pdfs?keyword=Roma&format=csl-json')).body,
    ) as CslItem[];
    expect(csl[0]?.note).toContain(`Pages matching the search: ${data[0]?.matches[0]?.page}`);
  });

  it('the contextual search results, by format parameter or Accept', async () => {
    const body = {
      query: [
        {
          query: { subject: 'catalogue', object: 'publisher', input: String(idOf('publishers', 'alinari')) },
        },
      ],
    };
    const json = await server.request({
      method: 'POST',
      url: '/api/contextual-search?per-page=100',
      payload: body,
    });
    const catalogues = (json.json() as { result: Array<{ catalogue: Catalogue }> }).result.map(
      (r) => r.catalogue,
    );
    expect(catalogues.length).toBeGreaterThan(0);
    const expected = editionsOfCatalogues(catalogues).map(expectedOf);
    const byParameter = await download('/api/contextual-search?format=ris', {}, 'POST', body);
    expect(fromRis(byParameter.body)).toEqual(expected);
    const byAccept = await download('/api/contextual-search', { accept: 'text/csv' }, 'POST', body);
    expect(fromCsv(byAccept.body)).toEqual(expected);
  });

  it('the contextual search results with "only dates certainly inside the range", as the search finds them', async () => {
    const yearFrom = (dateMatch?: 'within') => ({
      query: [
        {
          query: {
            subject: 'catalogue',
            object: 'yearFrom',
            input: '1890',
            ...(dateMatch ? { dateMatch } : {}),
          },
        },
      ],
    });
    const found = async (body: object) =>
      (
        (
          await server.request({ method: 'POST', url: '/api/contextual-search?per-page=100', payload: body })
        ).json() as { result: Array<{ catalogue: Catalogue }> }
      ).result.map((r) => r.catalogue);
    const within = await found(yearFrom('within'));
    expect(within.length).toBeLessThan((await found(yearFrom())).length);
    const exported = await download('/api/contextual-search?format=csv', {}, 'POST', yearFrom('within'));
    expect(fromCsv(exported.body)).toEqual(editionsOfCatalogues(within).map(expectedOf));
  });

  it('one catalogue with its editions, and one edition', async () => {
    const id = idOf('catalogues', [...ids.catalogues.keys()][0] ?? '');
    const { catalogue } = await server.getJson<{ catalogue: Catalogue }>(`/api/catalogues/${id}`);
    const whole = await download(`/api/catalogues/${id}?format=csl-json`);
    expect(readers['csl-json'](whole.body)).toEqual(catalogue.editions.map(expectedOf));
    expect(whole.headers['content-disposition']).toMatch(/filename="catalogue-\d+-\d{4}-\d{2}-\d{2}\.json"/);
    const edition = catalogue.editions[0] as Edition;
    const one = await download(`/api/catalogues/${id}/editions/${edition.id}`, {
      accept: 'application/x-bibtex',
    });
    expect(fromBibtex(one.body)).toEqual([expectedOf(edition)]);
  });
});

describe('choosing the format', () => {
  const url = () => `/api/catalogues/${[...ids.catalogues.values()][0]}`;

  it('JSON without format or Accept, and for what browsers send', async () => {
    for (const accept of [
      undefined,
      '*/*',
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'application/json, text/csv;q=0.5',
      'application/*',
    ]) {
      const response = await server.request({ method: 'GET', url: url(), headers: accept ? { accept } : {} });
      expect(response.statusCode, String(accept)).toBe(200);
      expect(response.headers['content-type'], String(accept)).toMatch(/^application\/json/);
      expect(response.headers.vary).toMatch(/accept/i);
    }
  });

  it('an export when Accept names it above JSON; the format parameter decides over Accept', async () => {
    const type = async (headers: Record<string, string>, query = '') =>
      (await download(`${url()}${query}`, headers)).headers['content-type'];
    expect(await type({ accept: 'text/csv' })).toMatch(/^text\/csv/);
    expect(await type({ accept: 'text/*' })).toMatch(/^text\/csv/);
    expect(await type({ accept: 'application/json;q=0.5, application/x-research-info-systems' })).toMatch(
      /^application\/x-research-info-systems/,
    );
    expect(await type({ accept: 'text/csv' }, '?format=bibtex')).toMatch(/^application\/x-bibtex/);
    expect(await type({ accept: 'text/csv' }, '?format=json')).toMatch(/^application\/json/);
    expect(await type({ accept: 'image/png' }, '?format=csl-json')).toMatch(
      /^application\/vnd\.citationstyles\.csl\+json/,
    );
  });

  it('406 for an Accept header allowing nothing we write, 400 for an unknown format', async () => {
    const refused = await server.request({
      method: 'GET',
      url: url(),
      headers: { accept: 'image/png, text/html' },
    });
    expect(refused.statusCode).toBe(406);
    expect(refused.json()).toEqual({
      statusCode: 406,
      error: 'Not Acceptable',
      message: expect.stringMatching(/^not_acceptable: .*text\/csv/),
    });
    const bad = await server.request({ method: 'GET', url: `${url()}?format=xml` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('a missing record is a JSON 404, whatever the format', async () => {
    const missing = await server.request({ method: 'GET', url: '/api/catalogues/2147483647?format=csv' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    const place = await server.request({
      method: 'GET',
      url: '/api/places/2147483647/catalogues',
      headers: { accept: 'text/csv' },
    });
    expect(place.statusCode).toBe(404);
    expect(place.json()).toMatchObject({ statusCode: 404 });
  });
});

describe('the response cache', () => {
  it('never answers an export request with the cached JSON, nor the other way round', async () => {
    const url = `/api/catalogues?publishers=${idOf('publishers', 'brogi')}`;
    const json = async () => {
      const response = await download(url);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      return response;
    };
    const csv = async (headers: Record<string, string> = { accept: 'text/csv' }) => {
      const response = await download(url, headers);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      return response;
    };
    const first = await json();
    const cachedBefore = server.app.responseCacheStats().entries;
    const asCsv = await csv();
    await csv({ accept: 'text/csv, application/json;q=0.9' });
    const again = await json();
    expect(again.body).toBe(first.body);
    expect((await csv()).body).toBe(asCsv.body);
    // The export is streamed, not stored; its ETag is its own, so revalidating never crosses formats.
    expect(server.app.responseCacheStats().entries).toBe(cachedBefore);
    expect(asCsv.headers.etag).not.toBe(first.headers.etag);
    const revalidated = await server.request({
      method: 'GET',
      url,
      headers: { accept: 'text/csv', 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.headers['content-type']).toMatch(/^text\/csv/);
  });
});

describe('the export cap', () => {
  const ctx = (): DomainContext => ({
    db: server.db,
    urls: { api: '/api', iiif: '/iiif/3', app: '/catalogues' },
  });

  it('answers 413 naming the cap when the list holds more entries than it', async () => {
    const { pagination } = await server.getJson<{ pagination: { count: number } }>('/api/catalogues');
    await expect(exportCatalogueList(ctx(), {}, { urls, cap: pagination.count - 1 })).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringContaining(`at most ${pagination.count - 1} entries`),
    });
    const records = await exportCatalogueList(ctx(), {}, { urls, cap: pagination.count });
    let catalogues = new Set<number>();
    for await (const chunk of records.chunks)
      catalogues = new Set([...catalogues, ...chunk.map((r) => r.catalogueId)]);
    expect(catalogues.size).toBe(pagination.count);
  });
});
