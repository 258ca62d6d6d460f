import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { intervalOfWrittenDate } from '../../server/domain/edition-dates.ts';
import { foldText as fold } from '../../server/domain/text.ts';
import { demoData } from '../../server/seed/demo-data.ts';
import type { DemoCatalogue } from '../../server/seed/demo-data.types.ts';
import { type DemoIds, demoIds } from './demo-ids.ts';
import { startTestServer, type TestServer } from './harness.ts';

type Catalogue = components['schemas']['Catalogue'];
type Pagination = components['schemas']['Pagination'];
type CatalogueList = { catalogues: Catalogue[]; pagination: Pagination };

let server: TestServer;
/** Database ids of the demo catalogues, places, publishers and holders, by their demo key. */
let ids: DemoIds;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
});
afterAll(() => server.close());

// ---------------------------------------------------------------------------------------------------
// Helpers

const words = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
/** The contract's year of a date text: the first 4-digit year from 1000 to 2999. */
const yearOf = (date: string | undefined) => {
  const match = date ? /(?:^|[^0-9])([12][0-9]{3})(?:[^0-9]|$)/.exec(date) : null;
  return match?.[1] ? Number(match[1]) : null;
};

const get = <T>(url: string) => server.getJson<T>(url);

const queryString = (query: Record<string, string | number | boolean>) =>
  Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');

const list = (query: Record<string, string | number | boolean> = {}) =>
  get<CatalogueList>(`/api/catalogues?${queryString(query)}`);

const allIds = async (query: Record<string, string | number | boolean> = {}) =>
  (await list({ ...query, 'per-page': 100 })).catalogues.map((catalogue) => catalogue.id);

const sorted = (values: Iterable<number>) => [...values].sort((a, b) => a - b);

const catalogueId = (key: string) => {
  const id = ids.catalogues.get(key);
  if (id === undefined) throw new Error(`no demo catalogue ${key}`);
  return id;
};
const idOf = (kind: 'places' | 'publishers' | 'holders', key: string) => {
  const id = ids[kind].get(key);
  if (id === undefined) throw new Error(`no demo ${kind} ${key}`);
  return id;
};

const supplementKeys = new Set(demoData.supplements.map((supplement) => supplement.supplement));
const listedByDefault = demoData.catalogues.filter((c) => !supplementKeys.has(c.key));

/** Ids of the demo catalogues (supplements left out unless asked for) that satisfy `predicate`. */
function expectedIds(predicate: (catalogue: DemoCatalogue) => boolean, includeSupplements = false) {
  return sorted(
    demoData.catalogues
      .filter((c) => includeSupplements || !supplementKeys.has(c.key))
      .filter(predicate)
      .map((c) => catalogueId(c.key)),
  );
}

const placeNames = new Map(
  demoData.places.map((p) => [p.key, [...Object.values(p.names), p.originalName].join(' ')]),
);
const publisherNames = new Map(demoData.publishers.map((p) => [p.key, p.name]));

/** What the contract says a keyword searches: titles, edition titles, publishers' and place names. */
const searchableText = (c: DemoCatalogue) =>
  [
    c.title,
    c.mainTitle,
    ...c.editions.flatMap((edition) => [
      edition.title ?? '',
      ...edition.publishers.map((key) => publisherNames.get(key) ?? ''),
      ...edition.places.map((key) => placeNames.get(key) ?? ''),
    ]),
  ].join(' ');

/** The contract's keyword match: every word as a prefix of a word, or the whole text as a substring. */
function matchesKeyword(c: DemoCatalogue, keyword: string) {
  const text = searchableText(c);
  const textWords = words(text);
  const everyWordAsPrefix = words(keyword).every((word) => textWords.some((w) => w.startsWith(word)));
  return everyWordAsPrefix || fold(text).includes(fold(keyword.trim()));
}

const publishedIn = (c: DemoCatalogue, placeKey: string) =>
  c.editions.some((e) => e.places.includes(placeKey));

const jsonHeaders = (auth: { authorization: string } | Record<string, never>) => ({
  'content-type': 'application/json',
  ...auth,
});

// ---------------------------------------------------------------------------------------------------

