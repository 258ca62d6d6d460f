import { XMLParser } from 'fast-xml-parser';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { oaiPmhPlugin } from '../../server/plugins/oai-pmh.ts';
import { demoData } from '../../server/seed/demo-data.ts';
import { type DemoIds, demoIds } from './demo-ids.ts';
import { startTestServer, type TestServer } from './harness.ts';

type Edition = components['schemas']['Edition'];
type EditionListItem = components['schemas']['EditionListItem'];

const ORIGIN = 'https://catalogues.example.org';
const BASE_URL = `${ORIGIN}/oai`;
const ADMIN_EMAIL = 'harvesting@example.org';
const identifierOf = (editionId: number) => `oai:catalogues.example.org:edition:${editionId}`;
const editionIdOf = (identifier: string) => Number(identifier.split(':').at(-1));
const DATESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

let server: TestServer;
/** The same repository on the same database, seven records a page, so the demo data takes many tokens. */
let paged: FastifyInstance;
let ids: DemoIds;

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: ORIGIN, ADMIN_EMAIL });
  paged = Fastify({ logger: false });
  await paged.register(oaiPmhPlugin, {
    db: server.db,
    urls: { api: '/api', iiif: '/iiif/3', app: '/catalogues' },
    publicOrigin: ORIGIN,
    adminEmail: ADMIN_EMAIL,
    secret: 'another server, another secret for its tokens',
    pageSize: 7,
  });
  await paged.ready();
  ids = await demoIds(server);
});
afterAll(async () => {
  await paged.close();
  await server.close();
});

// ---------------------------------------------------------------------------------------------------
// Reading the answers with an independent parser

const repeated = new Set(['record', 'set', 'setSpec', 'metadataFormat', 'error', 'description']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name, path) =>
    repeated.has(name) || name.startsWith('dc:') || String(path) === 'OAI-PMH.ListIdentifiers.header',
});

interface Header {
  '@status'?: 'deleted';
  identifier: string;
  datestamp: string;
  setSpec?: string[];
}
type DublinCore = Record<string, string[] | undefined>;
interface OaiRecord {
  header: Header;
  metadata?: { 'oai_dc:dc': DublinCore };
}
interface Token {
  '#text'?: string;
  '@completeListSize': string;
  '@cursor': string;
}
type Attributes = Record<string, string>;
interface Answer {
  responseDate: string;
  request: Attributes & { '#text': string };
  error?: Array<{ '@code': string; '#text'?: string }>;
  Identify?: Record<string, unknown> & { description?: Array<Record<string, Record<string, string>>> };
  ListMetadataFormats?: { metadataFormat: Array<Record<string, string>> };
  ListSets?: { set: Array<{ setSpec: string[]; setName: string }>; resumptionToken?: Token | '' };
  ListIdentifiers?: { header: Header[]; resumptionToken?: Token };
  ListRecords?: { record: OaiRecord[]; resumptionToken?: Token };
  GetRecord?: { record: OaiRecord[] };
}

/** The request text sent, as the body of a GET's query string. */
async function oaiText(query: string, app: FastifyInstance = server.app): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/oai?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/xml; charset=utf-8');
  return response.body;
}

async function oai(query: string, app: FastifyInstance = server.app): Promise<Answer> {
  const document = parser.parse(await oaiText(query, app)) as { 'OAI-PMH': Answer };
  const answer = document['OAI-PMH'];
  // An element without attributes parses to its text alone.
  if (typeof answer.request === 'string') answer.request = { '#text': answer.request };
  expect(answer.responseDate).toMatch(DATESTAMP);
  expect(answer.request['#text']).toBe(BASE_URL);
  return answer;
}

async function oaiError(query: string, app: FastifyInstance = server.app) {
  const answer = await oai(query, app);
  expect(answer.error, `${query} should fail`).toHaveLength(1);
  return { code: answer.error?.[0]?.['@code'], request: answer.request };
}

const enc = encodeURIComponent;
const tokenText = (token: Token | '' | undefined) =>
  token && typeof token === 'object' ? token['#text'] : undefined;

interface Harvest<T> {
  items: T[];
  tokens: Array<Token | undefined>;
}

