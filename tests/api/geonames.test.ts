import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { startTestServer, type TestServer } from './harness.ts';

type GeoName = components['schemas']['GeoName'];
type GeoNameDetail = components['schemas']['GeoNameDetail'];
type SearchResult = { totalResultsCount: number; geonames: GeoName[] };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function get<T>(target: TestServer, url: string): Promise<T> {
  const response = await target.request({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<T>();
}

const geonameKeys = [
  'countryCode',
  'countryName',
  'fcl',
  'fcode',
  'geonameId',
  'lat',
  'lng',
  'name',
  'population',
  'toponymName',
];

describe('looking up places in the offline gazetteer', () => {
  it('finds Florence, the most populous match first', async () => {
    const result = await get<SearchResult>(server, '/api/geonames/?q=florence');
    expect(result.totalResultsCount).toBe(15);
    expect(result.geonames).toHaveLength(10);
    expect(result.geonames[0]).toEqual({
      geonameId: 3176959,
      name: 'Florence',
      toponymName: 'Florence',
      countryCode: 'IT',
      countryName: 'Italy',
      adminCode1: '16',
      lat: '43.77925',
      lng: '11.24626',
      population: 349296,
      fcl: 'P',
      fcode: 'PPLA',
    });
    for (const place of result.geonames) {
      expect(
        Object.keys(place)
          .filter((key) => key !== 'adminCode1')
          .sort(),
      ).toEqual(geonameKeys);
      expect(place.name.toLowerCase()).toContain('florence');
      expect(place.fcl).toBe('P');
    }
    const populations = result.geonames.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('also answers without the trailing slash and ignoring case and accents', async () => {
    const result = await get<SearchResult>(server, '/api/geonames?q=FLORENCE');
    expect(result.geonames[0]?.geonameId).toBe(3176959);
    const zurich = await get<SearchResult>(server, '/api/geonames?q=zurich');
    expect(zurich.geonames[0]?.name).toBe('Zürich');
  });

  it('finds places by the names the demo places give them in other languages', async () => {
    for (const q of ['Firenze', 'Florenz', 'firen']) {
      const result = await get<SearchResult>(server, `/api/geonames/?q=${q}`);
      expect(result.geonames[0]?.geonameId, q).toBe(3176959);
      expect(result.geonames[0]?.countryCode).toBe('IT');
      expect(result.totalResultsCount).toBeGreaterThanOrEqual(1);
    }
    const munich = await get<SearchResult>(server, '/api/geonames/?q=M%C3%BCnchen');
    expect(munich.geonames.map((place) => place.geonameId)).toContain(2867714);
  });

  it('names the countries in the language asked for', async () => {
    const result = await get<SearchResult>(server, '/api/geonames/?q=florence&lang=de');
    expect(result.geonames[0]?.countryName).toBe('Italien');
    expect(result.geonames[1]?.countryName).toBe('Vereinigte Staaten');
  });

  it('pages with maxRows and startRow', async () => {
    const all = await get<SearchResult>(server, '/api/geonames/?q=florence&maxRows=15');
    expect(all.geonames).toHaveLength(15);
    const first = await get<SearchResult>(server, '/api/geonames/?q=florence&maxRows=3');
    expect(first.totalResultsCount).toBe(15);
    expect(first.geonames.map((place) => place.geonameId)).toEqual(
      all.geonames.slice(0, 3).map((place) => place.geonameId),
    );
    const second = await get<SearchResult>(server, '/api/geonames/?q=florence&maxRows=3&startRow=3');
    expect(second.totalResultsCount).toBe(15);
    expect(second.geonames.map((place) => place.geonameId)).toEqual(
      all.geonames.slice(3, 6).map((place) => place.geonameId),
    );
    const beyond = await get<SearchResult>(server, '/api/geonames/?q=florence&startRow=100');
    expect(beyond).toEqual({ totalResultsCount: 15, geonames: [] });
  });

  it('pages through a search our places extend without losing or repeating a place', async () => {
    // 'mail' finds Milan through its German name Mailand, before the gazetteer's own matches
    const all = await get<SearchResult>(server, '/api/geonames/?q=mail&maxRows=1000');
    expect(all.geonames[0]?.geonameId).toBe(3173435);
    expect(all.geonames.length).toBe(all.totalResultsCount);
    expect(all.totalResultsCount).toBeGreaterThan(10);
    const paged: number[] = [];
    for (let startRow = 0; startRow < all.totalResultsCount; startRow += 4) {
      const page = await get<SearchResult>(server, `/api/geonames/?q=mail&maxRows=4&startRow=${startRow}`);
      expect(page.totalResultsCount, `startRow=${startRow}`).toBe(all.totalResultsCount);
      paged.push(...page.geonames.map((place) => place.geonameId));
    }
    expect(paged).toEqual(all.geonames.map((place) => place.geonameId));
    const second = await get<SearchResult>(server, '/api/geonames/?q=Firenze&startRow=1');
    expect(second).toEqual({ totalResultsCount: 1, geonames: [] });
  });

  it('answers nothing for a name no place has', async () => {
    expect(await get<SearchResult>(server, '/api/geonames/?q=qqxqqxqq')).toEqual({
      totalResultsCount: 0,
      geonames: [],
    });
    expect(await get<SearchResult>(server, '/api/geonames/?q=')).toEqual({
      totalResultsCount: 0,
      geonames: [],
    });
  });

  it('refuses a search without q or with bad paging', async () => {
    for (const url of [
      '/api/geonames/',
      '/api/geonames/?maxRows=3',
      '/api/geonames/?q=florence&maxRows=0',
      '/api/geonames/?q=florence&maxRows=1001',
      '/api/geonames/?q=florence&startRow=-1',
      '/api/geonames/?q=florence&lang=german',
      `/api/geonames/?q=${'a'.repeat(201)}`,
    ]) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    }
    const missing = await server.request({ method: 'GET', url: '/api/geonames/' });
    expect(missing.json().message).toEqual([expect.stringContaining("'q'")]);
  });

  it('answers one place with its names per language', async () => {
    const florence = await get<GeoNameDetail>(server, '/api/geonames/3176959?lang=de');
    expect(florence).toMatchObject({
      geonameId: 3176959,
      name: 'Florenz',
      toponymName: 'Florence',
      countryCode: 'IT',
      countryName: 'Italien',
      lat: '43.77925',
      lng: '11.24626',
      fcl: 'P',
    });
    expect(florence.alternateNames).toEqual(
      expect.arrayContaining([
        { name: 'Florenz', lang: 'de' },
        { name: 'Firenze', lang: 'it' },
        { name: 'Florence', lang: 'en' },
      ]),
    );
    expect((await get<GeoNameDetail>(server, '/api/geonames/3176959?lang=it')).name).toBe('Firenze');
    expect((await get<GeoNameDetail>(server, '/api/geonames/3176959')).name).toBe('Florence');
    expect((await get<GeoNameDetail>(server, '/api/geonames/3169070?lang=DE')).name).toBe('Rom');
  });

  it('answers a place no demo place describes with its gazetteer name only', async () => {
    const zurich = await get<GeoNameDetail>(server, '/api/geonames/2657896?lang=de');
    expect(zurich).toMatchObject({
      geonameId: 2657896,
      name: 'Zürich',
      countryCode: 'CH',
      alternateNames: [],
    });
  });

  it('answers 404 for an unknown GeoNames id and 400 for an invalid one', async () => {
    const unknown = await server.request({ method: 'GET', url: '/api/geonames/999999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'not_found' });
    for (const id of ['0', 'abc', '99999999999']) {
      expect((await server.request({ method: 'GET', url: `/api/geonames/${id}` })).statusCode, id).toBe(400);
    }
  });
});

describe('looking up places through the GeoNames web service', () => {
  const username = 'catalogue-secret-user';
  const requests: URL[] = [];
  const bodies: string[] = [];
  let fake: Server;
  let online: TestServer;

  const florence = {
    geonameId: 3176959,
    name: 'Firenze',
    toponymName: 'Florence',
    countryCode: 'IT',
    countryName: 'Italia',
    adminCode1: '16',
    lat: '43.77925',
    lng: '11.24626',
    population: 349296,
    fcl: 'P',
    fcode: 'PPLA',
  };

  /** Answers like api.geonames.org: searchJSON and getJSON, with its status errors. */
  function answer(url: URL): { status: number; body: unknown } {
    const q = url.searchParams.get('q');
    const id = url.searchParams.get('geonameId');
    if (url.pathname === '/searchJSON') {
      if (q === 'Firenze') return { status: 200, body: { totalResultsCount: 42, geonames: [florence] } };
      if (q === 'florence') return { status: 500, body: { error: `server error for ${username}` } };
      return {
        status: 200,
        body: {
          status: {
            message: `the daily limit of 20000 credits for ${username} has been exceeded`,
            value: 18,
          },
        },
      };
    }
    if (url.pathname === '/getJSON') {
      if (id === '3176959') {
        return {
          status: 200,
          body: {
            ...florence,
            alternateNames: [
              { name: 'Florenz', lang: 'de' },
              { name: 'Firenze', lang: 'it' },
              { name: 'https://en.wikipedia.org/wiki/Florence', lang: 'link' },
              { name: '50100', lang: 'post' },
            ],
          },
        };
      }
      if (id === '999999999') return { status: 200, body: { status: { message: 'no record', value: 15 } } };
      return { status: 503, body: { message: `unavailable for ${username}` } };
    }
    return { status: 404, body: {} };
  }

  beforeAll(async () => {
    fake = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      requests.push(url);
      const { status, body } = answer(url);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    online = await startTestServer({
      GEONAMES_USERNAME: username,
      GEONAMES_BASE_URL: `http://127.0.0.1:${port}`,
    });
  });
  afterAll(async () => {
    await online?.close();
    await new Promise((resolve) => fake?.close(resolve));
  });

  async function lookUp(url: string, status = 200) {
    const response = await online.request({ method: 'GET', url });
    bodies.push(response.body);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    return response.json();
  }

  it('searches the web service with the configured account', async () => {
    const result = await lookUp('/api/geonames/?q=Firenze&lang=it&maxRows=5&startRow=2');
    expect(result).toEqual({ totalResultsCount: 42, geonames: [florence] });
    const sent = requests.at(-1);
    expect(sent?.pathname).toBe('/searchJSON');
    expect(Object.fromEntries(sent?.searchParams ?? [])).toMatchObject({
      q: 'Firenze',
      lang: 'it',
      maxRows: '5',
      startRow: '2',
      username,
      featureClass: 'P',
    });
  });

  it('gets one place from the web service, without the pseudo-language entries', async () => {
    const place = await lookUp('/api/geonames/3176959?lang=de');
    expect(place).toMatchObject({ geonameId: 3176959, name: 'Firenze', toponymName: 'Florence' });
    expect(place.alternateNames).toEqual([
      { name: 'Florenz', lang: 'de' },
      { name: 'Firenze', lang: 'it' },
    ]);
    const sent = requests.at(-1);
    expect(sent?.pathname).toBe('/getJSON');
    expect(sent?.searchParams.get('geonameId')).toBe('3176959');
    expect(sent?.searchParams.get('username')).toBe(username);
  });

  it('answers 404 when the web service knows no such place', async () => {
    const body = await lookUp('/api/geonames/999999999', 404);
    expect(body).toEqual({ statusCode: 404, error: 'Not Found', message: 'not_found' });
  });

  it('falls back to the offline gazetteer when the web service fails', async () => {
    const before = requests.length;
    const failed = await lookUp('/api/geonames/?q=florence');
    expect(requests.length).toBe(before + 1);
    expect(failed.totalResultsCount).toBe(15);
    expect(failed.geonames[0]).toMatchObject({ geonameId: 3176959, name: 'Florence', countryName: 'Italy' });
    const limited = await lookUp('/api/geonames/?q=Roma');
    expect(limited.geonames.length).toBeGreaterThan(0);
    expect(limited.geonames.every((place: GeoName) => place.name.toLowerCase().includes('roma'))).toBe(true);
    const rome = await lookUp('/api/geonames/3169070?lang=de');
    expect(rome).toMatchObject({ geonameId: 3169070, name: 'Rom', countryCode: 'IT' });
  });

  it('never shows the account name in an answer', () => {
    expect(bodies.length).toBeGreaterThanOrEqual(6);
    for (const body of bodies) {
      expect(body).not.toContain(username);
      expect(body).not.toContain('secret');
    }
  });
});
