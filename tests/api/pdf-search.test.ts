import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { foldText as fold } from '../../server/domain/text.ts';
import { demoData } from '../../server/seed/demo-data.ts';
import type { DemoCatalogue, DemoEdition } from '../../server/seed/demo-data.types.ts';
import { startTestServer, type TestServer } from './harness.ts';

type PdfSearchHit = components['schemas']['PdfSearchHit'];
type PdfSearch = { data: PdfSearchHit[]; count: number; pages: number };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const words = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

async function search(query: Record<string, string | number>): Promise<PdfSearch> {
  const url = `/api/editions/pdfs?${Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&')}`;
  const response = await server.request({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<PdfSearch>();
}

/** Every hit of a search, page by page. */
async function allHits(query: Record<string, string | number>): Promise<PdfSearchHit[]> {
  return (await search({ ...query, 'per-page': 100 })).data;
}

const highlighted = (match: components['schemas']['PdfPageMatch']) =>
  match.highlights.map(({ start, end }) => match.snippet.slice(start, end));

/** What the generated PDF of a demo edition prints: its title page, running head and entries. */
const printedText = (catalogue: DemoCatalogue, edition: DemoEdition) => {
  const publisherNames = demoData.publishers
    .filter((p) => edition.publishers.includes(p.key))
    .map((p) => p.name);
  const placeNames = demoData.places.filter((p) => edition.places.includes(p.key)).map((p) => p.names.EN);
  return [
    catalogue.title,
    edition.title ?? catalogue.mainTitle,
    edition.editionEnumeration ?? '',
    edition.illustrativeContent ?? '',
    edition.date ?? '',
    ...publisherNames,
    ...placeNames,
    ...edition.entries.map((entry) => `${entry.number}. ${entry.subject} ${entry.format ?? ''}`),
  ].join('\n');
};

/** How many demo editions print every word of `keyword` (each as the start of a word). */
const demoEditionsPrinting = (keyword: string) =>
  demoData.catalogues
    .flatMap((catalogue) => catalogue.editions.map((edition) => printedText(catalogue, edition)))
    .filter((text) => {
      const printed = new Set(words(text));
      return words(keyword).every((word) => [...printed].some((w) => w.startsWith(word)));
    }).length;

describe('searching inside the PDFs', () => {
  it('answers nothing without a keyword', async () => {
    expect(await search({})).toEqual({ data: [], count: 0, pages: 0 });
    expect(await search({ keyword: '' })).toEqual({ data: [], count: 0, pages: 0 });
    expect(await search({ keyword: ' .,; ' })).toEqual({ data: [], count: 0, pages: 0 });
  });

  it('finds the editions listing a monument, with the pages, snippets and highlights', async () => {
    const { data, count, pages } = await search({ keyword: 'Colosseo' });
    expect(count).toBe(demoEditionsPrinting('Colosseo'));
    expect(count).toBeGreaterThan(0);
    expect(pages).toBe(Math.ceil(count / 10));
    for (const hit of data) {
      expect(hit.edition.pdf, `edition ${hit.edition.id}`).not.toBeNull();
      expect(hit.matches.length).toBeGreaterThan(0);
      expect(hit.matchingPages).toBeGreaterThanOrEqual(hit.matches.length);
      for (const match of hit.matches) {
        expect(match.page).toBeGreaterThanOrEqual(1);
        expect(match.page).toBeLessThanOrEqual(hit.edition.pdf?.pages ?? 0);
        expect(match.snippet).toContain('Colosseo');
        expect(match.highlights.length).toBeGreaterThan(0);
        for (const text of highlighted(match)) expect(fold(text)).toBe('colosseo');
      }
      const pages = hit.matches.map((match) => match.page);
      expect(new Set(pages).size).toBe(pages.length);
    }
  });

  it('gives each hit its edition with catalogue, publishers and places', async () => {
    const { data } = await search({ keyword: 'Tetrarchi' });
    expect(data.length).toBeGreaterThan(0);
    for (const hit of data) {
      expect(hit.edition.catalogue.title).toBe('Ongania. Fotografie della Basilica di San Marco');
      expect(hit.edition.publishers.map((p) => p.name)).toEqual(['Ferdinando Ongania']);
      expect(hit.edition.places[0]?.names.EN).toBe('Venice');
      expect(hit.edition.url).toBe(
        `/catalogues/catalogues/${hit.edition.catalogueId}/edition/${hit.edition.id}`,
      );
    }
  });

  it('ignores accents and case: velazquez finds Velázquez, and highlights the accented word', async () => {
    const reference = await allHits({ keyword: 'Velázquez' });
    expect(reference.length).toBe(demoEditionsPrinting('Velázquez'));
    expect(reference.length).toBeGreaterThan(0);
    for (const keyword of ['Velázquez', 'velazquez', 'VELAZQUEZ', 'VELÁZQUEZ']) {
      const hits = await allHits({ keyword });
      expect(
        hits.map((hit) => hit.edition.id),
        keyword,
      ).toEqual(reference.map((hit) => hit.edition.id));
      const match = hits[0]?.matches[0];
      expect(match && highlighted(match)[0], keyword).toBe('Velázquez');
    }
  });

  it('finds German subjects by their folded spelling: munchen finds München', async () => {
    const folded = await search({ keyword: 'munchen', 'per-page': 100 });
    const accented = await search({ keyword: 'München', 'per-page': 100 });
    expect(folded.count).toBe(accented.count);
    expect(folded.count).toBeGreaterThanOrEqual(demoEditionsPrinting('München'));
    expect(folded.data.flatMap((hit) => hit.matches.flatMap(highlighted))).toContain('München');
  });

  it('folds ß as the index does: grossen and Großen find the same editions, highlighted', async () => {
    const folded = await search({ keyword: 'grossen', 'per-page': 100 });
    const written = await search({ keyword: 'Großen', 'per-page': 100 });
    expect(written.count).toBeGreaterThanOrEqual(demoEditionsPrinting('Großen'));
    expect(written.count).toBeGreaterThan(0);
    expect(folded.data.map((hit) => hit.edition.id)).toEqual(written.data.map((hit) => hit.edition.id));
    expect(written.data.flatMap((hit) => hit.matches.flatMap(highlighted))).toContain('Großen');
  });

  it('matches words by their beginning', async () => {
    const prefix = await search({ keyword: 'Coloss' });
    const word = await search({ keyword: 'Colosseo' });
    expect(prefix.count).toBe(demoEditionsPrinting('Coloss'));
    expect(prefix.count).toBeGreaterThan(word.count);
    const texts = prefix.data.flatMap((hit) => hit.matches.flatMap(highlighted));
    expect(texts.every((text) => fold(text) === 'coloss')).toBe(true);
  });

  it('needs every word of the keyword in the edition', async () => {
    const both = await allHits({ keyword: 'Colosseo interno' });
    const colosseo = (await allHits({ keyword: 'Colosseo' })).map((hit) => hit.edition.id);
    const interno = (await allHits({ keyword: 'interno' })).map((hit) => hit.edition.id);
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(interno.length);
    for (const hit of both) {
      expect(colosseo).toContain(hit.edition.id);
      expect(interno).toContain(hit.edition.id);
      for (const match of hit.matches) {
        const lit = highlighted(match).map(fold);
        expect(lit.some((text) => text === 'colosseo' || text === 'interno')).toBe(true);
      }
    }
    expect((await search({ keyword: 'Colosseo Glyptothek' })).count).toBe(0);
  });

  it('lists the editions in chronological order (their interval, its start then its end), undated ones last', async () => {
    const hits = await allHits({ keyword: 'Roma' });
    // ISO days sort as text; "~" sorts after every digit, so undated editions go last.
    const intervals = hits.map(({ edition }) =>
      edition.dateFrom ? `${edition.dateFrom}/${edition.dateTo}` : '~',
    );
    expect(intervals.length).toBeGreaterThan(5);
    expect(intervals).toEqual([...intervals].sort());
  });

  it('answers ten editions a page by default, with the number of pages', async () => {
    const first = await search({ keyword: 'Roma' });
    expect(first.count).toBeGreaterThan(10);
    expect(first.data).toHaveLength(10);
    expect(first.pages).toBe(Math.ceil(first.count / 10));
    const second = await search({ keyword: 'Roma', page: 2 });
    expect(second.count).toBe(first.count);
    const firstIds = first.data.map((hit) => hit.edition.id);
    expect(second.data.map((hit) => hit.edition.id).filter((id) => firstIds.includes(id))).toEqual([]);
    const all = await search({ keyword: 'Roma', 'per-page': 100 });
    expect(all.data.map((hit) => hit.edition.id).slice(0, 20)).toEqual([
      ...firstIds,
      ...second.data.map((hit) => hit.edition.id),
    ]);
    expect(all.pages).toBe(1);
    const last = await search({ keyword: 'Roma', page: first.pages });
    expect(last.data).toHaveLength(first.count - 10 * (first.pages - 1));
  });

  it('refuses more than 100 editions a page', async () => {
    const response = await server.request({
      method: 'GET',
      url: '/api/editions/pdfs?keyword=Roma&per-page=101',
    });
    expect(response.statusCode).toBe(400);
  });

  it('lists every matching page of an edition (the demo PDFs stay under the limit of 20)', async () => {
    const hits = await allHits({ keyword: 'Formato' });
    const biggest = hits.reduce((best, hit) => (hit.matchingPages > best.matchingPages ? hit : best));
    expect(biggest.matchingPages).toBeGreaterThan(5);
    for (const hit of hits) expect(hit.matches).toHaveLength(hit.matchingPages);
  });
});

describe('narrowing the search inside the PDFs', () => {
  const idOfPlace = async (name: string) => {
    const response = await server.request({ method: 'GET', url: `/api/places?name=${name}&lang=EN` });
    const place = response
      .json<{ places: Array<{ id: number; name: string }> }>()
      .places.find((p) => p.name === name);
    if (!place) throw new Error(`no place ${name}`);
    return place.id;
  };
  const idOfPublisher = async (name: string) => {
    const response = await server.request({
      method: 'GET',
      url: `/api/publishers?name=${encodeURIComponent(name)}`,
    });
    const publisher = response
      .json<{ publishers: Array<{ id: number; name: string }> }>()
      .publishers.find((p) => p.name === name);
    if (!publisher) throw new Error(`no publisher ${name}`);
    return publisher.id;
  };

  it('keeps the editions published in one of the places', async () => {
    const [rome, naples] = [await idOfPlace('Rome'), await idOfPlace('Naples')];
    const everywhere = await search({ keyword: 'Colosseo', 'per-page': 100 });
    const inRome = await search({ keyword: 'Colosseo', places: rome, 'per-page': 100 });
    expect(inRome.count).toBeGreaterThan(0);
    expect(inRome.count).toBeLessThan(everywhere.count);
    for (const hit of inRome.data) expect(hit.edition.places.map((p) => p.id)).toContain(rome);
    const inEither = await search({ keyword: 'Colosseo', places: `${rome},${naples}`, 'per-page': 100 });
    expect(inEither.count).toBeGreaterThanOrEqual(inRome.count);
    for (const hit of inEither.data) {
      expect(hit.edition.places.some((p) => p.id === rome || p.id === naples)).toBe(true);
    }
    const outside = everywhere.data.filter(
      (hit) => !hit.edition.places.some((p) => p.id === rome || p.id === naples),
    );
    expect(inEither.count).toBe(everywhere.count - outside.length);
  });

  it('keeps the editions of one of the publishers', async () => {
    const alinari = await idOfPublisher('Fratelli Alinari');
    const { data, count } = await search({ keyword: 'Colosseo', publishers: alinari, 'per-page': 100 });
    expect(count).toBeGreaterThan(0);
    for (const hit of data) expect(hit.edition.publishers.map((p) => p.id)).toContain(alinari);
    const all = await allHits({ keyword: 'Colosseo' });
    expect(count).toBe(all.filter((hit) => hit.edition.publishers.some((p) => p.id === alinari)).length);
  });

  it('keeps the editions whose dated interval overlaps the year range', async () => {
    const all = await allHits({ keyword: 'Roma' });
    const ranged = await search({ keyword: 'Roma', 'date-begin': 1870, 'date-end': 1879, 'per-page': 100 });
    expect(ranged.count).toBeGreaterThan(0);
    const inRange = ({ dateFrom, dateTo }: { dateFrom: string | null; dateTo: string | null }) =>
      dateFrom !== null && dateTo !== null && dateFrom <= '1879-12-31' && dateTo >= '1870-01-01';
    for (const hit of ranged.data) expect(inRange(hit.edition)).toBe(true);
    expect(ranged.count).toBe(all.filter((hit) => inRange(hit.edition)).length);
    const from1890 = await search({ keyword: 'Roma', 'date-begin': 1890, 'per-page': 100 });
    expect(from1890.data.every((hit) => (hit.edition.dateTo ?? '') >= '1890-01-01')).toBe(true);
    expect(from1890.count).toBeGreaterThan(0);
  });

  it('combines the filters: a place and a year range together', async () => {
    const rome = await idOfPlace('Rome');
    const { data, count } = await search({
      keyword: 'Roma',
      places: rome,
      'date-end': 1875,
      'per-page': 100,
    });
    expect(count).toBeGreaterThan(0);
    for (const hit of data) {
      expect(hit.edition.places.map((p) => p.id)).toContain(rome);
      expect((hit.edition.dateFrom ?? '9999') <= '1875-12-31').toBe(true);
    }
  });

  it('gives the editions’ place names in the language asked for', async () => {
    const { data } = await search({ keyword: 'Tetrarchi', lang: 'DE' });
    expect(data[0]?.edition.places[0]?.name).toBe('Venedig');
    const everyLanguage = await search({ keyword: 'Tetrarchi' });
    expect(everyLanguage.data[0]?.edition.places[0]?.name).toEqual({
      EN: 'Venice',
      DE: 'Venedig',
      IT: 'Venezia',
    });
  });
});