/** Follows every resumption token of a list from its first request to its end. */
async function harvest<T>(
  verb: 'ListIdentifiers' | 'ListRecords' | 'ListSets',
  args: string,
  pick: (answer: Answer) => { items: T[]; token: Token | '' | undefined },
  app: FastifyInstance = server.app,
): Promise<Harvest<T>> {
  const items: T[] = [];
  const tokens: Array<Token | undefined> = [];
  let query = `verb=${verb}${args ? `&${args}` : ''}`;
  for (let page = 0; page < 1000; page += 1) {
    const { items: more, token } = pick(await oai(query, app));
    items.push(...more);
    tokens.push(token || undefined);
    const next = tokenText(token);
    if (!next) return { items, tokens };
    query = `verb=${verb}&resumptionToken=${enc(next)}`;
  }
  throw new Error('the list never ended');
}

const headersOf = (answer: Answer) => ({
  items: answer.ListIdentifiers?.header ?? [],
  token: answer.ListIdentifiers?.resumptionToken,
});
const recordsOf = (answer: Answer) => ({
  items: answer.ListRecords?.record ?? [],
  token: answer.ListRecords?.resumptionToken,
});

async function liveEditions(): Promise<EditionListItem[]> {
  return (await server.getJson<{ editions: EditionListItem[] }>('/api/editions?per-page=9999')).editions;
}

const jsonHeaders = { 'content-type': 'application/json' };

/** A catalogue of our own with two editions, so the demo data stays as it is. */
async function newCatalogue(
  mainTitle: string,
  links: { publishers: number[]; places: number[]; holders: number[] },
) {
  const created = await server.request({
    method: 'POST',
    url: '/api/catalogues',
    headers: { ...jsonHeaders, ...server.admin },
    payload: { mainTitle, date: 'ca. 1875', ...links },
  });
  expect(created.statusCode, created.body).toBe(201);
  const catalogueId = created.json().catalogue.id as number;
  const second = await server.request({
    method: 'POST',
    url: `/api/catalogues/${catalogueId}/editions`,
    headers: { ...jsonHeaders, ...server.admin },
    payload: { title: 'Supplemento', date: '1878', ...links },
  });
  expect(second.statusCode, second.body).toBe(201);
  const { editions } = await server.getJson<{ editions: Edition[] }>(
    `/api/catalogues/${catalogueId}/editions`,
  );
  return { catalogueId, editionIds: editions.map((edition) => edition.id) };
}

// ---------------------------------------------------------------------------------------------------

describe('a harvester identifying the repository', () => {
  it('learns its name, base URL, protocol, contact, earliest datestamp, deletion policy and granularity', async () => {
    const answer = await oai('verb=Identify');
    const identify = answer.Identify ?? {};
    expect(identify.repositoryName).toBeTruthy();
    expect(identify.baseURL).toBe(BASE_URL);
    expect(identify.protocolVersion).toBe('2.0');
    expect(identify.adminEmail).toBe(ADMIN_EMAIL);
    expect(identify.earliestDatestamp).toMatch(DATESTAMP);
    expect(identify.deletedRecord).toBe('persistent');
    expect(identify.granularity).toBe('YYYY-MM-DDThh:mm:ssZ');
    const description = identify.description?.[0]?.['oai-identifier'];
    expect(description?.repositoryIdentifier).toBe('catalogues.example.org');
    expect(description?.sampleIdentifier).toBe(identifierOf(1));
    expect(answer.request['@verb']).toBe('Identify');
  });

  it('is told no record is older than the earliest datestamp', async () => {
    const earliest = String((await oai('verb=Identify')).Identify?.earliestDatestamp);
    const { items } = await harvest('ListIdentifiers', 'metadataPrefix=oai_dc', headersOf);
    expect(items.every((header) => header.datestamp >= earliest)).toBe(true);
    expect(items.some((header) => header.datestamp === earliest)).toBe(true);
  });
});