describe('paging through the catalogue list', () => {
  it('shows six catalogues a page, with the number of pages and catalogues of the whole list', async () => {
    const { catalogues, pagination } = await list();
    expect(catalogues).toHaveLength(6);
    expect(pagination).toEqual({
      count: listedByDefault.length,
      pages: Math.ceil(listedByDefault.length / 6),
    });
  });

  it('answers the page count that matches per-page, and a last page holding the rest', async () => {
    const count = listedByDefault.length;
    const pages = Math.ceil(count / 10);
    const first = await list({ 'per-page': 10 });
    expect(first.pagination).toEqual({ count, pages });
    const last = await list({ 'per-page': 10, page: pages });
    expect(last.catalogues).toHaveLength(count - 10 * (pages - 1));
    const beyond = await list({ 'per-page': 10, page: pages + 1 });
    expect(beyond.catalogues).toEqual([]);
    expect(beyond.pagination).toEqual({ count, pages });
  });

  it('keeps a stable order, so page 2 continues page 1 without repeating or skipping a catalogue', async () => {
    const everything = await allIds();
    const page1 = (await list({ page: 1 })).catalogues.map((c) => c.id);
    const page2 = (await list({ page: 2 })).catalogues.map((c) => c.id);
    expect(page1.filter((id) => page2.includes(id))).toEqual([]);
    expect([...page1, ...page2]).toEqual(everything.slice(0, 12));
    expect(await allIds()).toEqual(everything);
  });

  it('orders the catalogues by their title, ignoring accents and case', async () => {
    const { catalogues } = await list({ 'per-page': 100 });
    const initials = catalogues.map((c) => fold(c.title).charAt(0));
    expect(initials).toEqual([...initials].sort());
    // 'Catálogo …' is filed under C with the other catalogues, not after Z.
    const laurent = catalogues.findIndex((c) => c.id === catalogueId('laurent-catalogo'));
    expect(initials[laurent]).toBe('c');
  });

  it("orders by the first edition's dated interval on request, undated catalogues last, pages continuing", async () => {
    const { catalogues } = await list({ 'per-page': 100, sort: 'year' });
    // The interval's start, then its end: "ca. 1865" (1860-1870) comes before "1862".
    const intervals = catalogues.map(
      (c) => c.editions[0]?.dateFrom && `${c.editions[0].dateFrom}/${c.editions[0].dateTo}`,
    );
    const dated = intervals.filter((interval): interval is string => Boolean(interval));
    expect(dated).toEqual([...dated].sort());
    expect(intervals.slice(dated.length).every((interval) => !interval)).toBe(true);
    const page2 = (await list({ page: 2, sort: 'year' })).catalogues.map((c) => c.id);
    expect(page2).toEqual(catalogues.slice(6, 12).map((c) => c.id));
  });

  it('lists the most recently added first on request', async () => {
    const { catalogues } = await list({ 'per-page': 100, sort: 'recent' });
    const added = catalogues.map((c) => Date.parse(c.createdAt));
    expect(added).toEqual([...added].sort((a, b) => b - a));
    const refused = await server.request({ method: 'GET', url: '/api/catalogues?sort=popular' });
    expect(refused.statusCode).toBe(400);
  });

  it('answers up to 100 catalogues a page, not 101', async () => {
    const all = await list({ 'per-page': 100 });
    expect(all.catalogues).toHaveLength(listedByDefault.length);
    expect(all.pagination.pages).toBe(1);
    const tooMany = await server.request({ method: 'GET', url: '/api/catalogues?per-page=101' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message.join(' ')).toContain('per-page');
    const pageZero = await server.request({ method: 'GET', url: '/api/catalogues?page=0' });
    expect(pageZero.statusCode).toBe(400);
  });
});

describe('searching catalogues by keyword', () => {
  it('finds the catalogues published in München from the German place name', async () => {
    const found = sorted(await allIds({ keyword: 'München' }));
    expect(found).toEqual(expectedIds((c) => matchesKeyword(c, 'München')));
    expect(found).toEqual(expectedIds((c) => publishedIn(c, 'munich')));
    expect(found.length).toBeGreaterThanOrEqual(2);
  });

  it('finds the catalogues published in Naples from its German name Neapel, which no title contains', async () => {
    const found = sorted(await allIds({ keyword: 'Neapel' }));
    expect(found).toEqual(expectedIds((c) => publishedIn(c, 'naples')));
    expect(found.length).toBeGreaterThanOrEqual(3);
  });

  it('finds catalogues by a place name in Italian and in English alike', async () => {
    const italian = sorted(await allIds({ keyword: 'Venezia' }));
    const english = sorted(await allIds({ keyword: 'Venice' }));
    expect(english).toEqual(expectedIds((c) => publishedIn(c, 'venice')));
    for (const id of english) expect(italian).toContain(id);
  });

  it('ignores accents and case', async () => {
    const reference = sorted(await allIds({ keyword: 'München' }));
    expect(sorted(await allIds({ keyword: 'MUNCHEN' }))).toEqual(reference);
    expect(sorted(await allIds({ keyword: 'münchen' }))).toEqual(reference);
    const rhomaides = await allIds({ keyword: 'rhomaides' });
    expect(rhomaides).toEqual([catalogueId('rhomaides-catalogue')]);
  });

  it('matches the start of words, and every word of the keyword', async () => {
    expect(sorted(await allIds({ keyword: 'Hanfst' }))).toEqual(
      expectedIds((c) => c.editions.some((e) => e.publishers.includes('hanfstaengl'))),
    );
    expect(await allIds({ keyword: 'photogr gesell' })).toEqual([catalogueId('pg-berlin-katalog')]);
  });

  it("finds catalogues by a publisher's name", async () => {
    // Braun, Clément & Cie published the third edition of Braun's general catalogue (and a supplement).
    const found = sorted(await allIds({ keyword: 'Clement' }));
    expect(found).toEqual(expectedIds((c) => matchesKeyword(c, 'Clement')));
    expect(found).toContain(catalogueId('braun-catalogue-general'));
  });

  it('takes words from different fields together: a publisher and a German place name', async () => {
    const found = sorted(await allIds({ keyword: 'Sommer Neapel' }));
    expect(found).toEqual(
      expectedIds((c) => publishedIn(c, 'naples') && c.editions.some((e) => e.publishers.includes('sommer'))),
    );
    expect(found).toContain(catalogueId('sommer-catalogo'));
  });

  it('finds one word at the start of a word or inside one, with or without punctuation, as the contract says', async () => {
    // One word alone takes the substring test only (the cheaper plan); with punctuation or a second
    // word, both tests. Each must keep exactly the catalogues the contract's match keeps.
    for (const keyword of [
      'Hanfst',
      'graph',
      'ÜNCH',
      'aengl',
      'napoli',
      'Hanfst.',
      'photogr.',
      'Naya, Venezia',
    ]) {
      const expected = expectedIds((c) => matchesKeyword(c, keyword));
      expect(sorted(await allIds({ keyword })), keyword).toEqual(expected);
      expect((await list({ keyword })).pagination.count, keyword).toBe(expected.length);
    }
    expect(expectedIds((c) => matchesKeyword(c, 'graph')).length).toBeGreaterThan(0);
  });

  it('treats SQL wildcards in a keyword as plain characters', async () => {
    expect((await list({ keyword: '%' })).pagination.count).toBe(0);
    expect((await list({ keyword: '_' })).pagination.count).toBe(0);
  });

  it('lists the same catalogues, page by page, once its count is known and the titles are walked for it', async () => {
    // A one-word keyword's list asked again, its count remembered, is found by a search for the word
    // in each row's text instead of LIKE: the two must keep the same catalogues in the same order.
    for (const keyword of ['graph', 'ÜNCH', 'napoli', 'Hanfst', 'phot', 'e']) {
      const first = (await list({ keyword: `${keyword} `, 'per-page': 100 })).catalogues.map((c) => c.id);
      const expected = expectedIds((c) => matchesKeyword(c, keyword));
      expect(sorted(first), keyword).toEqual(expected);
      const pages: number[] = [];
      for (let page = 1; page <= Math.ceil(first.length / 4); page += 1) {
        const answer = await list({ keyword: `${keyword} `, 'per-page': 4, page });
        expect(answer.pagination.count, keyword).toBe(expected.length);
        pages.push(...answer.catalogues.map((c) => c.id));
      }
      expect(pages, keyword).toEqual(first);
    }
  });

  it('in title order, can be answered from an index alone (migration 021), without reading catalogues', async () => {
    // The planner takes the table itself for the demo's few catalogues: the scans it would choose
    // on a large collection are the only ones left to it here.
    for (const condition of ['c.search_text like $1', 'strpos(c.search_text, $1) > 0']) {
      const plan = await server.db.transaction(async (tx) => {
        await tx.query('set local enable_seqscan = off');
        await tx.query('set local enable_bitmapscan = off');
        return tx.query<{ 'QUERY PLAN': string }>(
          `explain (costs off) select c.id from catalogues c where ${condition}
           order by c.title_sort, c.id limit 6`,
          [condition.includes('like') ? '%alinari%' : 'alinari'],
        );
      });
      expect(plan.map((row) => row['QUERY PLAN']).join('\n'), condition).toContain(
        'Index Only Scan using catalogues_sort_search on catalogues',
      );
    }
  });
});

describe('narrowing the catalogue list', () => {
  it('narrows by a text contained in the title or main title, not in publishers or places', async () => {
    const found = sorted(await allIds({ title: 'supplemento', 'include-supplements': true }));
    expect(found).toEqual(
      expectedIds((c) => fold(`${c.title} ${c.mainTitle}`).includes('supplemento'), true),
    );
    expect(found.length).toBeGreaterThanOrEqual(4);
    expect((await list({ title: 'Neapel' })).pagination.count).toBe(0);
  });

  it('keeps the catalogues whose title starts with the letter, whatever its case', async () => {
    const { catalogues } = await list({ 'filter-by': 'v', 'per-page': 100 });
    expect(catalogues.length).toBeGreaterThan(0);
    for (const c of catalogues) expect(fold(c.title).startsWith('v')).toBe(true);
    expect(sorted(catalogues.map((c) => c.id))).toEqual(expectedIds((c) => fold(c.title).startsWith('v')));
    expect(await allIds({ 'filter-by': 'V' })).toEqual(catalogues.map((c) => c.id));
  });

  it("files a title starting with an accented letter under the plain letter: 'Catálogo' under C", async () => {
    expect(await allIds({ 'filter-by': 'c' })).toContain(catalogueId('laurent-catalogo'));
  });

  it("refuses a filter-by that is not a single letter or '#'", async () => {
    const response = await server.request({ method: 'GET', url: '/api/catalogues?filter-by=ab' });
    expect(response.statusCode).toBe(400);
  });

  it('keeps catalogues published in any of the listed places', async () => {
    const munich = idOf('places', 'munich');
    const dresden = idOf('places', 'dresden');
    const inMunich = await allIds({ places: munich });
    const inDresden = await allIds({ places: dresden });
    const inEither = sorted(await allIds({ places: `${munich},${dresden}` }));
    expect(inMunich.length).toBeGreaterThan(0);
    expect(inDresden.length).toBeGreaterThan(0);
    expect(inEither).toEqual(sorted(new Set([...inMunich, ...inDresden])));
    expect(inEither).toEqual(expectedIds((c) => publishedIn(c, 'munich') || publishedIn(c, 'dresden')));
  });

  it('keeps catalogues of any of the listed publishers, and held by any of the listed holders', async () => {
    const [naya, ponti] = [idOf('publishers', 'naya'), idOf('publishers', 'ponti')];
    const byEither = sorted(await allIds({ publishers: `${naya},${ponti}` }));
    expect(byEither.length).toBeGreaterThanOrEqual((await allIds({ publishers: naya })).length);
    expect(byEither.length).toBeGreaterThanOrEqual((await allIds({ publishers: ponti })).length);
    expect(byEither).toEqual(
      expectedIds((c) => c.editions.some((e) => e.publishers.some((p) => p === 'naya' || p === 'ponti'))),
    );
    const [vam, bl] = [idOf('holders', 'vam'), idOf('holders', 'bl')];
    expect(sorted(await allIds({ holders: `${vam},${bl}` }))).toEqual(
      expectedIds((c) => c.editions.some((e) => e.holders.includes('vam') || e.holders.includes('bl'))),
    );
  });

  it('combines different lists with AND: published in Rome and by Giorgio Sommer', async () => {
    const rome = idOf('places', 'rome');
    const sommer = idOf('publishers', 'sommer');
    const inRome = await allIds({ places: rome });
    const bySommer = await allIds({ publishers: sommer });
    const both = await allIds({ places: rome, publishers: sommer });
    expect(both).toEqual([catalogueId('sommer-behles-catalogo')]);
    for (const id of both) {
      expect(inRome).toContain(id);
      expect(bySommer).toContain(id);
    }
    expect(both.length).toBeLessThan(bySommer.length);
  });

  it('keeps catalogues with an edition whose dated interval overlaps the year range', async () => {
    const { catalogues } = await list({ 'date-begin': 1880, 'date-end': 1885, 'per-page': 100 });
    expect(catalogues.length).toBeGreaterThan(0);
    for (const c of catalogues) {
      expect(
        c.editions.some(
          (e) => e.dateFrom !== null && e.dateFrom <= '1885-12-31' && (e.dateTo ?? '') >= '1880-01-01',
        ),
      ).toBe(true);
    }
    const inRange = (c: DemoCatalogue) =>
      c.editions.some((e) => {
        const interval = intervalOfWrittenDate(e.date);
        return interval !== null && interval.from <= '1885-12-31' && interval.to >= '1880-01-01';
      });
    expect(sorted(catalogues.map((c) => c.id))).toEqual(expectedIds(inRange));
    const from1900 = await list({ 'date-begin': 1900, 'per-page': 100 });
    for (const c of from1900.catalogues)
      expect(c.editions.some((e) => (e.dateTo ?? '') >= '1900-01-01')).toBe(true);
    expect(from1900.pagination.count).toBeGreaterThan(0);
  });

  it('adds the catalogues without any dated edition to a year range when undated=true', async () => {
    const range = { 'date-begin': 1880, 'date-end': 1885 };
    const dated = await allIds(range);
    const withUndated = await list({ ...range, undated: true, 'per-page': 100 });
    const added = withUndated.catalogues.filter((c) => !dated.includes(c.id));
    expect(added.length).toBeGreaterThan(0);
    for (const c of added) expect(c.editions.every((e) => e.year === null)).toBe(true);
    expect(sorted(added.map((c) => c.id))).toEqual(
      expectedIds((c) => c.editions.every((e) => !yearOf(e.date))),
    );
    expect(withUndated.pagination.count).toBe(dated.length + added.length);
    // Without a year range there is nothing to add to.
    expect((await list({ undated: true })).pagination.count).toBe(listedByDefault.length);
  });

  it('splits the list into catalogues with and without illustrations', async () => {
    const all = await list({ 'illustrative-content': 'all' });
    const withIllustrations = await list({ 'illustrative-content': 'with', 'per-page': 100 });
    const without = await list({ 'illustrative-content': 'without', 'per-page': 100 });
    expect(withIllustrations.pagination.count + without.pagination.count).toBe(all.pagination.count);
    expect(withIllustrations.pagination.count).toBe(
      expectedIds((c) => c.editions.some((e) => e.illustrativeContent)).length,
    );
    for (const c of withIllustrations.catalogues) {
      expect(c.editions.some((e) => (e.illustrativeContent ?? '').trim() !== '')).toBe(true);
    }
    for (const c of without.catalogues) expect(c.editions.every((e) => !e.illustrativeContent)).toBe(true);
  });

  it('leaves out catalogues that are supplements of another, unless include-supplements=true', async () => {
    const byDefault = await list({ 'per-page': 100 });
    const everything = await list({ 'per-page': 100, 'include-supplements': true });
    expect(everything.pagination.count).toBe(demoData.catalogues.length);
    expect(everything.pagination.count - byDefault.pagination.count).toBe(supplementKeys.size);
    expect(byDefault.catalogues.every((c) => !c.isSupplement)).toBe(true);
    const flagged = sorted(everything.catalogues.filter((c) => c.isSupplement).map((c) => c.id));
    expect(flagged).toEqual(sorted([...supplementKeys].map(catalogueId)));
  });
});

describe('place names in the catalogue list', () => {
  it('gives place names as German strings with lang=DE', async () => {
    const { catalogues } = await list({ keyword: 'Neapel', lang: 'DE', 'per-page': 100 });
    const places = catalogues.flatMap((c) => c.editions.flatMap((e) => e.places));
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place.name).toBe(place.names.DE);
    expect(places.map((place) => place.name)).toContain('Neapel');
  });

  it('gives the names in every language when no lang is asked for', async () => {
    const { catalogues } = await list({ keyword: 'Neapel' });
    const naples = catalogues
      .flatMap((c) => c.editions.flatMap((e) => e.places))
      .find((place) => place.id === idOf('places', 'naples'));
    expect(naples?.name).toEqual({ EN: 'Naples', DE: 'Neapel', IT: 'Napoli' });
  });

  it('accepts the language in lower case', async () => {
    const { catalogues } = await list({ keyword: 'München', lang: 'it' });
    const names = catalogues.flatMap((c) => c.editions.flatMap((e) => e.places.map((place) => place.name)));
    expect(names).toContain('Monaco di Baviera');
  });
});

