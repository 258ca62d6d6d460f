import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { demoData } from '../../server/seed/demo-data.ts';
import { boundaryOf, byteRangeParts } from '../../src/features/reader/pdf-ranges.ts';
import { startTestServer, type TestServer } from './harness.ts';

type Catalogue = components['schemas']['Catalogue'];
type Edition = components['schemas']['Edition'];
type EditionListItem = components['schemas']['EditionListItem'];
type Pagination = components['schemas']['Pagination'];
type PdfSearch = { data: components['schemas']['PdfSearchHit'][]; count: number; pages: number };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// ---------------------------------------------------------------------------------------------------
// Helpers

const yearOf = (date: string | null) => {
  const match = date ? /(?:^|[^0-9])([12][0-9]{3})(?:[^0-9]|$)/.exec(date) : null;
  return match?.[1] ? Number(match[1]) : null;
};

const get = <T>(url: string) => server.getJson<T>(url);

const json = (auth: { authorization: string }) => ({ 'content-type': 'application/json', ...auth });

async function allCatalogues(): Promise<Catalogue[]> {
  return (await get<{ catalogues: Catalogue[] }>('/api/catalogues?per-page=100&include-supplements=true'))
    .catalogues;
}

async function demoCatalogue(key: string): Promise<Catalogue> {
  const demo = demoData.catalogues.find((c) => c.key === key);
  const catalogue = (await allCatalogues()).find((c) => c.title === demo?.title);
  if (!catalogue) throw new Error(`no demo catalogue ${key}`);
  return catalogue;
}

async function publisherId(name: string): Promise<number> {
  const { publishers } = await get<{ publishers: Array<{ id: number; name: string }> }>(
    `/api/publishers?name=${encodeURIComponent(name)}`,
  );
  const publisher = publishers.find((p) => p.name === name);
  if (!publisher) throw new Error(`no publisher ${name}`);
  return publisher.id;
}