describe('metadata formats and sets', () => {
  it('oai_dc is the format, for the repository and for any one record', async () => {
    const [edition] = await liveEditions();
    for (const query of [
      'verb=ListMetadataFormats',
      `verb=ListMetadataFormats&identifier=${identifierOf(edition?.id ?? 0)}`,
    ]) {
      const formats = (await oai(query)).ListMetadataFormats?.metadataFormat;
      expect(formats).toEqual([
        {
          metadataPrefix: 'oai_dc',
          schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
          metadataNamespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
        },
      ]);
    }
  });

  it('every publisher and every place is a set, with its name, below the sets publisher and place', async () => {
    const sets = (await oai('verb=ListSets')).ListSets?.set ?? [];
    const names = new Map(sets.map((set) => [set.setSpec[0], set.setName]));
    expect(names.has('publisher')).toBe(true);
    expect(names.has('place')).toBe(true);
    for (const publisher of demoData.publishers) {
      expect(names.get(`publisher:${ids.publishers.get(publisher.key)}`)).toBe(
        `Publisher: ${publisher.name}`,
      );
    }
    for (const place of demoData.places) {
      expect(names.get(`place:${ids.places.get(place.key)}`)).toBe(`Place: ${place.names.EN}`);
    }
  });

  it('a long list of sets comes in pages, each set once', async () => {
    const whole = (await oai('verb=ListSets')).ListSets?.set ?? [];
    const { items, tokens } = await harvest(
      'ListSets',
      '',
      (answer) => ({ items: answer.ListSets?.set ?? [], token: answer.ListSets?.resumptionToken }),
      paged,
    );
    expect(tokens.length).toBe(Math.ceil(whole.length / 7));
    expect(items.map((set) => set.setSpec[0])).toEqual(whole.map((set) => set.setSpec[0]));
    expect(tokens.map((token) => token?.['@cursor'])).toEqual(tokens.map((_, page) => String(page * 7)));
    expect(new Set(tokens.map((token) => token?.['@completeListSize']))).toEqual(
      new Set([String(whole.length)]),
    );
  });
});