describe('one catalogue', () => {
  it('answers the catalogue with its editions, first version first', async () => {
    const demo = demoData.catalogues.find((c) => c.key === 'hanfstaengl-verzeichniss');
    if (!demo) throw new Error('demo catalogue missing');
    const id = catalogueId(demo.key);
    const { catalogue } = await get<{ catalogue: Catalogue }>(`/api/catalogues/${id}`);
    expect(catalogue).toMatchObject({
      id,
      title: demo.title,
      mainTitle: demo.mainTitle,
      isSupplement: false,
    });
    expect(catalogue.editionCount).toBe(demo.editions.length);
    expect(catalogue.editions.map((e) => e.position)).toEqual(demo.editions.map((_, index) => index + 1));
    expect(catalogue.editions.map((e) => e.date)).toEqual(demo.editions.map((e) => e.date ?? null));
    expect(catalogue.year).toBe(yearOf(demo.editions[0]?.date));
    expect(catalogue.editions.every((e) => e.catalogueId === id)).toBe(true);
  });

  it('answers the catalogue and its editions on /editions, positions 1 to n', async () => {
    const id = catalogueId('sommer-catalogo');
    const body = await get<{ catalogue: Catalogue; editions: Catalogue['editions'] }>(
      `/api/catalogues/${id}/editions`,
    );
    expect(body.catalogue.id).toBe(id);
    expect(body.editions.map((e) => e.position)).toEqual([1, 2, 3, 4]);
    expect(body.editions.map((e) => e.id)).toEqual(body.catalogue.editions.map((e) => e.id));
    expect(body.editions[0]?.date).toBe('1873');
  });

  it('gives its place names in the language asked for', async () => {
    const id = catalogueId('hanfstaengl-verzeichniss');
    const { catalogue } = await get<{ catalogue: Catalogue }>(`/api/catalogues/${id}?lang=DE`);
    expect(catalogue.editions[0]?.places[0]?.name).toBe('München');
    const editions = await get<{ editions: Catalogue['editions'] }>(`/api/catalogues/${id}/editions?lang=EN`);
    expect(editions.editions[0]?.places[0]?.name).toBe('Munich');
  });

  it('answers 404 for an id no catalogue has, and 400 for an id that is not a positive integer', async () => {
    const missing = Math.max(...ids.catalogues.values()) + 1000;
    for (const url of [`/api/catalogues/${missing}`, `/api/catalogues/${missing}/editions`]) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'not_found' });
    }
    for (const id of ['abc', '0', '-1', '1.5']) {
      const response = await server.request({ method: 'GET', url: `/api/catalogues/${id}` });
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error).toBe('Bad Request');
    }
  });
});

