import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createGeoNamesGateway,
  foldForSearch,
  type GeoName,
  type GeoNamesConfig,
  warmUpOfflineGazetteer,
} from './geonames.ts';

const FLORENCE_ID = 3176959;
const MUNICH_ID = 2867714;
const ZURICH_ID = 2657896;
const USERNAME = 'secret user/42';

beforeAll(async () => {
  await warmUpOfflineGazetteer();
}, 30_000);

function recordingLog() {
  const warnings: Array<{ obj: object; msg: string }> = [];
  return { warnings, log: { warn: (obj: object, msg: string) => warnings.push({ obj, msg }) } };
}

function fakeFetch(respond: (url: URL, init: RequestInit | undefined) => Promise<Response>) {
  const requestedUrls: URL[] = [];
  const fetchImplementation: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requestedUrls.push(url);
    return respond(url, init);
  };
  return { requestedUrls, fetchImplementation };
}

function jsonResponse(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function matchRankOf(place: GeoName, query: string): number {
  const name = foldForSearch(place.name);
  const folded = foldForSearch(query);
  if (name === folded) return 0;
  if (name.startsWith(folded)) return 1;
  if (new RegExp(`(^|[^\\p{L}\\p{N}])${folded}`, 'u').test(name)) return 2;
  return 3;
}

describe('foldForSearch', () => {
  it('folds accents, case, whitespace and letters NFD cannot decompose', () => {
    expect(foldForSearch('  São   Paulo ')).toBe('sao paulo');
    expect(foldForSearch('ZÜRICH')).toBe('zurich');
    expect(foldForSearch('Tórshavn')).toBe('torshavn');
    expect(foldForSearch('Fuglafjørður')).toBe('fuglafjordur');
    expect(foldForSearch('Łódź')).toBe('lodz');
  });
});

describe('offline gazetteer search', () => {
  const gateway = createGeoNamesGateway({});

  it('finds Florence (Italy) first for "florence", ignoring case and surrounding spaces', async () => {
    const result = await gateway.search('  FLORENCE ');
    expect(result.geonames[0]).toEqual({
      geonameId: FLORENCE_ID,
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
    expect(result.totalResultsCount).toBeGreaterThan(1);
  });

  it('matches accented names from unaccented queries and vice versa', async () => {
    const unaccented = await gateway.search('zurich');
    const accented = await gateway.search('Zürich');
    expect(unaccented.geonames[0]?.geonameId).toBe(ZURICH_ID);
    expect(unaccented.geonames[0]?.name).toBe('Zürich');
    expect(accented).toEqual(unaccented);
    expect((await gateway.search('sao paulo')).geonames[0]?.geonameId).toBe(3448439);
  });

  it('finds Munich under the gazetteer name', async () => {
    // The offline gazetteer carries a single (English) name per place, so 'münchen' only reaches Münchenstein & co.
    expect((await gateway.search('munich')).geonames[0]?.geonameId).toBe(MUNICH_ID);
  });

  it('ranks exact, then prefix, then word-prefix, then substring matches, each by population', async () => {
    const query = 'york';
    const { geonames, totalResultsCount } = await gateway.search(query, { maxRows: 1000 });
    expect(geonames).toHaveLength(totalResultsCount);
    const ranks = geonames.map((place) => matchRankOf(place, query));
    expect(new Set(ranks)).toEqual(new Set([0, 1, 2, 3]));
    geonames.slice(1).forEach((place, index) => {
      const previous = geonames[index] as GeoName;
      const previousRank = ranks[index] ?? 0;
      const rank = ranks[index + 1] ?? 0;
      expect(rank).toBeGreaterThanOrEqual(previousRank);
      if (rank === previousRank) {
        expect(place.population).toBeLessThanOrEqual(previous.population);
        if (place.population === previous.population) {
          expect(place.geonameId).toBeGreaterThan(previous.geonameId);
        }
      }
    });
  });

  it('finds places by a word inside the name', async () => {
    const { geonames } = await gateway.search('witikon');
    expect(geonames.map((place) => place.name)).toContain('Zürich (Kreis 7) / Witikon');
  });

  it('pages with startRow and maxRows and reports the total of all matches', async () => {
    const all = await gateway.search('san', { maxRows: 30 });
    const firstPage = await gateway.search('san', { maxRows: 5 });
    const secondPage = await gateway.search('san', { maxRows: 5, startRow: 5 });
    expect(all.totalResultsCount).toBeGreaterThan(1000);
    expect(firstPage.totalResultsCount).toBe(all.totalResultsCount);
    expect(secondPage.totalResultsCount).toBe(all.totalResultsCount);
    expect(firstPage.geonames).toEqual(all.geonames.slice(0, 5));
    expect(secondPage.geonames).toEqual(all.geonames.slice(5, 10));
    const beyondTheEnd = await gateway.search('san', { startRow: all.totalResultsCount });
    expect(beyondTheEnd).toEqual({ totalResultsCount: all.totalResultsCount, geonames: [] });
  });

  it('defaults maxRows to 10 and clamps it to 1..1000', async () => {
    expect((await gateway.search('san')).geonames).toHaveLength(10);
    expect((await gateway.search('san', { maxRows: 0 })).geonames).toHaveLength(1);
    expect((await gateway.search('san', { maxRows: 5000 })).geonames).toHaveLength(1000);
    expect((await gateway.search('san', { startRow: -3, maxRows: 2 })).geonames).toEqual(
      (await gateway.search('san', { maxRows: 2 })).geonames,
    );
  });

  it('answers an empty or blank query with no results', async () => {
    expect(await gateway.search('')).toEqual({ totalResultsCount: 0, geonames: [] });
    expect(await gateway.search('   ')).toEqual({ totalResultsCount: 0, geonames: [] });
  });

  it('names the country in the requested language, falling back to English', async () => {
    expect((await gateway.search('florence', { lang: 'de' })).geonames[0]?.countryName).toBe('Italien');
    expect((await gateway.search('florence', { lang: 'DE' })).geonames[0]?.countryName).toBe('Italien');
    expect((await gateway.search('florence', { lang: 'en' })).geonames[0]?.countryName).toBe('Italy');
    expect((await gateway.search('florence', { lang: 'not a lang!' })).geonames[0]?.countryName).toBe(
      'Italy',
    );
  });
});

describe('offline gazetteer get', () => {
  it('uses the known name for the requested language and keeps the gazetteer name as toponymName', async () => {
    const knownNames = vi.fn(async () => [
      { name: 'München', lang: 'DE' },
      { name: 'Monaco di Baviera', lang: 'it' },
    ]);
    const gateway = createGeoNamesGateway({ knownNames });
    const munich = await gateway.get(MUNICH_ID, 'de');
    expect(knownNames).toHaveBeenCalledWith(MUNICH_ID);
    expect(munich).toMatchObject({
      geonameId: MUNICH_ID,
      name: 'München',
      toponymName: 'Munich',
      countryCode: 'DE',
      countryName: 'Deutschland',
      fcl: 'P',
      fcode: 'PPLA',
      alternateNames: [
        { name: 'München', lang: 'DE' },
        { name: 'Monaco di Baviera', lang: 'it' },
      ],
    });
    expect((await gateway.get(MUNICH_ID, 'fr'))?.name).toBe('Munich');
    expect((await gateway.get(MUNICH_ID))?.countryName).toBe('Germany');
  });

  it('answers without knownNames', async () => {
    const florence = await createGeoNamesGateway({}).get(FLORENCE_ID, 'en');
    expect(florence).toMatchObject({ geonameId: FLORENCE_ID, name: 'Florence', alternateNames: [] });
  });

  it('answers null for an unknown id', async () => {
    const gateway = createGeoNamesGateway({});
    expect(await gateway.get(999_999_999)).toBeNull();
    expect(await gateway.get(1)).toBeNull();
  });
});

describe('GeoNames web service', () => {
  const wireFlorence = {
    geonameId: FLORENCE_ID,
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
    fclName: 'city, village,...',
  };

  function webGateway(fetchImplementation: typeof fetch, extra: Partial<GeoNamesConfig> = {}) {
    const { warnings, log } = recordingLog();
    const gateway = createGeoNamesGateway({
      username: USERNAME,
      baseUrl: 'https://geonames.example/',
      fetch: fetchImplementation,
      log,
      ...extra,
    });
    return { gateway, warnings };
  }

  it('searches via searchJSON with the username and maps the response', async () => {
    const { requestedUrls, fetchImplementation } = fakeFetch(() =>
      jsonResponse({ totalResultsCount: 42, geonames: [wireFlorence] }),
    );
    const { gateway, warnings } = webGateway(fetchImplementation);
    const result = await gateway.search(' firenze ', { maxRows: 5, startRow: 10, lang: 'it' });

    expect(requestedUrls).toHaveLength(1);
    const url = requestedUrls[0] as URL;
    expect(url.origin + url.pathname).toBe('https://geonames.example/searchJSON');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'firenze',
      maxRows: '5',
      startRow: '10',
      lang: 'it',
      username: USERNAME,
      style: 'MEDIUM',
      featureClass: 'P',
    });
    expect(result).toEqual({
      totalResultsCount: 42,
      geonames: [
        {
          geonameId: FLORENCE_ID,
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
        },
      ],
    });
    expect(warnings).toEqual([]);
  });

  it('omits lang when absent and sends a timeout signal', async () => {
    let signal: AbortSignal | null | undefined;
    const { requestedUrls, fetchImplementation } = fakeFetch((_url, init) => {
      signal = init?.signal;
      return jsonResponse({ totalResultsCount: 0, geonames: [] });
    });
    const { gateway } = webGateway(fetchImplementation);
    expect(await gateway.search('nowhere')).toEqual({ totalResultsCount: 0, geonames: [] });
    expect(requestedUrls[0]?.searchParams.has('lang')).toBe(false);
    expect(requestedUrls[0]?.searchParams.get('maxRows')).toBe('10');
    expect(signal).toBeInstanceOf(AbortSignal);
  });

  it('gets via getJSON with style FULL and keeps only real names in alternateNames', async () => {
    const { requestedUrls, fetchImplementation } = fakeFetch(() =>
      jsonResponse({
        ...wireFlorence,
        name: 'Florenz',
        alternateNames: [
          { name: 'Florenz', lang: 'de', isPreferredName: true },
          { name: 'Firenze', lang: 'it' },
          { name: 'https://en.wikipedia.org/wiki/Florence', lang: 'link' },
          { name: 'Q2044', lang: 'wkdt' },
          { name: 'Fiorenza' },
        ],
      }),
    );
    const { gateway } = webGateway(fetchImplementation);
    const florence = await gateway.get(FLORENCE_ID, 'de');

    const url = requestedUrls[0] as URL;
    expect(url.pathname).toBe('/getJSON');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      geonameId: String(FLORENCE_ID),
      lang: 'de',
      username: USERNAME,
      style: 'FULL',
    });
    expect(florence).toMatchObject({ geonameId: FLORENCE_ID, name: 'Florenz', toponymName: 'Florence' });
    expect(florence?.alternateNames).toEqual([
      { name: 'Florenz', lang: 'de' },
      { name: 'Firenze', lang: 'it' },
      { name: 'Fiorenza', lang: '' },
    ]);
  });

  it('answers null when GeoNames reports no result for an id', async () => {
    const { fetchImplementation } = fakeFetch(() =>
      jsonResponse({ status: { message: 'no result found', value: 15 } }),
    );
    const { gateway, warnings } = webGateway(fetchImplementation);
    expect(await gateway.get(FLORENCE_ID)).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('falls back to the offline gazetteer when fetch rejects, without logging the username', async () => {
    const { fetchImplementation } = fakeFetch((url) =>
      Promise.reject(new TypeError(`Failed to parse URL from ${url.href} (${USERNAME})`)),
    );
    const { gateway, warnings } = webGateway(fetchImplementation);
    const result = await gateway.search('florence');

    expect(result.geonames[0]?.geonameId).toBe(FLORENCE_ID);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.obj).toMatchObject({ endpoint: 'searchJSON' });
    const logged = JSON.stringify(warnings);
    expect(logged).toContain('Failed to parse URL');
    for (const spelling of [USERNAME, encodeURIComponent(USERNAME), 'secret+user%2F42']) {
      expect(logged).not.toContain(spelling);
    }
  });

  it('falls back to the offline gazetteer on a GeoNames status error', async () => {
    const { fetchImplementation } = fakeFetch(() =>
      jsonResponse({
        status: { message: `user account not enabled to use the free webservice: ${USERNAME}`, value: 10 },
      }),
    );
    const knownNames = async () => [{ name: 'Florenz', lang: 'de' }];
    const { gateway, warnings } = webGateway(fetchImplementation, { knownNames });

    expect((await gateway.search('florence')).geonames[0]?.geonameId).toBe(FLORENCE_ID);
    const florence = await gateway.get(FLORENCE_ID, 'de');
    expect(florence).toMatchObject({ geonameId: FLORENCE_ID, name: 'Florenz', toponymName: 'Florence' });

    expect(warnings.map((warning) => (warning.obj as { endpoint: string }).endpoint)).toEqual([
      'searchJSON',
      'getJSON',
    ]);
    expect(JSON.stringify(warnings)).toContain('status 10');
    expect(JSON.stringify(warnings)).not.toContain(USERNAME);
  });

  it('falls back to the offline gazetteer on a non-2xx answer', async () => {
    const { fetchImplementation } = fakeFetch(() => jsonResponse({ message: 'overloaded' }, 503));
    const { gateway, warnings } = webGateway(fetchImplementation);
    expect((await gateway.get(MUNICH_ID))?.toponymName).toBe('Munich');
    expect(JSON.stringify(warnings)).toContain('HTTP 503');
  });

  it('falls back to the offline gazetteer when the web service times out', async () => {
    const { fetchImplementation } = fakeFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const { gateway, warnings } = webGateway(fetchImplementation, { timeoutMs: 20 });
    expect((await gateway.search('florence')).geonames[0]?.geonameId).toBe(FLORENCE_ID);
    expect(JSON.stringify(warnings)).toContain('TimeoutError');
  });
});
