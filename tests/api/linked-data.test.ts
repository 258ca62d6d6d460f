import jsonld from 'jsonld';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { startTestServer, type TestServer } from './harness.ts';

type Publisher = components['schemas']['Publisher'];
type Holder = components['schemas']['Holder'];
type Node = Record<string, unknown>;

/**
 * Every record's API address answers `Accept: application/ld+json` with its schema.org
 * description: the same as its public page's head, under our own published context, which a
 * JSON-LD processor loads from this server (nothing else: the tests run offline).
 */

const origin = 'https://photo.example.org';
const app = `${origin}/catalogues`;
const contextUrl = `${origin}/api/context.jsonld`;
const schema = 'http://schema.org/';
const florenceGeonames = 'https://sws.geonames.org/3176959/';

let server: TestServer;
let ids: {
  catalogue: number;
  edition: number;
  rangeEdition: number;
  place: number;
  firm: number;
  plainFirm: number;
  holder: number;
};

const post = async <T>(url: string, payload: object): Promise<T> => {
  const response = await server.request({ method: 'POST', url, headers: server.admin, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
};

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: origin });
  const firm = await post<{ publisher: Publisher[] }>('/api/publishers', {
    name: 'Fratelli Alinari (linked data)',
    activeFrom: 1852,
    wikidata: 'q1056526',
    ulan: 'http://vocab.getty.edu/ulan/500115588',
    isni: '0000 0001 2103 2683',
  });
  const plainFirm = await post<{ publisher: Publisher[] }>('/api/publishers', { name: 'Giacomo Brogi (ld)' });
  const holder = await post<{ holder: Holder }>('/api/holders', {
    name: 'Kunsthistorisches Institut in Florenz (ld)',
    label: 'KHI',
    wikidata: 'Q1720139',
    isil: 'DE-2553',
  });
  const [florence] = await server.db.query<{ id: number }>(
    "select id from places where names ->> 'EN' = 'Florence'",
  );
  const firmId = firm.publisher[0]?.id ?? 0;
  const plainFirmId = plainFirm.publisher[0]?.id ?? 0;
  const { catalogue } = await post<{ catalogue: { id: number; editions: Array<{ id: number }> } }>(
    '/api/catalogues',
    {
      mainTitle: 'Catalogo delle fotografie (linked data)',
      title: 'Catalogo LD',
      date: 'ca. 1890',
      dateUncertain: true,
      editionEnumeration: 'Prima edizione',
      publishers: [firmId, plainFirmId],
      places: [florence?.id],
      holders: [holder.holder.id],
    },
  );
  const { edition: rangeEdition } = await post<{ edition: { id: number } }>(
    `/api/catalogues/${catalogue.id}/editions`,
    { date: '1885-1890', publishers: [firmId], places: [florence?.id] },
  );
  ids = {
    catalogue: catalogue.id,
    edition: catalogue.editions[0]?.id ?? 0,
    rangeEdition: rangeEdition.id,
    place: florence?.id ?? 0,
    firm: firmId,
    plainFirm: plainFirmId,
    holder: holder.holder.id,
  };
});
afterAll(() => server?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.request({ method: 'GET', url, headers });

/** Loads our context from the test server itself, and refuses any other document. */
async function documentLoader(url: string) {
  if (url !== contextUrl) throw new Error(`the test loads no document but our context, not ${url}`);
  const response = await get(new URL(url).pathname);
  expect(response.statusCode).toBe(200);
  return { contextUrl: null, documentUrl: url, document: response.json() };
}

/** The record's JSON-LD, checked as a JSON-LD answer. */
async function linkedData(url: string, headers: Record<string, string> = { accept: 'application/ld+json' }) {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
  expect(response.headers.vary).toMatch(/Accept/);
  const document = response.json<Node>();
  expect(document['@context']).toBe(contextUrl);
  return document;
}

/** Every key of a node and of the nodes in it, keywords aside. */
function termsOf(value: unknown, terms = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) termsOf(item, terms);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (!key.startsWith('@')) terms.add(key);
      termsOf(child, terms);
    }
  }
  return terms;
}

/** Every property IRI of an expanded document. */
function propertiesOf(value: unknown, properties = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) propertiesOf(item, properties);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (!key.startsWith('@')) properties.add(key);
      propertiesOf(child, properties);
    }
  }
  return properties;
}

/**
 * Expands the document with a real JSON-LD processor: it must load our context, drop no term
 * (every key becomes a property) and give schema.org's IRIs.
 */