describe('a full harvest', () => {
  it('of the demo data through every resumption token returns every edition exactly once', async () => {
    const editions = await liveEditions();
    const { items, tokens } = await harvest('ListRecords', 'metadataPrefix=oai_dc', recordsOf, paged);
    const live = items.filter((record) => record.header['@status'] !== 'deleted');
    const harvested = live.map((record) => editionIdOf(record.header.identifier));
    expect(harvested.length).toBe(new Set(harvested).size);
    expect(harvested.sort((a, b) => a - b)).toEqual(
      editions.map((edition) => edition.id).sort((a, b) => a - b),
    );
    expect(live.every((record) => record.metadata?.['oai_dc:dc'])).toBe(true);
    // Pages of seven, numbered by cursor, the list's size on every token, the last token empty.
    expect(tokens.length).toBe(Math.ceil(items.length / 7));
    expect(tokens.map((token) => Number(token?.['@cursor']))).toEqual(tokens.map((_, page) => page * 7));
    expect(tokens.every((token) => Number(token?.['@completeListSize']) === items.length)).toBe(true);
    expect(tokens.at(-1)?.['#text']).toBeUndefined();
    // Records come in datestamp order.
    const datestamps = items.map((record) => record.header.datestamp);
    expect(datestamps).toEqual([...datestamps].sort());
  });

  it('in pages of 100 gives the same identifiers as in pages of seven', async () => {
    const big = await harvest('ListIdentifiers', 'metadataPrefix=oai_dc', headersOf);
    const small = await harvest('ListIdentifiers', 'metadataPrefix=oai_dc', headersOf, paged);
    expect(big.items.map((header) => header.identifier)).toEqual(
      small.items.map((header) => header.identifier),
    );
    expect(big.tokens.length).toBe(Math.max(1, Math.ceil(big.items.length / 100)));
  });

  it('a record says what the edition page says: title, firm, date, places, holders, addresses', async () => {
    const catalogueId = ids.catalogues.get(demoData.catalogues[0]?.key ?? '') as number;
    const { editions } = await server.getJson<{ editions: Edition[] }>(
      `/api/catalogues/${catalogueId}/editions?lang=en`,
    );
    for (const edition of editions) {
      const answer = await oai(`verb=GetRecord&identifier=${identifierOf(edition.id)}&metadataPrefix=oai_dc`);
      expect(answer.request).toMatchObject({
        '@verb': 'GetRecord',
        '@identifier': identifierOf(edition.id),
        '@metadataPrefix': 'oai_dc',
      });
      const record = answer.GetRecord?.record[0];
      expect(record?.header.identifier).toBe(identifierOf(edition.id));
      expect(record?.header.datestamp).toMatch(DATESTAMP);
      expect(record?.header.setSpec).toEqual([
        ...edition.publishers.map((publisher) => `publisher:${publisher.id}`),
        ...edition.places.map((place) => `place:${place.id}`),
      ]);
      const dc = record?.metadata?.['oai_dc:dc'] ?? {};
      expect(dc['dc:title']).toEqual([edition.title ?? edition.catalogue.mainTitle]);
      expect(dc['dc:creator']).toEqual(edition.publishers.map((publisher) => publisher.name));
      expect(dc['dc:publisher']).toEqual(edition.publishers.map((publisher) => publisher.name));
      // The EDTF first (ISO 8601-2; staff's "uncertain" mark as `?` on a date it does not qualify), then as written.
      const published =
        edition.dateEdtf && edition.dateUncertain && !/[~?%]/.test(edition.dateEdtf)
          ? edition.dateEdtf.replace(/([\dX])(?=\/|$)/g, '$1?')
          : edition.dateEdtf;
      const dates = [...new Set([published, edition.date?.trim()].filter(Boolean))];
      expect(dc['dc:date']).toEqual(dates.length > 0 ? dates : undefined);
      expect(dc['dc:coverage']).toEqual(edition.places.map((place) => place.name));
      expect(dc['dc:type']).toEqual(['Text', 'sales catalogue']);
      expect(dc['dc:format']?.includes('application/pdf')).toBe(edition.pdf !== null);
      expect(dc['dc:identifier']).toEqual([
        `${ORIGIN}/catalogues/catalogues/${catalogueId}/edition/${edition.id}`,
      ]);
      expect(dc['dc:relation']).toEqual([`${ORIGIN}/catalogues/catalogues/${catalogueId}`]);
      for (const holder of edition.holders) expect(dc['dc:source']).toContain(holder.name);
    }
  });

  it('a date is its EDTF and then as written, and a staff correction of the EDTF reaches the harvester', async () => {
    const { catalogueId, editionIds } = await newCatalogue('Catalogo (date per OAI)', {
      publishers: [],
      places: [],
      holders: [],
    });
    const [first, second] = editionIds as [number, number];
    const datesOf = async (editionId: number) =>
      (await oai(`verb=GetRecord&identifier=${identifierOf(editionId)}&metadataPrefix=oai_dc`)).GetRecord
        ?.record[0]?.metadata?.['oai_dc:dc']['dc:date'];
    expect(await datesOf(first)).toEqual(['1875~', 'ca. 1875']);
    // A plain year is one date: the EDTF and the written date say the same.
    expect(await datesOf(second)).toEqual(['1878']);
    const corrected = await server.request({
      method: 'PUT',
      url: `/api/catalogues/${catalogueId}/editions/${first}`,
      headers: { ...jsonHeaders, ...server.admin },
      payload: { dateEdtf: '1873/1874' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await datesOf(first)).toEqual(['1873/1874', 'ca. 1875']);
  });

  it('text staff typed comes back as typed, markup characters included', async () => {
    const title = `Fotografie & Co. <"Roma"> l'album ${'é'}`;
    const { editionIds } = await newCatalogue(title, { publishers: [], places: [], holders: [] });
    const first = editionIds[0] as number;
    const record = (await oai(`verb=GetRecord&identifier=${identifierOf(first)}&metadataPrefix=oai_dc`))
      .GetRecord?.record[0];
    expect(record?.metadata?.['oai_dc:dc']['dc:title']).toEqual([title]);
  });
});

describe('selective harvesting', () => {
  it('by a publisher or a place gives exactly the editions in it', async () => {
    const editions = await liveEditions();
    const alinari = ids.publishers.get('alinari') as number;
    const florence = ids.places.get('florence') as number;
    const cases: Array<[string, (edition: EditionListItem) => boolean]> = [
      [`publisher:${alinari}`, (edition) => edition.publishers.some((publisher) => publisher.id === alinari)],
      [`place:${florence}`, (edition) => edition.places.some((place) => place.id === florence)],
      ['publisher', (edition) => edition.publishers.length > 0],
    ];
    for (const [set, belongs] of cases) {
      const { items } = await harvest(
        'ListIdentifiers',
        `metadataPrefix=oai_dc&set=${set}`,
        headersOf,
        paged,
      );
      const live = items.filter((header) => header['@status'] !== 'deleted');
      const expected = editions.filter(belongs).map((edition) => edition.id);
      expect(expected.length, set).toBeGreaterThan(0);
      expect(
        live.map((header) => editionIdOf(header.identifier)).sort((a, b) => a - b),
        set,
      ).toEqual(expected.sort((a, b) => a - b));
      if (set.includes(':')) expect(live.every((header) => header.setSpec?.includes(set))).toBe(true);
    }
  });

  it('by modification time takes from and until inclusively, at both granularities', async () => {
    const { items } = await harvest('ListIdentifiers', 'metadataPrefix=oai_dc', headersOf);
    const datestamps = [...new Set(items.map((header) => header.datestamp))].sort();
    const latest = datestamps.at(-1) as string;
    const identifiers = (predicate: (datestamp: string) => boolean) =>
      items.filter((header) => predicate(header.datestamp)).map((header) => header.identifier);
    const listed = async (args: string) =>
      (await harvest('ListIdentifiers', `metadataPrefix=oai_dc&${args}`, headersOf, paged)).items.map(
        (header) => header.identifier,
      );
    const secondBefore = new Date(Date.parse(latest) - 1000).toISOString().replace('.000Z', 'Z');
    expect(await listed(`from=${latest}`)).toEqual(identifiers((d) => d >= latest));
    expect(await listed(`until=${secondBefore}`)).toEqual(identifiers((d) => d <= secondBefore));
    expect(await listed(`from=${latest}&until=${latest}`)).toEqual(identifiers((d) => d === latest));
    const day = latest.slice(0, 10);
    expect(await listed(`from=${day}`)).toEqual(identifiers((d) => d.slice(0, 10) >= day));
    expect(await listed(`from=${day}&until=${day}`)).toEqual(identifiers((d) => d.slice(0, 10) === day));
    expect((await oaiError('verb=ListIdentifiers&metadataPrefix=oai_dc&from=2999-01-01')).code).toBe(
      'noRecordsMatch',
    );
    expect((await oaiError('verb=ListRecords&metadataPrefix=oai_dc&until=1900-01-01')).code).toBe(
      'noRecordsMatch',
    );
  });

  it('a new record is listed from its datestamp on', async () => {
    const before = await harvest('ListIdentifiers', 'metadataPrefix=oai_dc', headersOf);
    const latest = before.items
      .map((header) => header.datestamp)
      .sort()
      .at(-1) as string;
    const { editionIds } = await newCatalogue('Catalogo nuovissimo', {
      publishers: [],
      places: [],
      holders: [],
    });
    const { items } = await harvest('ListIdentifiers', `metadataPrefix=oai_dc&from=${latest}`, headersOf);
    const identifiers = items.map((header) => header.identifier);
    for (const id of editionIds) expect(identifiers).toContain(identifierOf(id));
  });
});

describe('deleted records', () => {
  it('a deleted edition, and the editions of a deleted catalogue, stay in the lists as deleted', async () => {
    const alinari = ids.publishers.get('alinari') as number;
    const florence = ids.places.get('florence') as number;
    const holder = [...ids.holders.values()][0] as number;
    const { catalogueId, editionIds } = await newCatalogue('Catalogo da cancellare', {
      publishers: [alinari],
      places: [florence],
      holders: [holder],
    });
    const [first, second] = editionIds as [number, number];
    const removed = await server.request({
      method: 'DELETE',
      url: `/api/catalogues/${catalogueId}/editions/${second}`,
      headers: server.admin,
    });
    expect(removed.statusCode, removed.body).toBe(204);

    const record = (await oai(`verb=GetRecord&identifier=${identifierOf(second)}&metadataPrefix=oai_dc`))
      .GetRecord?.record[0];
    expect(record?.header['@status']).toBe('deleted');
    expect(record?.header.datestamp).toMatch(DATESTAMP);
    expect(record?.header.setSpec).toEqual([`publisher:${alinari}`, `place:${florence}`]);
    expect(record?.metadata).toBeUndefined();
    const formats = await oai(`verb=ListMetadataFormats&identifier=${identifierOf(second)}`);
    expect(formats.ListMetadataFormats?.metadataFormat).toHaveLength(1);

    const gone = await server.request({
      method: 'DELETE',
      url: `/api/catalogues/${catalogueId}`,
      headers: server.admin,
    });
    expect(gone.statusCode, gone.body).toBe(204);

    for (const args of ['', `&set=publisher:${alinari}`, `&set=place:${florence}`, '&set=place']) {
      const { items } = await harvest('ListRecords', `metadataPrefix=oai_dc${args}`, recordsOf, paged);
      for (const id of [first, second]) {
        const found = items.filter((item) => item.header.identifier === identifierOf(id));
        expect(found, `${id}${args}`).toHaveLength(1);
        expect(found[0]?.header['@status']).toBe('deleted');
        expect(found[0]?.metadata).toBeUndefined();
      }
    }
    const deletedAt = (await oai(`verb=GetRecord&identifier=${identifierOf(first)}&metadataPrefix=oai_dc`))
      .GetRecord?.record[0]?.header.datestamp as string;
    const since = await harvest('ListIdentifiers', `metadataPrefix=oai_dc&from=${deletedAt}`, headersOf);
    expect(since.items.map((header) => header.identifier)).toContain(identifierOf(first));
  });
});

describe('protocol errors', () => {
  it('a missing, unknown or repeated verb is badVerb, and only the base URL is echoed', async () => {
    for (const query of ['', 'verb=', 'verb=Harvest', 'verb=identify', 'verb=Identify&verb=Identify']) {
      const { code, request } = await oaiError(query);
      expect(code, query).toBe('badVerb');
      expect(Object.keys(request), query).toEqual(['#text']);
    }
  });

  it('unknown, missing, repeated, exclusive-breaking or ill-formed arguments are badArgument', async () => {
    const [edition] = await liveEditions();
    const id = identifierOf(edition?.id ?? 0);
    const token = tokenText(
      (await oai('verb=ListIdentifiers&metadataPrefix=oai_dc', paged)).ListIdentifiers?.resumptionToken,
    ) as string;
    for (const query of [
      'verb=Identify&set=publisher',
      'verb=Identify&resumptionToken=abc',
      'verb=ListRecords',
      'verb=ListIdentifiers&from=2020-01-01',
      'verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc',
      'verb=ListRecords&metadataPrefix=oai_dc&identifier=x',
      `verb=GetRecord&identifier=${id}`,
      'verb=GetRecord&metadataPrefix=oai_dc',
      `verb=GetRecord&identifier=${id}&metadataPrefix=oai_dc&from=2020-01-01`,
      'verb=ListMetadataFormats&metadataPrefix=oai_dc',
      'verb=ListSets&set=publisher',
      'verb=ListRecords&metadataPrefix=oai_dc&from=yesterday',
      'verb=ListRecords&metadataPrefix=oai_dc&from=2024-02-30',
      'verb=ListRecords&metadataPrefix=oai_dc&until=2024-01-01T25:00:00Z',
      'verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-01T10:00:00',
      'verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-02&until=2024-01-01',
      'verb=ListRecords&metadataPrefix=oai_dc&from=2024-01-01&until=2024-01-02T00:00:00Z',
      `verb=ListIdentifiers&metadataPrefix=oai_dc&resumptionToken=${enc(token)}`,
    ]) {
      const { code, request } = await oaiError(query);
      expect(code, query).toBe('badArgument');
      expect(Object.keys(request), query).toEqual(['#text']);
    }
  });

  it('a malformed, altered, foreign or misdirected resumption token is badResumptionToken', async () => {
    const token = tokenText(
      (await oai('verb=ListIdentifiers&metadataPrefix=oai_dc', paged)).ListIdentifiers?.resumptionToken,
    ) as string;
    const [payload, signature] = token.split('.') as [string, string];
    const state = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const altered = `${Buffer.from(JSON.stringify({ ...state, cursor: 0 })).toString('base64url')}.${signature}`;
    const setsToken = tokenText((await oai('verb=ListSets', paged)).ListSets?.resumptionToken) as string;
    const cases: Array<[string, FastifyInstance]> = [
      ['verb=ListIdentifiers&resumptionToken=garbage', paged],
      ['verb=ListIdentifiers&resumptionToken=', paged],
      [`verb=ListIdentifiers&resumptionToken=${enc(altered)}`, paged],
      [`verb=ListIdentifiers&resumptionToken=${enc(token)}`, server.app],
      [`verb=ListRecords&resumptionToken=${enc(token)}`, paged],
      [`verb=ListRecords&resumptionToken=${enc(setsToken)}`, paged],
      [`verb=ListSets&resumptionToken=${enc(token)}`, paged],
    ];
    for (const [query, app] of cases) {
      const { code, request } = await oaiError(query, app);
      expect(code, query).toBe('badResumptionToken');
      expect(request['@resumptionToken'], query).toBeDefined();
    }
    expect(
      (await oai(`verb=ListIdentifiers&resumptionToken=${enc(token)}`, paged)).ListIdentifiers?.header,
    ).toHaveLength(7);
  });

  it('a format other than oai_dc is cannotDisseminateFormat', async () => {
    const [edition] = await liveEditions();
    for (const query of [
      'verb=ListRecords&metadataPrefix=marc21',
      'verb=ListIdentifiers&metadataPrefix=',
      `verb=GetRecord&identifier=${identifierOf(edition?.id ?? 0)}&metadataPrefix=mods`,
    ]) {
      const { code, request } = await oaiError(query);
      expect(code, query).toBe('cannotDisseminateFormat');
      expect(request['@verb'], query).toBeDefined();
    }
  });

  it('an identifier that names no record is idDoesNotExist', async () => {
    for (const query of [
      'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:elsewhere.org:edition:1',
      'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:catalogues.example.org:edition:99999999',
      'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:catalogues.example.org:edition:99999999999',
      'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:catalogues.example.org:edition:01',
      'verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:catalogues.example.org:catalogue:1',
      'verb=ListMetadataFormats&identifier=1',
    ]) {
      const { code, request } = await oaiError(query);
      expect(code, query).toBe('idDoesNotExist');
      expect(request['@identifier'], query).toBeDefined();
    }
  });

  it('a set that does not exist, or a range with nothing in it, is noRecordsMatch', async () => {
    for (const query of [
      'verb=ListRecords&metadataPrefix=oai_dc&set=publisher:2147483647',
      'verb=ListRecords&metadataPrefix=oai_dc&set=publisher:99999999999',
      'verb=ListIdentifiers&metadataPrefix=oai_dc&set=holder:1',
      'verb=ListIdentifiers&metadataPrefix=oai_dc&from=2999-01-01T00:00:00Z',
    ]) {
      expect((await oaiError(query)).code, query).toBe('noRecordsMatch');
    }
  });

  it('sets exist, so ListSets never answers noSetHierarchy', async () => {
    expect((await oai('verb=ListSets')).error).toBeUndefined();
  });
});

describe('GET and POST', () => {
  it('give the same answer', async () => {
    const [edition] = await liveEditions();
    const token = tokenText(
      (await oai('verb=ListRecords&metadataPrefix=oai_dc', paged)).ListRecords?.resumptionToken,
    ) as string;
    const withoutDate = (xml: string) => xml.replace(/<responseDate>[^<]*<\/responseDate>/, '');
    for (const query of [
      'verb=Identify',
      'verb=ListMetadataFormats',
      'verb=ListSets',
      `verb=GetRecord&identifier=${enc(identifierOf(edition?.id ?? 0))}&metadataPrefix=oai_dc`,
      'verb=ListIdentifiers&metadataPrefix=oai_dc&from=2000-01-01',
      `verb=ListRecords&resumptionToken=${enc(token)}`,
      'verb=Nothing',
      'verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc',
    ]) {
      const app = query.includes('resumptionToken') ? paged : server.app;
      const posted = await app.inject({
        method: 'POST',
        url: '/oai',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: query,
      });
      expect(posted.statusCode).toBe(200);
      expect(posted.headers['content-type']).toBe('text/xml; charset=utf-8');
      expect(withoutDate(posted.body), query).toBe(withoutDate(await oaiText(query, app)));
    }
  });

  it('a POST body other than a form is refused', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/oai',
      headers: { 'content-type': 'application/json' },
      payload: { verb: 'Identify' },
    });
    expect(response.statusCode).toBe(415);
  });
});