/** A fresh catalogue to change editions on, so the demo catalogues stay as they are. */
async function newCatalogue(mainTitle: string): Promise<Catalogue> {
  const response = await server.request({
    method: 'POST',
    url: '/api/catalogues',
    headers: json(server.admin),
    payload: { mainTitle, date: '1870' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ catalogue: Catalogue }>().catalogue;
}

const editionsOf = async (catalogueId: number) =>
  (await get<{ editions: Edition[] }>(`/api/catalogues/${catalogueId}/editions`)).editions;

/** A PDF whose pages carry the given lines of text. */
async function pdfWithPages(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([400, 600]);
    lines.forEach((line, index) => {
      page.drawText(line, { x: 40, y: 560 - index * 14, size: 10, font });
    });
  }
  return doc.save();
}

/** A multipart/form-data body with one file, as a browser's FormData would send it. */
async function multipart(
  bytes: Uint8Array,
  field = 'pdf',
  fileName = 'catalogue.pdf',
  type = 'application/pdf',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

async function uploadPdf(
  target: TestServer,
  url: string,
  bytes: Uint8Array,
  auth: { authorization?: string } = target.admin,
  field = 'pdf',
) {
  const body = await multipart(bytes, field);
  return target.request({
    method: 'PUT',
    url,
    headers: { ...auth, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const searchPdfs = (keyword: string) =>
  get<PdfSearch>(`/api/editions/pdfs?keyword=${encodeURIComponent(keyword)}`);

/** A word no demo PDF contains, different in every run. */
const nonsenseWord = () =>
  `zq${[...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// ---------------------------------------------------------------------------------------------------

describe('the list of all editions', () => {
  it('answers every edition with per-page=100, as many as the catalogues have editions', async () => {
    const catalogues = await allCatalogues();
    const { editions, pagination } = await get<{ editions: EditionListItem[]; pagination: Pagination }>(
      '/api/editions?per-page=9999',
    );
    const total = catalogues.reduce((sum, catalogue) => sum + catalogue.editionCount, 0);
    expect(total).toBe(demoData.catalogues.reduce((sum, c) => sum + c.editions.length, 0));
    expect(pagination).toEqual({ count: total, pages: 1 });
    expect(editions).toHaveLength(total);
    expect(new Set(editions.map((e) => e.id)).size).toBe(total);
  });

  it('tells the total with a window past the end too, in every order and with a filter', async () => {
    const { pagination } = await get<{ pagination: Pagination }>('/api/editions?per-page=9999');
    // The total comes with the window's rows; an empty window has none to bring it.
    for (const query of ['sort=title', 'sort=year&direction=desc', 'sort=publishers', 'sort=places']) {
      const beyond = await get<{ editions: EditionListItem[]; pagination: Pagination }>(
        `/api/editions?per-page=5&page=999&lang=EN&${query}`,
      );
      expect(beyond.editions, query).toEqual([]);
      expect(beyond.pagination, query).toEqual({
        count: pagination.count,
        pages: Math.ceil(pagination.count / 5),
      });
    }
    const filtered = await get<{ pagination: Pagination }>('/api/editions?per-page=5&filter=firenze');
    expect(filtered.pagination.count).toBeGreaterThan(0);
    const filteredBeyond = await get<{ editions: EditionListItem[]; pagination: Pagination }>(
      '/api/editions?per-page=5&page=999&filter=firenze',
    );
    expect(filteredBeyond).toEqual({ editions: [], pagination: filtered.pagination });
  });

  it('gives each edition its catalogue title, publishers, places, date and year', async () => {
    const { editions } = await get<{ editions: EditionListItem[] }>('/api/editions?per-page=9999');
    const catalogues = new Map((await allCatalogues()).map((c) => [c.id, c]));
    for (const item of editions) {
      const catalogue = catalogues.get(item.catalogueId);
      const edition = catalogue?.editions.find((e) => e.id === item.id);
      expect(edition, `edition ${item.id}`).toBeDefined();
      expect(item).toMatchObject({
        title: catalogue?.title,
        position: edition?.position,
        date: edition?.date,
        year: yearOf(item.date),
      });
      expect(item.publishers).toEqual(edition?.publishers.map(({ id, name }) => ({ id, name })));
      expect(item.places.map((p) => p.id)).toEqual(edition?.places.map((p) => p.id));
    }
    const hanfstaengl = editions.filter((e) => e.title === 'Verzeichniss der Photographien Hanfstaengl');
    expect(hanfstaengl.map((e) => e.date)).toEqual(['1868', '1875', 'ca. 1885', '1892']);
    expect(hanfstaengl.map((e) => e.year)).toEqual([1868, 1875, 1885, 1892]);
  });

  it('orders the editions by catalogue title, then edition order', async () => {
    const { editions } = await get<{ editions: EditionListItem[] }>('/api/editions?per-page=9999');
    const catalogueOrder = (await allCatalogues()).map((c) => c.id);
    const seen = editions.map((e) => e.catalogueId).filter((id, index, all) => all.indexOf(id) === index);
    expect(seen).toEqual(catalogueOrder);
    for (let index = 1; index < editions.length; index++) {
      const [previous, current] = [editions[index - 1], editions[index]];
      if (previous?.catalogueId === current?.catalogueId) {
        expect(current?.position).toBe((previous?.position ?? 0) + 1);
      } else {
        expect(current?.position).toBe(1);
      }
    }
    const page2 = await get<{ editions: EditionListItem[] }>('/api/editions?per-page=10&page=2');
    expect(page2.editions.map((e) => e.id)).toEqual(editions.slice(10, 20).map((e) => e.id));
  });

  it('gives place names as strings in the language asked for, and per language otherwise', async () => {
    const german = await get<{ editions: EditionListItem[] }>('/api/editions?per-page=9999&lang=DE');
    const munichNames = german.editions.flatMap((e) => e.places).filter((p) => p.name === 'München');
    expect(munichNames.length).toBeGreaterThan(0);
    expect(german.editions.flatMap((e) => e.places).every((p) => typeof p.name === 'string')).toBe(true);
    const any = await get<{ editions: EditionListItem[] }>('/api/editions?per-page=9999');
    const munich = any.editions.flatMap((e) => e.places).find((p) => p.id === munichNames[0]?.id);
    expect(munich?.name).toEqual({ EN: 'Munich', DE: 'München', IT: 'Monaco di Baviera' });
  });

  it('narrows to the editions of the catalogues matching a keyword, supplements included', async () => {
    const { editions, pagination } = await get<{ editions: EditionListItem[]; pagination: Pagination }>(
      '/api/editions?per-page=9999&keyword=hanfstaengl',
    );
    const expected = demoData.catalogues
      .filter((c) => c.editions.some((e) => e.publishers.includes('hanfstaengl')))
      .reduce((sum, c) => sum + c.editions.length, 0);
    expect(pagination.count).toBe(expected);
    const hanfstaenglTitles = new Set(
      demoData.catalogues
        .filter((c) => c.editions.some((e) => e.publishers.includes('hanfstaengl')))
        .map((c) => c.title),
    );
    expect(editions.every((e) => hanfstaenglTitles.has(e.title))).toBe(true);
    const german = await get<{ pagination: Pagination }>('/api/editions?keyword=M%C3%BCnchen');
    expect(german.pagination.count).toBeGreaterThanOrEqual(expected);
  });
});

describe('the navigation list, sorted and filtered by the database', () => {
  type ListAnswer = { editions: EditionListItem[]; pagination: Pagination };
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const list = (query: string) => get<ListAnswer>(`/api/editions?per-page=9999&${query}`);
  const placeNames = (item: EditionListItem) =>
    item.places.flatMap((place) =>
      typeof place.name === 'string' ? [place.name] : Object.values(place.name),
    );
  /**
   * The ids of the whole list for `query`, checked against its windows of `perPage` put together,
   * and against the window after the last, which is empty.
   */
  async function wholeInWindows(query: string, perPage: number): Promise<number[]> {
    const whole = (await list(query)).editions.map((item) => item.id);
    const pages = Math.ceil(whole.length / perPage);
    const windows: number[] = [];
    for (let page = 1; page <= pages; page++) {
      const window = await get<ListAnswer>(`/api/editions?per-page=${perPage}&page=${page}&${query}`);
      windows.push(...window.editions.map((item) => item.id));
    }
    expect(windows, query).toEqual(whole);
    const beyond = await get<ListAnswer>(`/api/editions?per-page=${perPage}&page=${pages + 1}&${query}`);
    expect(beyond.editions, query).toEqual([]);
    return whole;
  }

  /** Each edition's place in the list's own order (catalogue title, then edition order). */
  const serverOrder = async () =>
    new Map((await list('')).editions.map((item, position) => [item.id, position] as const));

  /** Checks that `key` never goes backwards, that rows without a key come last and ties keep the list's own order. */
  function expectSortedBy(
    editions: EditionListItem[],
    key: (item: EditionListItem) => string | number | null,
    direction: 'asc' | 'desc',
    order: Map<number, number>,
  ) {
    const keys = editions.map(key);
    const firstEmpty = keys.indexOf(null);
    if (firstEmpty >= 0) expect(keys.slice(firstEmpty).every((value) => value === null)).toBe(true);
    for (let index = 1; index < editions.length; index++) {
      const [before, after] = [keys[index - 1], keys[index]];
      if (before == null || after == null) continue;
      if (before === after) {
        expect(order.get(editions[index]?.id ?? 0)).toBeGreaterThan(
          order.get(editions[index - 1]?.id ?? 0) ?? 0,
        );
      } else {
        expect(direction === 'asc' ? before < after : before > after, `${before} then ${after}`).toBe(true);
      }
    }
  }

  /** Each edition's date interval as `from to` (ISO dates, so text order is date order), null when undated. */
  async function intervals(): Promise<Map<number, string | null>> {
    return new Map(
      (await allCatalogues()).flatMap((catalogue) =>
        catalogue.editions.map(
          (edition) =>
            [edition.id, edition.dateFrom ? `${edition.dateFrom} ${edition.dateTo}` : null] as const,
        ),
      ),
    );
  }

  const putEdition = (catalogueId: number, editionId: number, payload: object) =>
    server.request({
      method: 'PUT',
      url: `/api/catalogues/${catalogueId}/editions/${editionId}`,
      headers: json(server.admin),
      payload,
    });

  it("sorts by date both ways: the interval's start, then its end, undated editions last in both", async () => {
    // The same start, the catalogue titles the other way round: only the interval's end can order them.
    const wide = await newCatalogue('Aaa navigation interval 1870 to 1875');
    const narrow = await newCatalogue('Zzz navigation year 1870');
    const wideEdition = wide.editions[0]?.id ?? 0;
    const corrected = await putEdition(wide.id, wideEdition, { dateEdtf: '1870/1875' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const narrowEdition = narrow.editions[0]?.id ?? 0;

    const order = await serverOrder();
    const dates = await intervals();
    expect(dates.get(wideEdition)).toBe('1870-01-01 1875-12-31');
    expect(dates.get(narrowEdition)).toBe('1870-01-01 1870-12-31');
    const ascending = await list('sort=year');
    const descending = await list('sort=year&direction=desc');
    expect(ascending.editions).toHaveLength(order.size);
    expect(ascending.pagination.count).toBe(order.size);
    expectSortedBy(ascending.editions, (item) => dates.get(item.id) ?? null, 'asc', order);
    expectSortedBy(descending.editions, (item) => dates.get(item.id) ?? null, 'desc', order);
    const place = (answer: ListAnswer, id: number) => answer.editions.findIndex((item) => item.id === id);
    expect(place(ascending, narrowEdition)).toBeLessThan(place(ascending, wideEdition));
    expect(place(descending, wideEdition)).toBeLessThan(place(descending, narrowEdition));
    // The row still shows the year.
    expect(ascending.editions[place(ascending, wideEdition)]?.year).toBe(1870);
  });

  it('hands out every sort in windows that fit together, both ways, filtered or not, rows without a key last', async () => {
    const queries = ['year', 'publishers', 'places', 'title'].flatMap((sort) =>
      ['asc', 'desc'].flatMap((direction) =>
        // `a` keeps most rows: a filtered window is found before its columns are read.
        ['', '&filter=a'].map((filter) => `sort=${sort}&direction=${direction}&lang=DE${filter}`),
      ),
    );
    for (const query of queries) {
      expect((await wholeInWindows(query, 7)).length, query).toBeGreaterThan(14);
    }
  });

  it('names a place without the language asked for by its English name, then its original name, then any', async () => {
    const catalogue = await newCatalogue('Navigation place names falling back');
    const edition = catalogue.editions[0]?.id ?? 0;
    const newPlace = async (names: Record<string, string>, originalName: string | null) => {
      const created = await server.request({
        method: 'POST',
        url: '/api/places',
        headers: json(server.admin),
        payload: { names, originalName },
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<{ place: { id: number } }>().place.id;
    };
    const english = await newPlace({ EN: 'Fallback Town', IT: 'Citta di ripiego' }, 'Ripiego');
    const original = await newPlace({ IT: 'Solo italiano' }, 'Originale');
    const anyName = await newPlace({ IT: 'Soltanto italiano' }, null);
    const linked = await putEdition(catalogue.id, edition, { places: [english, original, anyName] });
    expect(linked.statusCode, linked.body).toBe(200);
    const placesOf = async (query: string) =>
      (await list(query)).editions.find((item) => item.id === edition)?.places.map((place) => place.name);
    expect(await placesOf('lang=DE')).toEqual(['Fallback Town', 'Originale', 'Soltanto italiano']);
    expect(await placesOf('lang=it')).toEqual(['Citta di ripiego', 'Solo italiano', 'Soltanto italiano']);
    expect(await placesOf('')).toEqual([
      { EN: 'Fallback Town', IT: 'Citta di ripiego' },
      { IT: 'Solo italiano' },
      { IT: 'Soltanto italiano' },
    ]);
  });

  it('keeps the publishers and places orders current as links, names and languages change', async () => {
    const catalogue = await newCatalogue('Navigation keys kept current');
    const edition = catalogue.editions[0]?.id ?? 0;
    const created = await server.request({
      method: 'POST',
      url: '/api/publishers',
      headers: json(server.admin),
      payload: { name: 'Aaaa Erste Firma' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const publisher = created.json<{ publisher: Array<{ id: number }> }>().publisher[0]?.id ?? 0;
    const placeCreated = await server.request({
      method: 'POST',
      url: '/api/places',
      headers: json(server.admin),
      payload: { names: { EN: 'Aaaa Town', DE: 'Zzzz Stadt', IT: 'Aaaa Citta' }, originalName: 'Aaaa' },
    });
    expect(placeCreated.statusCode, placeCreated.body).toBe(201);
    const place = placeCreated.json<{ place: { id: number } }>().place.id;
    const firstBy = async (query: string) => (await list(query)).editions[0]?.id;
    const lastKeyed = async (query: string, key: (item: EditionListItem) => unknown) =>
      (await list(query)).editions.filter((item) => key(item) !== undefined).at(-1)?.id;

    // Without links it sorts with the rows without a key, last.
    const withoutLinks = (await list('sort=publishers')).editions;
    expect(withoutLinks.findIndex((item) => item.id === edition)).toBeGreaterThan(
      withoutLinks.findIndex((item) => item.publishers.length === 0) - 1,
    );

    expect(
      (await putEdition(catalogue.id, edition, { publishers: [publisher], places: [place] })).statusCode,
    ).toBe(200);
    expect(await firstBy('sort=publishers')).toBe(edition);
    expect(await firstBy('sort=places&lang=EN')).toBe(edition);
    expect(await lastKeyed('sort=places&lang=DE', (item) => item.places[0])).toBe(edition);

    // A renamed publisher and place move the edition.
    const renamed = await server.request({
      method: 'PUT',
      url: `/api/publishers/${publisher}`,
      headers: json(server.admin),
      payload: { name: 'Zzzz Letzte Firma' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await lastKeyed('sort=publishers', (item) => item.publishers[0])).toBe(edition);
    const renamedPlace = await server.request({
      method: 'PUT',
      url: `/api/places/${place}`,
      headers: json(server.admin),
      payload: {
        names: { EN: 'Zzzz Town', DE: 'Aaaa Stadt', IT: 'Aaaa Citta', FR: 'Aaaa Ville' },
        originalName: 'Aaaa',
      },
    });
    expect(renamedPlace.statusCode, renamedPlace.body).toBe(200);
    expect(await firstBy('sort=places&lang=DE')).toBe(edition);
    expect(await lastKeyed('sort=places&lang=EN', (item) => item.places[0])).toBe(edition);

    // A language without keys sorts by the English names; once added, by its own.
    expect(await lastKeyed('sort=places&lang=FR', (item) => item.places[0])).toBe(edition);
    const french = { method: 'POST', url: '/api/projects/languages', headers: json(server.admin) } as const;
    const language = await server.request({ ...french, payload: { name: 'Français', prefix: 'FR' } });
    expect(language.statusCode, language.body).toBe(201);
    expect(await firstBy('sort=places&lang=FR')).toBe(edition);

    // Links removed: back among the rows without a key.
    expect((await putEdition(catalogue.id, edition, { publishers: [], places: [] })).statusCode).toBe(200);
    expect(await firstBy('sort=publishers')).not.toBe(edition);
    const unlinked = (await list('sort=places&lang=EN')).editions;
    const position = unlinked.findIndex((item) => item.id === edition);
    expect(unlinked.slice(position).every((item) => item.places.length === 0)).toBe(true);
  });

  it('keeps the title order current as catalogues are renamed and editions added, in every window', async () => {
    const titleOrder = (direction: 'asc' | 'desc') => wholeInWindows(`sort=title&direction=${direction}`, 5);
    const catalogue = await newCatalogue('Mmmm navigation title kept current');
    const added = await server.request({
      method: 'POST',
      url: `/api/catalogues/${catalogue.id}/editions`,
      headers: json(server.admin),
      payload: { title: 'Second edition', date: '1880' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const ids = [catalogue.editions[0]?.id ?? 0, added.json<{ edition: Edition }>().edition.id];
    const before = await titleOrder('asc');
    const at = before.indexOf(ids[0] ?? 0);
    expect(before.slice(at, at + 2)).toEqual(ids);

    const renamed = await server.request({
      method: 'PUT',
      url: `/api/catalogues/${catalogue.id}`,
      headers: json(server.admin),
      payload: { mainTitle: 'Zzzzzz navigation title kept current', date: '1870' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // Last going up, first going down, the catalogue's editions first to last both ways.
    expect((await titleOrder('asc')).slice(-2)).toEqual(ids);
    expect((await titleOrder('desc')).slice(0, 2)).toEqual(ids);
    // The catalogue list, which sorts the catalogues' own titles, agrees.
    expect((await allCatalogues()).at(-1)?.id).toBe(catalogue.id);
  });

  it('sorts by publishers and by the places in the language asked for, accents and case folded', async () => {
    const order = await serverOrder();
    const joined = (names: string[]) => (names.length === 0 ? null : fold(names.join(', ')));
    for (const direction of ['asc', 'desc'] as const) {
      const byPublishers = await list(`sort=publishers&direction=${direction}`);
      expectSortedBy(
        byPublishers.editions,
        (item) => joined(item.publishers.map((p) => p.name)),
        direction,
        order,
      );
      const byGermanPlaces = await list(`sort=places&direction=${direction}&lang=DE`);
      expectSortedBy(byGermanPlaces.editions, (item) => joined(placeNames(item)), direction, order);
    }
    // München, not Munich: the German names decide the German order.
    const german = (await list('sort=places&lang=DE')).editions.map((item) => placeNames(item).join(', '));
    const english = (await list('sort=places&lang=EN')).editions.map((item) => placeNames(item).join(', '));
    expect(german.indexOf('München')).toBeGreaterThanOrEqual(0);
    expect(english.indexOf('Munich')).toBeGreaterThanOrEqual(0);
  });

  it('sorts by title descending and keeps the editions of one catalogue first to last', async () => {
    const { editions } = await list('sort=title&direction=desc');
    const titles = editions.map((item) => fold(item.title));
    expect(titles).toEqual([...titles].sort().reverse());
    const hanfstaengl = editions.filter(
      (item) => item.title === 'Verzeichniss der Photographien Hanfstaengl',
    );
    expect(hanfstaengl.map((item) => item.position)).toEqual([1, 2, 3, 4]);
  });

  it('hands out a sorted list in windows that fit together', async () => {
    const whole = await list('sort=year&direction=desc&lang=EN');
    const second = await get<ListAnswer>('/api/editions?per-page=5&page=2&sort=year&direction=desc&lang=EN');
    expect(second.editions).toEqual(whole.editions.slice(5, 10));
    expect(second.pagination).toEqual({
      count: whole.editions.length,
      pages: Math.ceil(whole.editions.length / 5),
    });
  });

  it('keeps the rows holding every word of the filter in any column, ignoring case and accents', async () => {
    const everything = (await list('')).editions;
    const rowText = (item: EditionListItem) =>
      fold(
        [item.title, ...item.publishers.map((p) => p.name), ...placeNames(item), item.year ?? ''].join('\n'),
      );
    const expected = (words: string[]) =>
      everything.filter((item) => words.every((word) => rowText(item).includes(word))).map((item) => item.id);
    const year = String(everything.find((item) => item.year !== null)?.year);
    for (const [filter, words] of [
      ['SEBAH', ['sebah']],
      ['münchen', ['munchen']],
      [year, [year]],
      ['  Hanfstaengl   1875 ', ['hanfstaengl', '1875']],
    ] as const) {
      const answer = await list(`filter=${encodeURIComponent(filter)}`);
      const ids = expected([...words]);
      expect(ids.length, filter).toBeGreaterThan(0);
      expect(ids.length, filter).toBeLessThan(everything.length);
      expect(
        answer.editions.map((item) => item.id),
        filter,
      ).toEqual(ids);
      expect(answer.pagination.count, filter).toBe(ids.length);
    }
    const none = await list('filter=no%20such%20edition%20anywhere');
    expect(none).toEqual({ editions: [], pagination: { count: 0, pages: 0 } });
  });

  it('refuses a sort, direction or filter it does not know with a 400', async () => {
    for (const query of ['sort=price', 'direction=up', `filter=${'x'.repeat(201)}`, 'filter=a%00b']) {
      const response = await server.request({ method: 'GET', url: `/api/editions?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toHaveProperty('message');
    }
  });
});

describe('editions of a catalogue', () => {
  it('adds an edition after the existing ones, with its fields and links', async () => {
    const catalogue = await newCatalogue('Catalogo per le edizioni');
    const naya = await publisherId('Carlo Naya');
    const response = await server.request({
      method: 'POST',
      url: `/api/catalogues/${catalogue.id}/editions`,
      headers: json(server.admin),
      payload: {
        title: 'Seconda edizione ampliata',
        date: 'marzo 1887',
        editionEnumeration: '2a edizione',
        physicalDescription: '12 p. ; 18 cm',
        hasAnnotation: true,
        annotation: 'Con correzioni a mano',
        publishers: [naya],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { edition } = response.json<{ edition: Edition }>();
    expect(edition).toMatchObject({
      catalogueId: catalogue.id,
      catalogue: { id: catalogue.id, title: catalogue.title, mainTitle: catalogue.mainTitle },
      position: 2,
      title: 'Seconda edizione ampliata',
      date: 'marzo 1887',
      year: 1887,
      editionEnumeration: '2a edizione',
      hasAnnotation: true,
      annotation: 'Con correzioni a mano',
      pdf: null,
    });
    expect(edition.publishers.map((p) => p.id)).toEqual([naya]);
    const fetched = await get<{ edition: Edition }>(`/api/catalogues/${catalogue.id}/editions/${edition.id}`);
    expect(fetched.edition).toEqual(edition);
    expect((await editionsOf(catalogue.id)).map((e) => [e.id, e.position])).toEqual([
      [catalogue.editions[0]?.id, 1],
      [edition.id, 2],
    ]);
    // The catalogue's year stays that of its first edition.
    expect((await get<{ catalogue: Catalogue }>(`/api/catalogues/${catalogue.id}`)).catalogue.year).toBe(
      1870,
    );
  });

  it('updates an edition', async () => {
    const catalogue = await newCatalogue('Catalogo per gli aggiornamenti');
    const created = await server.request({
      method: 'POST',
      url: `/api/catalogues/${catalogue.id}/editions`,
      headers: json(server.admin),
      payload: { date: '1880', publishers: [await publisherId('Carlo Naya')] },
    });
    const { edition } = created.json<{ edition: Edition }>();
    const ponti = await publisherId('Carlo Ponti');
    const response = await server.request({
      method: 'PUT',
      url: `/api/catalogues/${catalogue.id}/editions/${edition.id}`,
      headers: json(server.admin),
      payload: { date: '[1884?]', dateUncertain: true, publishers: [ponti], illustrativeContent: '3 plates' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ edition: Edition }>().edition).toMatchObject({
      id: edition.id,
      position: 2,
      date: '[1884?]',
      year: 1884,
      dateUncertain: true,
      illustrativeContent: '3 plates',
      publishers: [expect.objectContaining({ id: ponti, name: 'Carlo Ponti' })],
    });
    // The catalogue list sees the change: it is now illustrated and by Carlo Ponti.
    const { catalogues } = await get<{ catalogues: Catalogue[] }>(
      `/api/catalogues?per-page=100&illustrative-content=with&publishers=${ponti}`,
    );
    expect(catalogues.map((c) => c.id)).toContain(catalogue.id);
  });

  it('moves the later editions up when one is deleted', async () => {
    const catalogue = await newCatalogue('Catalogo per le cancellazioni');
    const added: number[] = [];
    for (const date of ['1880', '1890', '1900']) {
      const response = await server.request({
        method: 'POST',
        url: `/api/catalogues/${catalogue.id}/editions`,
        headers: json(server.admin),
        payload: { date },
      });
      added.push(response.json<{ edition: Edition }>().edition.id);
    }
    const [second, third, fourth] = added;
    const deleted = await server.request({
      method: 'DELETE',
      url: `/api/catalogues/${catalogue.id}/editions/${second}`,
      headers: server.admin,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await editionsOf(catalogue.id)).map((e) => [e.id, e.position, e.date])).toEqual([
      [catalogue.editions[0]?.id, 1, '1870'],
      [third, 2, '1890'],
      [fourth, 3, '1900'],
    ]);
    // Deleting the first edition makes the next one first, and its year the catalogue's.
    await server.request({
      method: 'DELETE',
      url: `/api/catalogues/${catalogue.id}/editions/${catalogue.editions[0]?.id}`,
      headers: server.admin,
    });
    const { catalogue: after } = await get<{ catalogue: Catalogue }>(`/api/catalogues/${catalogue.id}`);
    expect(after.editions.map((e) => [e.id, e.position])).toEqual([
      [third, 1],
      [fourth, 2],
    ]);
    expect(after.year).toBe(1890);
    const gone = await server.request({
      method: 'GET',
      url: `/api/catalogues/${catalogue.id}/editions/${second}`,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses to delete the last edition of a catalogue', async () => {
    const catalogue = await newCatalogue('Catalogo con una sola edizione');
    const only = catalogue.editions[0]?.id;
    const response = await server.request({
      method: 'DELETE',
      url: `/api/catalogues/${catalogue.id}/editions/${only}`,
      headers: server.admin,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'a_catalogue_needs_at_least_one_edition',
    });
    expect((await editionsOf(catalogue.id)).map((e) => e.id)).toEqual([only]);
  });

  it('answers 404 for an edition asked for under another catalogue, and changes nothing', async () => {
    const naya = await demoCatalogue('naya-catalogo');
    const ponti = await demoCatalogue('ponti-catalogo');
    const nayaEdition = naya.editions[0] as Edition;
    const url = `/api/catalogues/${ponti.id}/editions/${nayaEdition.id}`;
    expect((await server.request({ method: 'GET', url })).statusCode).toBe(404);
    const put = await server.request({
      method: 'PUT',
      url,
      headers: json(server.admin),
      payload: { date: '1999' },
    });
    expect(put.statusCode).toBe(404);
    expect((await server.request({ method: 'DELETE', url, headers: server.admin })).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `${url}/pdf` })).statusCode).toBe(404);
    const unchanged = await get<{ edition: Edition }>(
      `/api/catalogues/${naya.id}/editions/${nayaEdition.id}`,
    );
    expect(unchanged.edition.date).toBe(nayaEdition.date);
    expect((await editionsOf(naya.id)).length).toBe(naya.editionCount);
  });

  it('answers 404 when adding an edition to a catalogue that does not exist', async () => {
    const missing = Math.max(...(await allCatalogues()).map((c) => c.id)) + 1000;
    const response = await server.request({
      method: 'POST',
      url: `/api/catalogues/${missing}/editions`,
      headers: json(server.admin),
      payload: { date: '1880' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('refuses an edition with an unknown publisher or an unknown property', async () => {
    const catalogue = await demoCatalogue('ponti-catalogo');
    const unknown = await server.request({
      method: 'POST',
      url: `/api/catalogues/${catalogue.id}/editions`,
      headers: json(server.admin),
      payload: { date: '1880', publishers: [2_000_000] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('unknown_publisher');
    const extra = await server.request({
      method: 'POST',
      url: `/api/catalogues/${catalogue.id}/editions`,
      headers: json(server.admin),
      payload: { date: '1880', mainTitle: 'not an edition field' },
    });
    expect(extra.statusCode).toBe(400);
    expect((await editionsOf(catalogue.id)).length).toBe(catalogue.editionCount);
  });

  it('lets only staff change editions', async () => {
    const catalogue = await demoCatalogue('ponti-catalogo');
    const edition = catalogue.editions[0] as Edition;
    const attempts = [
      { method: 'POST' as const, url: `/api/catalogues/${catalogue.id}/editions`, payload: { date: '1' } },
      {
        method: 'PUT' as const,
        url: `/api/catalogues/${catalogue.id}/editions/${edition.id}`,
        payload: { date: '1999' },
      },
      { method: 'DELETE' as const, url: `/api/catalogues/${catalogue.id}/editions/${edition.id}` },
    ];
    for (const attempt of attempts) {
      const type = attempt.payload ? { 'content-type': 'application/json' } : {};
      const anonymous = await server.request({ ...attempt, headers: type });
      expect(anonymous.statusCode, attempt.method).toBe(401);
      const reader = await server.request({
        ...attempt,
        headers: { ...type, ...server.reader, role: 'ADMIN' },
      });
      expect(reader.statusCode, attempt.method).toBe(403);
    }
    expect(await editionsOf(catalogue.id)).toEqual(catalogue.editions);
  });
});

describe("an edition's PDF", () => {
  it('serves the PDF of a demo edition, announcing byte ranges', async () => {
    const catalogue = await demoCatalogue('naya-catalogo');
    const edition = catalogue.editions[0] as Edition;
    expect(edition.pdf?.url).toBe(`/api/catalogues/${catalogue.id}/editions/${edition.id}/pdf`);
    const response = await server.request({ method: 'GET', url: edition.pdf?.url ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/pdf/);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload.length).toBe(edition.pdf?.size);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('sends a PDF uncompressed even to a browser that accepts gzip, so byte ranges stay valid', async () => {
    const catalogue = await demoCatalogue('naya-catalogo');
    const url = (catalogue.editions[0] as Edition).pdf?.url ?? '';
    const headers = { 'accept-encoding': 'gzip', range: 'bytes=0-99' };
    const part = await server.request({ method: 'GET', url, headers });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('answers a Range request with 206 and just those bytes', async () => {
    const catalogue = await demoCatalogue('naya-catalogo');
    const edition = catalogue.editions[0] as Edition;
    const url = edition.pdf?.url ?? '';
    const whole = await server.request({ method: 'GET', url });
    const part = await server.request({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${edition.pdf?.size}`);
    expect(part.headers['content-type']).toMatch(/^application\/pdf/);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    const tail = await server.request({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
  });

  it('answers a suffix range longer than the PDF with the whole PDF, as RFC 9110 reads it', async () => {
    const catalogue = await demoCatalogue('naya-catalogo');
    const edition = catalogue.editions[0] as Edition;
    const size = edition.pdf?.size ?? 0;
    const url = edition.pdf?.url ?? '';
    const whole = await server.request({ method: 'GET', url });
    const part = await server.request({ method: 'GET', url, headers: { range: `bytes=-${size + 65_536}` } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload)).toBe(true);
    const tail = await server.request({ method: 'GET', url, headers: { range: 'bytes=-100' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 100))).toBe(true);
  });

  it("sends a small PDF's opening whole, in one part, to a plain GET a page can preload", async () => {
    const catalogue = await demoCatalogue('naya-catalogo');
    const edition = catalogue.editions[0] as Edition;
    const url = edition.pdf?.url ?? '';
    const whole = await server.request({ method: 'GET', url });
    const opening = await server.request({
      method: 'GET',
      url: `${url}/opening?page=1`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(opening.statusCode).toBe(200);
    expect(opening.headers['content-encoding']).toBeUndefined();
    const parts = byteRangeParts(
      opening.rawPayload,
      boundaryOf(String(opening.headers['content-type'])) ?? '',
    );
    expect(parts).toHaveLength(1);
    expect(parts[0]?.begin).toBe(0);
    expect(parts[0]?.length).toBe(edition.pdf?.size);
    expect(Buffer.from(parts[0]?.bytes ?? []).equals(whole.rawPayload)).toBe(true);
  });

  it("sends a large PDF's opening as its start and its end, where the Content-Ranges say, and only the header opened at a later page", async () => {
    const catalogue = await newCatalogue('Catalogo con un PDF grande');
    const edition = catalogue.editions[0] as Edition;
    const url = `/api/catalogues/${catalogue.id}/editions/${edition.id}/pdf`;
    const doc = await PDFDocument.load(await pdfWithPages([['Catalogo delle fotografie']]));
    // Random bytes do not compress: the PDF is larger than its opening's start and end together.
    await doc.attach(randomBytes(900_000), 'plates.bin', { mimeType: 'application/octet-stream' });
    expect((await uploadPdf(server, url, await doc.save())).statusCode).toBe(200);
    const file = (await server.request({ method: 'GET', url })).rawPayload;
    const openingAt = async (page: number) => {
      const response = await server.request({ method: 'GET', url: `${url}/opening?page=${page}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^multipart\/byteranges; boundary=/);
      return byteRangeParts(response.rawPayload, boundaryOf(String(response.headers['content-type'])) ?? '');
    };
    const [head, tail, ...rest] = await openingAt(1);
    expect(rest).toHaveLength(0);
    expect([head?.begin, head?.bytes.length, head?.length]).toEqual([0, 524_288, file.length]);
    expect(Buffer.from(head?.bytes ?? []).equals(file.subarray(0, 524_288))).toBe(true);
    expect([tail?.begin, tail?.bytes.length, tail?.length]).toEqual([
      file.length - 65_536,
      65_536,
      file.length,
    ]);
    expect(Buffer.from(tail?.bytes ?? []).equals(file.subarray(file.length - 65_536))).toBe(true);
    const [header, end] = await openingAt(150);
    expect(Buffer.from(header?.bytes ?? []).equals(file.subarray(0, 65_536))).toBe(true);
    expect(end?.begin).toBe(file.length - 65_536);
  });

  it("answers a PDF's opening with 304 to a client that holds it, 404 without a PDF, 400 for a page that is not one", async () => {
    const catalogue = await demoCatalogue('naya-catalogo');
    const url = `${(catalogue.editions[0] as Edition).pdf?.url}/opening?page=1`;
    const first = await server.request({ method: 'GET', url });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const again = await server.request({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    // A small PDF comes whole at any page: the same bytes, the same tag.
    const later = await server.request({ method: 'GET', url: url.replace('page=1', 'page=3') });
    expect(later.headers.etag).toBe(etag);
    const withoutPdf = await newCatalogue('Catalogo senza PDF');
    const missing = await server.request({
      method: 'GET',
      url: `/api/catalogues/${withoutPdf.id}/editions/${withoutPdf.editions[0]?.id}/pdf/opening`,
    });
    expect(missing.statusCode).toBe(404);
    for (const page of ['0', 'x', '100001']) {
      const bad = await server.request({ method: 'GET', url: url.replace('page=1', `page=${page}`) });
      expect(bad.statusCode, page).toBe(400);
    }
  });

  it('stores an uploaded PDF and indexes its text, so the search finds it on its page', async () => {
    const catalogue = await newCatalogue('Catalogo con un PDF nuovo');
    const edition = catalogue.editions[0] as Edition;
    const word = nonsenseWord();
    const pdf = await pdfWithPages([
      ['Catalogo delle fotografie'],
      ['1. Firenze. Ponte Vecchio', `2. Firenze. La ${word} di Boboli`],
      ['3. Roma. Colosseo'],
    ]);
    const url = `/api/catalogues/${catalogue.id}/editions/${edition.id}/pdf`;
    const response = await uploadPdf(server, url, pdf);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ edition: Edition }>().edition.pdf).toEqual({
      url,
      size: pdf.length,
      pages: 3,
      textStatus: 'indexed',
    });

    const served = await server.request({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(Buffer.from(pdf))).toBe(true);

    const found = await searchPdfs(word);
    expect(found.count).toBe(1);
    const [hit] = found.data;
    expect(hit?.edition.id).toBe(edition.id);
    expect(hit?.matchingPages).toBe(1);
    const [match] = hit?.matches ?? [];
    expect(match?.page).toBe(2);
    expect(match?.snippet).toContain(word);
    expect(match?.highlights.map(({ start, end }) => match.snippet.slice(start, end))).toEqual([word]);
    // Searched by its first letters, in capitals, the word is found too.
    expect((await searchPdfs(word.slice(0, 6).toUpperCase())).data.map((h) => h.edition.id)).toContain(
      edition.id,
    );
  });

  it('lists the pages where all the words stand together, by page number', async () => {
    const catalogue = await newCatalogue('Catalogo con pagine di diversa pertinenza');
    const edition = catalogue.editions[0] as Edition;
    const [first, second] = [nonsenseWord(), nonsenseWord()];
    const pdf = await pdfWithPages([
      ['Frontispiece'],
      [`${first} and ${second}, among many other words on this page of the list`],
      [`Only the first: ${first} ${first}`],
      [`${second} before ${first}`],
    ]);
    const url = `/api/catalogues/${catalogue.id}/editions/${edition.id}/pdf`;
    expect((await uploadPdf(server, url, pdf)).statusCode).toBe(200);
    const [together] = (await searchPdfs(`${first} ${second}`)).data;
    expect(together?.matchingPages).toBe(2);
    expect(together?.matches.map((match) => match.page)).toEqual([2, 4]);
    const [alone] = (await searchPdfs(first)).data;
    expect(alone?.matchingPages).toBe(3);
    expect(alone?.matches.map((match) => match.page)).toEqual([2, 3, 4]);
  });

  it('finds an edition whose words stand on different pages, listing the pages of each', async () => {
    const catalogue = await newCatalogue('Catalogo con parole sparse');
    const edition = catalogue.editions[0] as Edition;
    const [first, second] = [nonsenseWord(), nonsenseWord()];
    const pdf = await pdfWithPages([[`Page one: ${first}`], ['Nothing here'], [`Page three: ${second}`]]);
    const url = `/api/catalogues/${catalogue.id}/editions/${edition.id}/pdf`;
    expect((await uploadPdf(server, url, pdf)).statusCode).toBe(200);
    const result = await searchPdfs(`${first} ${second}`);
    expect(result.count).toBe(1);
    expect(result.data[0]?.matchingPages).toBe(2);
    expect(result.data[0]?.matches.map((match) => match.page)).toEqual([1, 3]);
  });

  it('lists at most 20 matching pages of an edition, though it counts them all', async () => {
    const catalogue = await newCatalogue('Catalogo con molte pagine');
    const edition = catalogue.editions[0] as Edition;
    const word = nonsenseWord();
    const pdf = await pdfWithPages(Array.from({ length: 25 }, (_, page) => [`${page + 1}. ${word}`]));
    const url = `/api/catalogues/${catalogue.id}/editions/${edition.id}/pdf`;
    expect((await uploadPdf(server, url, pdf)).statusCode).toBe(200);
    const [hit] = (await searchPdfs(word)).data;
    expect(hit?.matchingPages).toBe(25);
    expect(hit?.matches.map((match) => match.page)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('replaces the PDF on a second upload: the old text is no longer found', async () => {
    const catalogue = await newCatalogue('Catalogo con un PDF sostituito');
    const edition = catalogue.editions[0] as Edition;
    const url = `/api/catalogues/${catalogue.id}/editions/${edition.id}/pdf`;
    const [oldWord, newWord] = [nonsenseWord(), nonsenseWord()];
    await uploadPdf(server, url, await pdfWithPages([[oldWord]]));
    expect((await searchPdfs(oldWord)).count).toBe(1);
    const response = await uploadPdf(server, url, await pdfWithPages([['title'], [newWord]]));
    expect(response.json<{ edition: Edition }>().edition.pdf?.pages).toBe(2);
    expect((await searchPdfs(oldWord)).count).toBe(0);
    expect((await searchPdfs(newWord)).data[0]?.matches[0]?.page).toBe(2);
  });

  it('refuses a file that is not a PDF with 415, keeping the PDF the edition had', async () => {
    const catalogue = await demoCatalogue('ponti-catalogo');
    const edition = catalogue.editions[0] as Edition;
    const url = `/api/catalogues/${catalogue.id}/editions/${edition.id}/pdf`;
    // By its first bytes: a damaged PDF is stored all the same (see 'the text status of PDFs').
    for (const bytes of [pngBytes, Buffer.from('Catalogo delle fotografie, just text'), Buffer.from('')]) {
      const response = await uploadPdf(server, url, bytes);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'invalid_pdf',
      });
    }
    const { edition: after } = await get<{ edition: Edition }>(url.replace(/\/pdf$/, ''));
    expect(after.pdf).toEqual(edition.pdf);
  });

  it('asks for the file in the multipart field pdf', async () => {
    const catalogue = await newCatalogue('Catalogo senza campo pdf');
    const url = `/api/catalogues/${catalogue.id}/editions/${catalogue.editions[0]?.id}/pdf`;
    const wrongField = await uploadPdf(server, url, await pdfWithPages([['x']]), server.admin, 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('file_is_required');
    const notMultipart = await server.request({
      method: 'PUT',
      url,
      headers: { ...server.admin, 'content-type': 'application/pdf' },
      payload: Buffer.from(await pdfWithPages([['x']])),
    });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('lets only staff upload or delete a PDF', async () => {
    const catalogue = await demoCatalogue('ponti-catalogo');
    const edition = catalogue.editions[0] as Edition;
    const url = `/api/catalogues/${catalogue.id}/editions/${edition.id}/pdf`;
    const word = nonsenseWord();
    const pdf = await pdfWithPages([[word]]);
    expect((await uploadPdf(server, url, pdf, {})).statusCode).toBe(401);
    expect((await uploadPdf(server, url, pdf, server.reader)).statusCode).toBe(403);
    expect((await uploadPdf(server, url, pdf, { ...server.reader, role: 'ADMIN' } as never)).statusCode).toBe(
      403,
    );
    expect((await server.request({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await server.request({ method: 'DELETE', url, headers: server.reader })).statusCode).toBe(403);
    expect((await searchPdfs(word)).count).toBe(0);
    const { edition: after } = await get<{ edition: Edition }>(url.replace(/\/pdf$/, ''));
    expect(after.pdf).toEqual(edition.pdf);
  });

  it('deletes the PDF: the search no longer finds its text and the file is gone', async () => {
    const catalogue = await newCatalogue('Catalogo il cui PDF viene cancellato');
    const edition = catalogue.editions[0] as Edition;
    const url = `/api/catalogues/${catalogue.id}/editions/${edition.id}/pdf`;
    const word = nonsenseWord();
    await uploadPdf(server, url, await pdfWithPages([[word]]));
    expect((await searchPdfs(word)).count).toBe(1);
    const deleted = await server.request({ method: 'DELETE', url, headers: server.admin });
    expect(deleted.statusCode).toBe(204);
    expect((await searchPdfs(word)).count).toBe(0);
    const file = await server.request({ method: 'GET', url });
    expect(file.statusCode).toBe(404);
    expect(file.json().message).toBe('not_found');
    const { edition: after } = await get<{ edition: Edition }>(url.replace(/\/pdf$/, ''));
    expect(after.pdf).toBeNull();
    expect((await server.request({ method: 'DELETE', url, headers: server.admin })).statusCode).toBe(404);
  });

  it('deletes the demo PDF of an edition, which the search then leaves out', async () => {
    const catalogue = await demoCatalogue('ongania-san-marco');
    const edition = catalogue.editions[0] as Edition;
    const before = await searchPdfs('Tetrarchi');
    expect(before.data.map((hit) => hit.edition.id)).toContain(edition.id);
    const deleted = await server.request({
      method: 'DELETE',
      url: `/api/catalogues/${catalogue.id}/editions/${edition.id}/pdf`,
      headers: server.admin,
    });
    expect(deleted.statusCode).toBe(204);
    const after = await searchPdfs('Tetrarchi');
    expect(after.data.map((hit) => hit.edition.id)).not.toContain(edition.id);
    expect(after.count).toBe(before.count - 1);
  });
});

describe('the text status of PDFs', () => {
  it('marks a PDF without any text (a scan) no-text, and stores and serves it', async () => {
    const catalogue = await newCatalogue('Catalogo scansionato senza testo');
    const url = `/api/catalogues/${catalogue.id}/editions/${catalogue.editions[0]?.id}/pdf`;
    const scan = await pdfWithPages([[], []]);
    const response = await uploadPdf(server, url, scan);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ edition: Edition }>().edition.pdf).toEqual({
      url,
      size: scan.length,
      pages: 2,
      textStatus: 'no-text',
    });
    const served = await server.request({ method: 'GET', url });
    expect(Buffer.from(served.rawPayload).equals(Buffer.from(scan))).toBe(true);
  });

  it('stores and serves a damaged PDF whose text cannot be read, marked failed, until a good one replaces it', async () => {
    const catalogue = await newCatalogue('Catalogo con un PDF danneggiato');
    const url = `/api/catalogues/${catalogue.id}/editions/${catalogue.editions[0]?.id}/pdf`;
    const damaged = Buffer.from('%PDF-1.7 but then nothing a PDF reader could use');
    const response = await uploadPdf(server, url, damaged);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ edition: Edition }>().edition.pdf).toEqual({
      url,
      size: damaged.length,
      pages: 0,
      textStatus: 'failed',
    });
    const served = await server.request({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(Buffer.from(served.rawPayload).equals(damaged)).toBe(true);

    const word = nonsenseWord();
    const good = await uploadPdf(server, url, await pdfWithPages([[word]]));
    expect(good.json<{ edition: Edition }>().edition.pdf?.textStatus).toBe('indexed');
    expect((await searchPdfs(word)).count).toBe(1);
  });

  describe('over PDF_TEXT_MAX_PAGES', () => {
    let capped: TestServer;
    beforeAll(async () => {
      capped = await startTestServer({ PDF_TEXT_MAX_PAGES: '2' });
    });
    afterAll(() => capped.close());

    it('stores and serves the PDF, marked failed, and indexes none of its pages', async () => {
      const created = await capped.request({
        method: 'POST',
        url: '/api/catalogues',
        headers: json(capped.admin),
        payload: { mainTitle: 'Catalogo troppo lungo' },
      });
      const catalogue = created.json<{ catalogue: Catalogue }>().catalogue;
      const url = `/api/catalogues/${catalogue.id}/editions/${catalogue.editions[0]?.id}/pdf`;
      const word = nonsenseWord();
      const long = await pdfWithPages([[word], [word], [word]]);
      const response = await uploadPdf(capped, url, long);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ edition: Edition }>().edition.pdf).toEqual({
        url,
        size: long.length,
        pages: 3,
        textStatus: 'failed',
      });
      const served = await capped.request({ method: 'GET', url });
      expect(Buffer.from(served.rawPayload).equals(Buffer.from(long))).toBe(true);
      const search = await capped.request({ method: 'GET', url: `/api/editions/pdfs?keyword=${word}` });
      expect(search.json().count).toBe(0);
      // Two pages are within the limit.
      const short = await uploadPdf(capped, url, await pdfWithPages([[word], [word]]));
      expect(short.json<{ edition: Edition }>().edition.pdf?.textStatus).toBe('indexed');
    });
  });
});

describe('the size limit of PDFs', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ PDF_MAX_BYTES: '2048' });
  });
  afterAll(() => small.close());

  it('refuses a PDF over PDF_MAX_BYTES with 413, keeping the PDF the edition had', async () => {
    const { catalogues } = (await small.request({ method: 'GET', url: '/api/catalogues?per-page=1' })).json<{
      catalogues: Catalogue[];
    }>();
    const edition = catalogues[0]?.editions[0] as Edition;
    const url = `/api/catalogues/${edition.catalogueId}/editions/${edition.id}/pdf`;
    const word = nonsenseWord();
    const big = await pdfWithPages(Array.from({ length: 12 }, (_, page) => [`page ${page + 1}: ${word}`]));
    expect(big.length).toBeGreaterThan(2048);
    const response = await uploadPdf(small, url, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'payload_too_large',
    });
    const after = (await small.request({ method: 'GET', url: url.replace(/\/pdf$/, '') })).json<{
      edition: Edition;
    }>();
    expect(after.edition.pdf).toEqual(edition.pdf);
    const search = await small.request({ method: 'GET', url: `/api/editions/pdfs?keyword=${word}` });
    expect(search.json().count).toBe(0);

    const fits = await pdfWithPages([[word]]);
    expect(fits.length).toBeLessThan(2048);
    const accepted = await uploadPdf(small, url, fits);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ edition: Edition }>().edition.pdf?.size).toBe(fits.length);
  });
});