describe('creating, updating and deleting a catalogue as staff', () => {
  const count = async () => (await list({ 'include-supplements': true })).pagination.count;

  it('creates a catalogue with its first edition from the form, deriving the year from the date text', async () => {
    const before = await count();
    const alinari = idOf('publishers', 'alinari');
    const brogi = idOf('publishers', 'brogi');
    const florence = idOf('places', 'florence');
    const khi = idOf('holders', 'khi');
    const response = await server.request({
      method: 'POST',
      url: '/api/catalogues',
      headers: jsonHeaders(server.admin),
      payload: {
        mainTitle: '  Elenco delle fotografie di prova  ',
        date: 'ca. 1880',
        dateUncertain: true,
        editionEnumeration: 'Prima edizione',
        illustrativeContent: '1 albumen print',
        publishers: [brogi, alinari],
        places: [florence],
        holders: [khi],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { catalogue } = response.json<{ catalogue: Catalogue }>();
    expect(catalogue).toMatchObject({
      title: 'Elenco delle fotografie di prova',
      mainTitle: 'Elenco delle fotografie di prova',
      year: 1880,
      isSupplement: false,
      editionCount: 1,
    });
    const [edition] = catalogue.editions;
    expect(edition).toMatchObject({
      position: 1,
      date: 'ca. 1880',
      year: 1880,
      dateUncertain: true,
      editionEnumeration: 'Prima edizione',
      illustrativeContent: '1 albumen print',
      pdf: null,
    });
    expect(edition?.publishers.map((p) => p.id)).toEqual([brogi, alinari]);
    expect(edition?.places.map((p) => p.id)).toEqual([florence]);
    expect(edition?.holders.map((h) => h.id)).toEqual([khi]);

    expect(await count()).toBe(before + 1);
    const fetched = await get<{ catalogue: Catalogue }>(`/api/catalogues/${catalogue.id}`);
    expect(fetched.catalogue.editions[0]?.id).toBe(edition?.id);
    // The new catalogue is searchable at once, by its place's German name too.
    expect(await allIds({ keyword: 'Florenz elenco' })).toEqual([catalogue.id]);
    expect(await allIds({ 'illustrative-content': 'with', keyword: 'elenco prova' })).toEqual([catalogue.id]);
  });

  it("files a title starting with a digit under '#'", async () => {
    expect((await list({ 'filter-by': '#' })).pagination.count).toBe(0);
    const response = await server.request({
      method: 'POST',
      url: '/api/catalogues',
      headers: jsonHeaders(server.admin),
      payload: { mainTitle: 'Mille e una veduta di Roma', title: '1001 vedute' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { catalogue } = response.json<{ catalogue: Catalogue }>();
    expect(catalogue).toMatchObject({ title: '1001 vedute', year: null });
    expect(await allIds({ 'filter-by': '#' })).toEqual([catalogue.id]);
    expect(await allIds({ 'filter-by': 'm' })).not.toContain(catalogue.id);
  });

  it('updates the titles and the first edition', async () => {
    const created = await server.request({
      method: 'POST',
      url: '/api/catalogues',
      headers: jsonHeaders(server.admin),
      payload: {
        mainTitle: 'Katalog vor der Änderung',
        date: '1870',
        publishers: [idOf('publishers', 'naya')],
      },
    });
    const { catalogue } = created.json<{ catalogue: Catalogue }>();
    const firstEdition = catalogue.editions[0]?.id;
    const bruckmann = idOf('publishers', 'bruckmann');
    const response = await server.request({
      method: 'PUT',
      url: `/api/catalogues/${catalogue.id}`,
      headers: jsonHeaders(server.admin),
      payload: {
        mainTitle: 'Katalog nach der Änderung, München',
        title: 'Geänderter Katalog',
        date: '[1891?]',
        publishers: [bruckmann],
        places: [idOf('places', 'munich')],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json<{ catalogue: Catalogue }>().catalogue;
    expect(updated).toMatchObject({
      id: catalogue.id,
      title: 'Geänderter Katalog',
      mainTitle: 'Katalog nach der Änderung, München',
      year: 1891,
      editionCount: 1,
    });
    expect(updated.editions[0]?.id).toBe(firstEdition);
    expect(updated.editions[0]?.publishers.map((p) => p.id)).toEqual([bruckmann]);
    expect(updated.editions[0]?.date).toBe('[1891?]');
    // Searches see the change: the old title is gone, the new place is found.
    expect(await allIds({ keyword: 'vor der Anderung' })).toEqual([]);
    expect(await allIds({ places: idOf('places', 'munich'), keyword: 'geanderter' })).toEqual([catalogue.id]);
  });

  it('lists a catalogue under a place only while one of its editions is published there', async () => {
    const [munich, dresden] = [idOf('places', 'munich'), idOf('places', 'dresden')];
    const form = (place: number) => ({
      mainTitle: 'Katalog der Elbansichten',
      date: '1875',
      places: [place],
    });
    const created = await server.request({
      method: 'POST',
      url: '/api/catalogues',
      headers: jsonHeaders(server.admin),
      payload: form(munich),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { catalogue } = created.json<{ catalogue: Catalogue }>();
    const listedIn = (place: number) => allIds({ places: place, keyword: 'elbansichten' });
    expect(await listedIn(munich)).toEqual([catalogue.id]);
    const moved = await server.request({
      method: 'PUT',
      url: `/api/catalogues/${catalogue.id}`,
      headers: jsonHeaders(server.admin),
      payload: form(dresden),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await listedIn(munich)).toEqual([]);
    expect(await listedIn(dresden)).toEqual([catalogue.id]);
    // Without the keyword too, where the list is narrowed by the place alone.
    expect(await allIds({ places: munich, 'per-page': 100 })).not.toContain(catalogue.id);
  });

  it('answers 404 when updating a catalogue that does not exist', async () => {
    const response = await server.request({
      method: 'PUT',
      url: `/api/catalogues/${Math.max(...ids.catalogues.values()) + 5000}`,
      headers: jsonHeaders(server.admin),
      payload: { mainTitle: 'Nobody' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('deletes a catalogue: 204, then it is gone', async () => {
    const created = await server.request({
      method: 'POST',
      url: '/api/catalogues',
      headers: jsonHeaders(server.admin),
      payload: { mainTitle: 'Katalog zum Löschen' },
    });
    const { id } = created.json<{ catalogue: Catalogue }>().catalogue;
    const before = await count();
    const deleted = await server.request({
      method: 'DELETE',
      url: `/api/catalogues/${id}`,
      headers: server.admin,
    });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await server.request({ method: 'GET', url: `/api/catalogues/${id}` })).statusCode).toBe(404);
    expect(await count()).toBe(before - 1);
    const again = await server.request({
      method: 'DELETE',
      url: `/api/catalogues/${id}`,
      headers: server.admin,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('who may change catalogues', () => {
  const forgedToken = () => {
    const sign = createSigner({ key: 'a-secret-that-is-not-the-servers-secret-at-all', algorithm: 'HS256' });
    return `Bearer ${sign({ sub: '1' })}`;
  };
  const someId = () => catalogueId('ponti-catalogo');
  const attempts = () => [
    { method: 'POST' as const, url: '/api/catalogues', payload: { mainTitle: 'Unerlaubter Katalog' } },
    { method: 'PUT' as const, url: `/api/catalogues/${someId()}`, payload: { mainTitle: 'Unerlaubt' } },
    { method: 'DELETE' as const, url: `/api/catalogues/${someId()}` },
  ];
  const total = async () => (await list({ 'include-supplements': true })).pagination.count;

  it('answers 401 without a token and with a forged one', async () => {
    const before = await total();
    for (const authorization of [undefined, forgedToken(), 'Bearer not-a-token']) {
      for (const attempt of attempts()) {
        const headers = {
          ...(attempt.payload ? { 'content-type': 'application/json' } : {}),
          ...(authorization ? { authorization } : {}),
        };
        const response = await server.request({ ...attempt, headers });
        expect(response.statusCode, `${attempt.method} ${authorization}`).toBe(401);
        expect(response.json().message).toBe('unauthorized');
      }
    }
    expect(await total()).toBe(before);
    expect((await get<{ catalogue: Catalogue }>(`/api/catalogues/${someId()}`)).catalogue.title).toBe(
      'Catalogo delle fotografie di Carlo Ponti',
    );
  });

  it('answers 403 to a USER account, even when it claims to be ADMIN in the role header', async () => {
    const before = await total();
    for (const extra of [{}, { role: 'ADMIN' }]) {
      for (const attempt of attempts()) {
        const headers = {
          ...(attempt.payload ? { 'content-type': 'application/json' } : {}),
          ...server.reader,
          ...extra,
        };
        const response = await server.request({ ...attempt, headers });
        expect(response.statusCode, `${attempt.method} ${JSON.stringify(extra)}`).toBe(403);
        expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'forbidden' });
      }
    }
    expect(await total()).toBe(before);
    expect((await get<{ catalogue: Catalogue }>(`/api/catalogues/${someId()}`)).catalogue.title).toBe(
      'Catalogo delle fotografie di Carlo Ponti',
    );
  });
});

describe('refusing invalid catalogues', () => {
  const total = async () => (await list({ 'include-supplements': true })).pagination.count;
  const post = (payload: unknown) =>
    server.request({
      method: 'POST',
      url: '/api/catalogues',
      headers: jsonHeaders(server.admin),
      payload: JSON.stringify(payload),
    });
  const messages = (body: { message: string | string[] }) =>
    Array.isArray(body.message) ? body.message.join(' | ') : body.message;

  it('refuses a catalogue without a main title, or with only spaces in it', async () => {
    for (const payload of [{}, { title: 'Only a short title' }, { mainTitle: '' }, { mainTitle: '   ' }]) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messages(response.json()), JSON.stringify(payload)).toContain('mainTitle');
    }
  });

  it('names a property the form does not have', async () => {
    const response = await post({ mainTitle: 'Catalogo', sneaky: true });
    expect(response.statusCode).toBe(400);
    expect(messages(response.json())).toContain("'sneaky'");
  });

  it('refuses values of the wrong type, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ mainTitle: { it: 'Catalogo' } }, 'mainTitle'],
      [{ mainTitle: 'Catalogo', dateUncertain: 'maybe' }, 'dateUncertain'],
      [{ mainTitle: 'Catalogo', publishers: ['Alinari'] }, 'publishers'],
      [{ mainTitle: 'Catalogo', places: [0] }, 'places'],
      [{ mainTitle: 'Catalogo', holders: [1, 1] }, 'holders'],
      [{ mainTitle: 'Catalogo', pdfPageCount: -1 }, 'pdfPageCount'],
      [{ mainTitle: 'Catalogo', date: 'x'.repeat(101) }, 'date'],
      // JSON bodies are not coerced: a number is not a title, a lone id is not a list.
      [{ mainTitle: 123 }, 'mainTitle'],
      [{ mainTitle: 'Catalogo', publishers: idOf('publishers', 'alinari') }, 'publishers'],
      [{ mainTitle: 'Catalogo', hasAnnotation: 'true' }, 'hasAnnotation'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messages(response.json()), JSON.stringify(payload)).toContain(field);
    }
  });

  it('refuses a publisher, place or holder that does not exist, and leaves no catalogue behind', async () => {
    const before = await total();
    const missing = 2_000_000;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ publishers: [idOf('publishers', 'alinari'), missing] }, 'unknown_publisher'],
      [{ places: [missing] }, 'unknown_place'],
      [{ holders: [missing] }, 'unknown_holder'],
    ];
    for (const [fields, message] of cases) {
      const response = await post({ mainTitle: 'Catalogo incompleto', ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    }
    expect(await total()).toBe(before);
    expect(await allIds({ keyword: 'incompleto', 'include-supplements': true })).toEqual([]);
  });

  it('answers malformed JSON with 400 and a clear message, never a server error', async () => {
    for (const payload of ['{"mainTitle": ', '{mainTitle: "x"}', '']) {
      const response = await server.request({
        method: 'POST',
        url: '/api/catalogues',
        headers: jsonHeaders(server.admin),
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'invalid_json_body',
      });
    }
    for (const payload of ['null', '[]', '"Catalogo"']) {
      const response = await server.request({
        method: 'POST',
        url: '/api/catalogues',
        headers: jsonHeaders(server.admin),
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });

  it('refuses a body that is not JSON with 415 rather than failing', async () => {
    const before = await total();
    for (const method of ['POST', 'PUT'] as const) {
      const response = await server.request({
        method,
        url: method === 'POST' ? '/api/catalogues' : `/api/catalogues/${catalogueId('ponti-catalogo')}`,
        headers: { ...server.admin, 'content-type': 'text/plain' },
        payload: 'mainTitle=Catalogo',
      });
      expect(response.statusCode, method).toBe(415);
      expect(response.json().statusCode).toBe(415);
    }
    expect(await total()).toBe(before);
  });

  it('refuses an update with an unknown publisher without touching the catalogue', async () => {
    const id = catalogueId('lombardi-catalogo');
    const before = (await get<{ catalogue: Catalogue }>(`/api/catalogues/${id}`)).catalogue;
    const response = await server.request({
      method: 'PUT',
      url: `/api/catalogues/${id}`,
      headers: jsonHeaders(server.admin),
      payload: { mainTitle: 'Titolo che non deve restare', date: '1999', publishers: [2_000_000] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('unknown_publisher');
    const after = (await get<{ catalogue: Catalogue }>(`/api/catalogues/${id}`)).catalogue;
    expect(after.mainTitle).toBe(before.mainTitle);
    expect(after.editions[0]?.date).toBe(before.editions[0]?.date);
    expect(after.editions[0]?.publishers).toEqual(before.editions[0]?.publishers);
  });
});
