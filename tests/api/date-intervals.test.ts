import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROXIMATE_YEARS } from '../../common/edtf-dates.ts';
import type { components } from '../../openapi/generated/catalogue';
import { startTestServer, type TestServer } from './harness.ts';

type Catalogue = components['schemas']['Catalogue'];
type Edition = components['schemas']['Edition'];
type Pagination = components['schemas']['Pagination'];
type PdfSearch = { data: Array<{ edition: Edition }> };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A word only this run's catalogues carry in their titles, so a keyword keeps the list to them. */
const marker = `zdt${[...randomBytes(5)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

async function send(method: 'POST' | 'PUT', url: string, payload: object) {
  return server.request({
    method,
    url,
    headers: { ...server.admin, 'content-type': 'application/json' },
    payload,
  });
}

async function newCatalogue(date: string | null, suffix: string): Promise<Catalogue> {
  const response = await send('POST', '/api/catalogues', { mainTitle: `${marker} ${suffix}`, date });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ catalogue: Catalogue }>().catalogue;
}

const firstEdition = (catalogue: Catalogue) => catalogue.editions[0] as Edition;

/** The titles of this run's catalogues a list query keeps, in the list's order. */
async function titles(query: string): Promise<string[]> {
  const { catalogues } = await server.getJson<{ catalogues: Catalogue[]; pagination: Pagination }>(
    `/api/catalogues?keyword=${marker}&per-page=100&${query}`,
  );
  return catalogues.map((catalogue) => catalogue.mainTitle.replace(`${marker} `, ''));
}

describe('dates read as intervals', () => {
  let approximate: Catalogue;
  let range: Catalogue;
  let exact: Catalogue;
  let garbled: Catalogue;
  beforeAll(async () => {
    approximate = await newCatalogue('ca. 1890', 'approximate');
    range = await newCatalogue('1885-1890', 'range');
    exact = await newCatalogue('[1890]', 'exact');
    garbled = await newCatalogue('vol. II', 'garbled');
  });

  it('answers the interval read from the written date, which stays as written', () => {
    expect(firstEdition(approximate)).toMatchObject({
      date: 'ca. 1890',
      year: 1890,
      dateEdtf: '1890~',
      dateFrom: `${1890 - APPROXIMATE_YEARS}-01-01`,
      dateTo: `${1890 + APPROXIMATE_YEARS}-12-31`,
      dateEdtfByStaff: false,
    });
    expect(firstEdition(range)).toMatchObject({
      dateEdtf: '1885/1890',
      dateFrom: '1885-01-01',
      dateTo: '1890-12-31',
    });
    expect(firstEdition(exact)).toMatchObject({
      date: '[1890]',
      dateFrom: '1890-01-01',
      dateTo: '1890-12-31',
    });
  });

  it('keeps a date it cannot read as written, and treats it as undated', async () => {
    expect(firstEdition(garbled)).toMatchObject({
      date: 'vol. II',
      dateEdtf: null,
      dateFrom: null,
      dateTo: null,
    });
    expect(await titles('date-begin=1839&date-end=2000')).not.toContain('garbled');
    expect(await titles('date-begin=1839&date-end=2000&undated=true')).toContain('garbled');
  });

  it('keeps editions whose interval overlaps the range, or with date-match=within only those inside it', async () => {
    expect(await titles('date-begin=1893&date-end=1899')).toEqual(['approximate']);
    expect(await titles('date-begin=1893&date-end=1899&date-match=within')).toEqual([]);
    expect((await titles('date-begin=1888&date-end=1888')).sort()).toEqual(['approximate', 'range']);
    expect(await titles('date-begin=1888&date-end=1888&date-match=within')).toEqual([]);
    expect((await titles('date-begin=1885&date-end=1890&date-match=within')).sort()).toEqual([
      'exact',
      'range',
    ]);
    expect((await titles('date-begin=1880&date-end=1899&date-match=within')).sort()).toEqual([
      'approximate',
      'exact',
      'range',
    ]);
    expect(await titles('date-begin=1896')).toEqual([]);
    expect(await titles('date-end=1884')).toEqual([]);
    expect((await titles('date-end=1885')).sort()).toEqual(['approximate', 'range']);
    // A range that ends before it begins holds no year, even where an interval straddles it.
    expect(await titles('date-begin=1889&date-end=1886')).toEqual([]);
  });

  it('refuses a date-match it does not know', async () => {
    const response = await server.request({
      method: 'GET',
      url: '/api/catalogues?date-begin=1880&date-match=near',
    });
    expect(response.statusCode).toBe(400);
  });

  it("orders by the first edition's interval, its start then its end, undated last", async () => {
    expect(await titles('sort=year')).toEqual(['range', 'approximate', 'exact', 'garbled']);
  });

  it('matches publishers, and editions in the PDF search, by the same intervals', async () => {
    const publisher = await send('POST', '/api/publishers', { name: `${marker} Studio` });
    const publisherId = publisher.json<{ publisher: Array<{ id: number }> }>().publisher[0]?.id;
    await send('PUT', `/api/catalogues/${approximate.id}/editions/${firstEdition(approximate).id}`, {
      publishers: [publisherId],
    });
    const names = async (query: string) =>
      (
        await server.getJson<{ publishers: Array<{ name: string }> }>(
          `/api/publishers?name=${marker}&per-page=100&${query}`,
        )
      ).publishers.map((each) => each.name);
    expect(await names('date-begin=1894&date-end=1894')).toEqual([`${marker} Studio`]);
    expect(await names('date-begin=1894&date-end=1894&date-match=within')).toEqual([]);
    expect(await names('date-begin=1880&date-end=1900&date-match=within')).toEqual([`${marker} Studio`]);

    // A demo PDF's word, narrowed by a range that only reaches the end of a demo edition's interval.
    const all = await server.getJson<PdfSearch>('/api/editions/pdfs?keyword=Roma&per-page=100');
    const dated = all.data
      .map((each) => each.edition)
      .find((edition) => edition.dateFrom && edition.dateFrom.slice(0, 4) !== edition.dateTo?.slice(0, 4));
    if (!dated?.dateTo) throw new Error('no demo PDF with "Roma" dated over several years');
    const lastYear = Number(dated.dateTo.slice(0, 4));
    const ids = async (query: string) =>
      (await server.getJson<PdfSearch>(`/api/editions/pdfs?keyword=Roma&per-page=100&${query}`)).data.map(
        (each) => each.edition.id,
      );
    expect(await ids(`date-begin=${lastYear}&date-end=${lastYear}`)).toContain(dated.id);
    expect(await ids(`date-begin=${lastYear}&date-end=${lastYear}&date-match=within`)).not.toContain(
      dated.id,
    );
  });
});

describe("the year filter on a catalogue's editions as they change", () => {
  it('follows an edition added, redated and deleted, and a catalogue that gains its first date', async () => {
    const catalogue = await newCatalogue('1850', 'changing');
    const editionUrl = `/api/catalogues/${catalogue.id}/editions`;
    const added = await send('POST', editionUrl, { date: '1900' });
    expect(added.statusCode, added.body).toBe(201);
    const edition = added.json<{ edition: Edition }>().edition;
    expect(await titles('date-begin=1900&date-end=1900')).toContain('changing');
    expect(await titles('date-begin=1850&date-end=1850')).toContain('changing');
    expect(await titles('date-begin=1860&date-end=1890')).not.toContain('changing');

    const redated = await send('PUT', `${editionUrl}/${edition.id}`, { date: '1910' });
    expect(redated.statusCode, redated.body).toBe(200);
    expect(await titles('date-begin=1900&date-end=1900')).not.toContain('changing');
    expect(await titles('date-begin=1905&date-end=1915')).toContain('changing');

    const deleted = await server.request({
      method: 'DELETE',
      url: `${editionUrl}/${edition.id}`,
      headers: server.admin,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await titles('date-begin=1905&date-end=1915')).not.toContain('changing');
    expect(await titles('date-begin=1850&date-end=1850')).toContain('changing');

    const undated = await newCatalogue('vol. III', 'dated later');
    expect(await titles('date-begin=1860&date-end=1860&undated=true')).toContain('dated later');
    await send('POST', `/api/catalogues/${undated.id}/editions`, { date: '1875' });
    expect(await titles('date-begin=1860&date-end=1860&undated=true')).not.toContain('dated later');
    expect(await titles('date-begin=1875&date-end=1875')).toContain('dated later');
  });
});

describe('a staff correction of the interval', () => {
  it('replaces the reading, survives a new written date, and goes back to the reading when reset', async () => {
    const catalogue = await newCatalogue('Frühjahr 1887', 'corrected');
    const url = `/api/catalogues/${catalogue.id}/editions/${firstEdition(catalogue).id}`;
    expect(firstEdition(catalogue)).toMatchObject({ date: 'Frühjahr 1887', dateEdtf: null, dateFrom: null });

    const corrected = await send('PUT', url, { dateEdtf: '1887-04' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json<{ edition: Edition }>().edition).toMatchObject({
      dateEdtf: '1887-04',
      dateFrom: '1887-04-01',
      dateTo: '1887-04-30',
      dateEdtfByStaff: true,
    });

    const rewritten = await send('PUT', url, { date: 'Frühling 1887' });
    expect(rewritten.json<{ edition: Edition }>().edition).toMatchObject({
      date: 'Frühling 1887',
      dateEdtf: '1887-04',
      dateEdtfByStaff: true,
    });

    const reset = await send('PUT', url, { date: 'ca. 1887', dateEdtf: null });
    expect(reset.json<{ edition: Edition }>().edition).toMatchObject({
      dateEdtf: '1887~',
      dateFrom: '1882-01-01',
      dateEdtfByStaff: false,
    });
  });

  it('is refused with a clear 400 when it is not EDTF, and nothing is written', async () => {
    const catalogue = await newCatalogue('1880', 'refused');
    const url = `/api/catalogues/${catalogue.id}/editions/${firstEdition(catalogue).id}`;
    for (const dateEdtf of ['ca. 1890', '1890-13', '1890/1885']) {
      const response = await send('PUT', url, { date: '1881', dateEdtf });
      expect(response.statusCode, dateEdtf).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'invalid_date_edtf',
      });
    }
    const [edition] = (
      await server.getJson<{ editions: Edition[] }>(`/api/catalogues/${catalogue.id}/editions`)
    ).editions;
    expect(edition).toMatchObject({ date: '1880', dateEdtf: '1880', dateEdtfByStaff: false });
  });

  it('is taken on the catalogue form too', async () => {
    const response = await send('POST', '/api/catalogues', {
      mainTitle: `${marker} created corrected`,
      date: 'nach 1875',
      dateEdtf: '1876/1880',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(firstEdition(response.json<{ catalogue: Catalogue }>().catalogue)).toMatchObject({
      date: 'nach 1875',
      dateEdtf: '1876/1880',
      dateTo: '1880-12-31',
      dateEdtfByStaff: true,
    });
  });
});