async function expand(document: Node): Promise<Node> {
  const expanded = await jsonld.expand(document, { documentLoader });
  expect(expanded).toHaveLength(1);
  const properties = propertiesOf(expanded);
  expect([...properties].filter((iri) => !iri.startsWith(schema))).toEqual([]);
  expect([...properties].map((iri) => iri.slice(schema.length)).sort()).toEqual(
    [...termsOf(document)].sort(),
  );
  return expanded[0] as Node;
}

const values = (node: Node, term: string) => (node[`${schema}${term}`] ?? []) as Node[];
const idsOf = (node: Node, term: string) => values(node, term).map((value) => value['@id']);
const literals = (node: Node, term: string) => values(node, term).map((value) => value['@value']);

describe('the context', () => {
  it('is published as JSON-LD, cacheable, mapping our terms to schema.org', async () => {
    const response = await get('/api/context.jsonld');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const { '@context': context } = response.json<{ '@context': Record<string, unknown> }>();
    expect(context).toMatchObject({
      schema,
      Book: 'schema:Book',
      publisher: 'schema:publisher',
      sameAs: { '@id': 'schema:sameAs', '@type': '@id' },
    });
  });
});

describe('each record answers JSON-LD at its API address', () => {
  it('an edition: a Book by its firm, published in its place, held by its holder, its date as written', async () => {
    const url = `/api/catalogues/${ids.catalogue}/editions/${ids.edition}`;
    const document = await linkedData(url);
    const page = `${app}/catalogues/${ids.catalogue}/edition/${ids.edition}`;
    expect(document).toMatchObject({
      '@id': page,
      '@type': ['Book', 'ArchiveComponent'],
      name: 'Catalogo delle fotografie (linked data)',
      bookEdition: 'Prima edizione',
      // The date as written, and honestly: circa 1890 (ISO 8601-2), not 1890.
      temporal: 'ca. 1890',
      datePublished: '1890~',
      publisher: [
        {
          '@type': 'Organization',
          '@id': `${app}/publisher/${ids.firm}`,
          name: 'Fratelli Alinari (linked data)',
        },
        { '@type': 'Organization', '@id': `${app}/publisher/${ids.plainFirm}`, name: 'Giacomo Brogi (ld)' },
      ],
      locationCreated: [
        { '@type': 'Place', '@id': `${app}/place/${ids.place}`, name: 'Florence', sameAs: florenceGeonames },
      ],
      holdingArchive: [
        {
          '@type': 'ArchiveOrganization',
          '@id': `${app}/holders/${ids.holder}/catalogues`,
          name: 'Kunsthistorisches Institut in Florenz (ld)',
        },
      ],
      exampleOfWork: { '@type': 'Book', '@id': `${app}/catalogues/${ids.catalogue}` },
    });
    const expanded = await expand(document);
    expect(expanded['@id']).toBe(page);
    expect(expanded['@type']).toEqual([`${schema}Book`, `${schema}ArchiveComponent`]);
    expect(idsOf(expanded, 'publisher')).toEqual([
      `${app}/publisher/${ids.firm}`,
      `${app}/publisher/${ids.plainFirm}`,
    ]);
    expect(values(values(expanded, 'publisher')[0] as Node, 'name')).toEqual([
      { '@value': 'Fratelli Alinari (linked data)' },
    ]);
    const place = values(expanded, 'locationCreated')[0] as Node;
    expect(place['@type']).toEqual([`${schema}Place`]);
    // sameAs is an IRI, not text.
    expect(idsOf(place, 'sameAs')).toEqual([florenceGeonames]);
    expect(idsOf(expanded, 'holdingArchive')).toEqual([`${app}/holders/${ids.holder}/catalogues`]);
    expect(literals(expanded, 'temporal')).toEqual(['ca. 1890']);
    expect(literals(expanded, 'datePublished')).toEqual(['1890~']);
  });

  it('an edition dated by a range gives both years', async () => {
    const document = await linkedData(`/api/catalogues/${ids.catalogue}/editions/${ids.rangeEdition}`);
    expect(document).toMatchObject({ temporal: '1885-1890', datePublished: '1885/1890' });
    await expand(document);
  });

  it('an edition dated "before 1900", or "1890s", publishes its EDTF; a staff correction replaces it', async () => {
    const { edition } = await post<{ edition: { id: number } }>(`/api/catalogues/${ids.catalogue}/editions`, {
      date: 'before 1900',
    });
    const url = `/api/catalogues/${ids.catalogue}/editions/${edition.id}`;
    expect(await linkedData(url)).toMatchObject({ temporal: 'before 1900', datePublished: '../1899' });
    const decade = await server.request({
      method: 'PUT',
      url,
      headers: server.admin,
      payload: { date: '1890s' },
    });
    expect(decade.statusCode, decade.body).toBe(200);
    expect(await linkedData(url)).toMatchObject({ temporal: '1890s', datePublished: '189X' });
    const corrected = await server.request({
      method: 'PUT',
      url,
      headers: server.admin,
      payload: { dateEdtf: '1893-05' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const document = await linkedData(url);
    expect(document).toMatchObject({ temporal: '1890s', datePublished: '1893-05' });
    expect(literals(await expand(document), 'datePublished')).toEqual(['1893-05']);
    const removed = await server.request({ method: 'DELETE', url, headers: server.admin });
    expect(removed.statusCode, removed.body).toBe(204);
  });

  it('a catalogue: a Book with its firms, places, holders and editions', async () => {
    const document = await linkedData(`/api/catalogues/${ids.catalogue}`);
    expect(document).toMatchObject({
      '@id': `${app}/catalogues/${ids.catalogue}`,
      '@type': ['Book', 'ArchiveComponent'],
      name: 'Catalogo delle fotografie (linked data)',
      alternateName: 'Catalogo LD',
      temporal: 'ca. 1890',
      datePublished: '1890~',
      publisher: [{ '@id': `${app}/publisher/${ids.firm}` }, { '@id': `${app}/publisher/${ids.plainFirm}` }],
      locationCreated: [{ name: 'Florence', sameAs: florenceGeonames }],
      holdingArchive: [{ '@id': `${app}/holders/${ids.holder}/catalogues` }],
      workExample: [
        { '@type': 'Book', '@id': `${app}/catalogues/${ids.catalogue}/edition/${ids.edition}` },
        {
          '@id': `${app}/catalogues/${ids.catalogue}/edition/${ids.rangeEdition}`,
          datePublished: '1885/1890',
        },
      ],
    });
    const expanded = await expand(document);
    expect(expanded['@type']).toEqual([`${schema}Book`, `${schema}ArchiveComponent`]);
    expect(idsOf(expanded, 'workExample')).toHaveLength(2);
  });

  it('a place: the same as its GeoNames record, with its coordinates', async () => {
    const document = await linkedData(`/api/places/${ids.place}`);
    expect(document).toMatchObject({
      '@id': `${app}/place/${ids.place}`,
      '@type': 'Place',
      name: 'Florence',
      sameAs: florenceGeonames,
      geo: { '@type': 'GeoCoordinates' },
    });
    const expanded = await expand(document);
    expect(expanded['@type']).toEqual([`${schema}Place`]);
    expect(idsOf(expanded, 'sameAs')).toEqual([florenceGeonames]);
    const geo = values(expanded, 'geo')[0] as Node;
    expect(typeof literals(geo, 'latitude')[0]).toBe('number');
  });

  it('a publisher: an Organization the same as its Wikidata, ULAN and ISNI records', async () => {
    const document = await linkedData(`/api/publishers/${ids.firm}`);
    const sameAs = [
      'https://www.wikidata.org/entity/Q1056526',
      'http://vocab.getty.edu/ulan/500115588',
      'https://isni.org/isni/0000000121032683',
    ];
    expect(document).toMatchObject({
      '@id': `${app}/publisher/${ids.firm}`,
      '@type': 'Organization',
      name: 'Fratelli Alinari (linked data)',
      foundingDate: '1852',
      sameAs,
      location: [{ '@id': `${app}/place/${ids.place}` }],
    });
    const expanded = await expand(document);
    expect(expanded['@type']).toEqual([`${schema}Organization`]);
    expect(idsOf(expanded, 'sameAs')).toEqual(sameAs);
    // A firm without authority ids says nothing of them.
    expect(await linkedData(`/api/publishers/${ids.plainFirm}`)).not.toHaveProperty('sameAs');
  });

  it('a holder: an archive the same as its Wikidata record, its ISIL an identifier', async () => {
    const document = await linkedData(`/api/holders/${ids.holder}`);
    expect(document).toMatchObject({
      '@id': `${app}/holders/${ids.holder}/catalogues`,
      '@type': 'ArchiveOrganization',
      name: 'Kunsthistorisches Institut in Florenz (ld)',
      alternateName: 'KHI',
      sameAs: 'https://www.wikidata.org/entity/Q1720139',
      identifier: { '@type': 'PropertyValue', propertyID: 'ISIL', value: 'DE-2553' },
    });
    const expanded = await expand(document);
    expect(expanded['@type']).toEqual([`${schema}ArchiveOrganization`]);
    expect(idsOf(expanded, 'sameAs')).toEqual(['https://www.wikidata.org/entity/Q1720139']);
    const identifier = values(expanded, 'identifier')[0] as Node;
    expect(identifier['@type']).toEqual([`${schema}PropertyValue`]);
    expect(literals(identifier, 'propertyID')).toEqual(['ISIL']);
    expect(literals(identifier, 'value')).toEqual(['DE-2553']);
  });

  it('a record of the demo data, uncreated by this suite, expands too', async () => {
    const [edition] = await server.db.query<{ catalogue_id: number; id: number }>(
      'select catalogue_id, id from editions where pdf_file_id is not null order by id limit 1',
    );
    const document = await linkedData(`/api/catalogues/${edition?.catalogue_id}/editions/${edition?.id}`);
    // Its PDF, absolute on the public origin.
    expect(document.encoding).toMatchObject({
      '@type': 'MediaObject',
      contentUrl: `${origin}/api/catalogues/${edition?.catalogue_id}/editions/${edition?.id}/pdf`,
      encodingFormat: 'application/pdf',
    });
    await expand(document);
    await expand(await linkedData(`/api/catalogues/${edition?.catalogue_id}`));
  });

  it('is what the record’s public page carries in its head, under schema.org’s context', async () => {
    const pages: Array<[string, string]> = [
      [`/api/catalogues/${ids.catalogue}`, `/catalogues/catalogues/${ids.catalogue}`],
      [
        `/api/catalogues/${ids.catalogue}/editions/${ids.edition}`,
        `/catalogues/catalogues/${ids.catalogue}/edition/${ids.edition}`,
      ],
      [`/api/places/${ids.place}`, `/catalogues/place/${ids.place}`],
      [`/api/publishers/${ids.firm}`, `/catalogues/publisher/${ids.firm}`],
      [`/api/holders/${ids.holder}`, `/catalogues/holders/${ids.holder}/catalogues`],
    ];
    for (const [api, page] of pages) {
      const { '@context': ours, ...described } = await linkedData(api);
      const head = await server.app.pageHead?.(page);
      const { '@context': theirs, ...inHead } = head?.jsonLd ?? {};
      expect(ours).toBe(contextUrl);
      expect(theirs).toBe('https://schema.org');
      expect(inHead, page).toEqual(described);
      // The head links the record's JSON-LD.
      expect(head?.alternates).toContainEqual({
        href: `${origin}${api}?format=jsonld`,
        type: 'application/ld+json',
        title: 'JSON-LD',
      });
    }
  });
});

describe('asking for JSON-LD', () => {
  const place = () => `/api/places/${ids.place}`;

  it('by format=jsonld, which decides over Accept', async () => {
    await linkedData(`${place()}?format=jsonld`, {});
    await linkedData(`${place()}?format=jsonld`, { accept: 'application/json' });
    await linkedData(`/api/catalogues/${ids.catalogue}?format=jsonld`, { accept: 'text/csv' });
    const json = await get(`${place()}?format=json`, { accept: 'application/ld+json' });
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('by Accept only when it weighs JSON-LD above JSON: a tie goes to JSON', async () => {
    await linkedData(place(), { accept: 'application/json;q=0.5, application/ld+json' });
    for (const accept of ['application/json, application/ld+json', '*/*', 'application/*']) {
      const response = await get(place(), { accept });
      expect(response.headers['content-type'], accept).toBe('application/json; charset=utf-8');
    }
  });

  it('406 when Accept allows neither, naming what the call answers; 400 for a format it does not offer', async () => {
    const refused = await get(place(), { accept: 'text/csv' });
    expect(refused.statusCode).toBe(406);
    expect(refused.json().message).toBe(
      'not_acceptable: this call answers application/json, application/ld+json',
    );
    expect((await get(`/api/publishers/${ids.firm}?format=csv`)).statusCode).toBe(400);
    // Lists answer exports, not JSON-LD.
    expect((await get('/api/catalogues?format=jsonld')).statusCode).toBe(400);
    expect((await get('/api/catalogues', { accept: 'application/ld+json' })).statusCode).toBe(406);
    // The catalogue still answers its exports.
    const bibtex = await get(`/api/catalogues/${ids.catalogue}`, { accept: 'application/x-bibtex' });
    expect(bibtex.headers['content-type']).toBe('application/x-bibtex; charset=utf-8');
  });

  it('leaves a plain JSON request the JSON it got, before and after, through the response cache', async () => {
    const urls = [
      `/api/catalogues/${ids.catalogue}`,
      `/api/catalogues/${ids.catalogue}/editions/${ids.edition}`,
      `/api/places/${ids.place}`,
      `/api/publishers/${ids.firm}`,
      `/api/holders/${ids.holder}`,
    ];
    const envelopes = ['catalogue', 'edition', 'place', 'publisher', 'holder'];
    for (const [index, url] of urls.entries()) {
      const before = await get(url);
      const ld = await get(url, { accept: 'application/ld+json' });
      const cachedLd = await get(url, { accept: 'application/ld+json' });
      const after = await get(url, { accept: '*/*' });
      expect(before.statusCode).toBe(200);
      expect(before.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Object.keys(before.json())).toEqual([envelopes[index]]);
      expect(after.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(after.body).toBe(before.body);
      expect(cachedLd.headers['content-type']).toBe('application/ld+json; charset=utf-8');
      expect(cachedLd.body).toBe(ld.body);
      // Two answers, two validators: a cache on the way never swaps them.
      expect(ld.headers.etag).not.toBe(before.headers.etag);
      const revalidated = await get(url, {
        accept: 'application/ld+json',
        'if-none-match': String(ld.headers.etag),
      });
      expect(revalidated.statusCode).toBe(304);
      expect((await get(url, { 'if-none-match': String(ld.headers.etag) })).statusCode).toBe(200);
    }
  });
});

describe('authority ids', () => {
  const putPublisher = (id: number, payload: object) =>
    server.request({ method: 'PUT', url: `/api/publishers/${id}`, headers: server.admin, payload });
  const putHolder = (id: number, payload: object) =>
    server.request({ method: 'PUT', url: `/api/holders/${id}`, headers: server.admin, payload });

  it('are stored normalised and answered with the publisher and the holder', async () => {
    const { publisher } = await server.getJson<{ publisher: Publisher[] }>(`/api/publishers/${ids.firm}`);
    expect(publisher[0]).toMatchObject({ wikidata: 'Q1056526', ulan: '500115588', isni: '0000000121032683' });
    const { holder } = await server.getJson<{ holder: Holder }>(`/api/holders/${ids.holder}`);
    expect(holder).toMatchObject({ wikidata: 'Q1720139', isil: 'DE-2553' });
    // A firm without them has them as null.
    const plain = await server.getJson<{ publisher: Publisher[] }>(`/api/publishers/${ids.plainFirm}`);
    expect(plain.publisher[0]).toMatchObject({ wikidata: null, ulan: null, isni: null });
  });

  it('refuses a value that is not an id of its kind with 400 naming the field, and keeps the record', async () => {
    const cases: Array<[object, string | string[]]> = [
      [{ isni: '0000 0001 2103 2684' }, 'invalid_isni'],
      [{ isni: '0000-0001-2103-2683' }, 'invalid_isni'],
      [{ ulan: '400115588' }, 'invalid_ulan'],
      [{ wikidata: 'P31' }, 'invalid_wikidata'],
      [{ wikidata: 'Q0', ulan: '12', isni: '1' }, ['invalid_wikidata', 'invalid_ulan', 'invalid_isni']],
    ];
    for (const [fields, message] of cases) {
      const response = await putPublisher(ids.firm, { name: 'Fratelli Alinari (linked data)', ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message).toEqual(message);
    }
    const created = await server.request({
      method: 'POST',
      url: '/api/holders',
      headers: server.admin,
      payload: { name: 'Bad ISIL', isil: 'IT FI0098' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe('invalid_isil');
    expect((await putHolder(ids.holder, { name: 'KHI', wikidata: 'Q' })).json().message).toBe(
      'invalid_wikidata',
    );
    // Over the contract's length: refused before the domain sees it.
    expect((await putHolder(ids.holder, { name: 'KHI', isil: 'x'.repeat(101) })).statusCode).toBe(400);
    const { publisher } = await server.getJson<{ publisher: Publisher[] }>(`/api/publishers/${ids.firm}`);
    expect(publisher[0]?.isni).toBe('0000000121032683');
  });

  it('are cleared by null or blank, and then leave sameAs', async () => {
    const firm = await post<{ publisher: Publisher[] }>('/api/publishers', {
      name: 'Studio da svuotare',
      isni: '000000021694233x',
    });
    const id = firm.publisher[0]?.id ?? 0;
    expect(firm.publisher[0]?.isni).toBe('000000021694233X');
    expect(await linkedData(`/api/publishers/${id}`)).toMatchObject({
      sameAs: 'https://isni.org/isni/000000021694233X',
    });
    const cleared = await putPublisher(id, { name: 'Studio da svuotare', isni: '  ', wikidata: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().publisher[0]).toMatchObject({ isni: null, wikidata: null, ulan: null });
    expect(await linkedData(`/api/publishers/${id}`)).not.toHaveProperty('sameAs');
  });
});
