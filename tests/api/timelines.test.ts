import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { demoData } from '../../server/seed/demo-data.ts';
import { type DemoIds, demoIds } from './demo-ids.ts';
import { startTestServer, type TestServer } from './harness.ts';

type PublisherTimeline = components['schemas']['PublisherTimeline'];
type CatalogueTimeline = components['schemas']['CatalogueTimeline'];
type TimelineEdition = components['schemas']['TimelineEdition'];
type Edition = components['schemas']['Edition'];

let server: TestServer;
let ids: DemoIds;
beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server);
});
afterAll(() => server.close());

const idOf = (map: Map<string, number>, key: string) => {
  const id = map.get(key);
  if (id === undefined) throw new Error(`no demo record ${key}`);
  return id;
};

const publisherTimeline = (key: string, lang = 'EN') =>
  server.getJson<PublisherTimeline>(`/api/publishers/${idOf(ids.publishers, key)}/timeline?lang=${lang}`);
const catalogueTimeline = (key: string, lang = 'EN') =>
  server.getJson<CatalogueTimeline>(`/api/catalogues/${idOf(ids.catalogues, key)}/timeline?lang=${lang}`);

/** The demo editions a publisher published in a place, as the seed wrote them. */
const demoEditionsOf = (publisher: string, place: string) =>
  demoData.catalogues
    .flatMap((catalogue) => catalogue.editions)
    .filter((edition) => edition.publishers.includes(publisher) && edition.places.includes(place));

const laneNames = (timeline: PublisherTimeline) => timeline.lanes.map((lane) => lane.place?.name ?? null);
const isSorted = (editions: TimelineEdition[]) =>
  editions.every(
    (edition, index) => index === 0 || (editions[index - 1]?.from ?? '') <= (edition.from ?? ''),
  );

async function createEdition(catalogueKey: string, body: Record<string, unknown>): Promise<Edition> {
  const response = await server.request({
    method: 'POST',
    url: `/api/catalogues/${idOf(ids.catalogues, catalogueKey)}/editions`,
    headers: { 'content-type': 'application/json', ...server.admin },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ edition: Edition }>().edition;
}

describe("a firm's timeline", () => {
  it('draws a lane per place of publication, so a branch in Rome shows beside Florence', async () => {
    const timeline = await publisherTimeline('alinari');
    expect(timeline.publisher).toEqual({ id: idOf(ids.publishers, 'alinari'), name: 'Fratelli Alinari' });
    expect(laneNames(timeline)).toEqual(['Florence', 'Rome']);
    // Fotografie di Roma e dintorni was published in Florence and Rome: a mark in both lanes.
    const romaId = idOf(ids.catalogues, 'alinari-roma');
    for (const lane of timeline.lanes) {
      expect(lane.editions.filter((edition) => edition.catalogueId === romaId)).toHaveLength(1);
      expect(isSorted(lane.editions)).toBe(true);
    }
    const rome = timeline.lanes[1]?.editions ?? [];
    expect(rome.map((edition) => edition.title)).toEqual(['Alinari. Fotografie di Roma e dintorni']);
  });

  it('holds every dated edition of the firm once per place, with its date as written', async () => {
    const timeline = await publisherTimeline('alinari');
    const florence = timeline.lanes[0]?.editions ?? [];
    const expected = demoEditionsOf('alinari', 'florence');
    expect(florence.map((edition) => edition.date).sort()).toEqual(
      expected.map((edition) => edition.date ?? null).sort(),
    );
    expect(timeline.undated).toEqual([]);
  });

  it('draws a year as a point and "ca. 1890" as a range', async () => {
    const editions = (await publisherTimeline('alinari')).lanes.flatMap((lane) => lane.editions);
    const year = editions.find((edition) => edition.date === '1873');
    expect(year).toMatchObject({ from: '1873-01-01', to: '1873-12-31', range: false, edtf: '1873' });
    const circa = editions.find((edition) => edition.date === 'ca. 1890');
    expect(circa?.range).toBe(true);
    expect(circa?.from && circa.from <= '1890-01-01').toBe(true);
    expect(circa?.to && circa.to >= '1890-12-31').toBe(true);
  });

  it('gives each edition its catalogue, version and page count, and places in the language asked for', async () => {
    const timeline = await publisherTimeline('alinari', 'DE');
    expect(laneNames(timeline)).toEqual(['Florenz', 'Rom']);
    const generale = idOf(ids.catalogues, 'alinari-catalogo-generale');
    const versions = timeline.lanes[0]?.editions.filter((edition) => edition.catalogueId === generale) ?? [];
    expect(versions.map((edition) => [edition.position, edition.date])).toEqual([
      [1, '1881'],
      [2, '1887'],
      [3, '1893'],
    ]);
    for (const edition of versions) expect(edition.pages).toBeGreaterThan(0);
  });

  it('lists an undated edition apart, never in a lane, and one without a place in a lane of its own', async () => {
    const undated = await createEdition('brogi-catalogo', {
      date: null,
      publishers: [idOf(ids.publishers, 'brogi')],
      places: [idOf(ids.places, 'florence')],
    });
    const placeless = await createEdition('brogi-catalogo', {
      date: '1890',
      publishers: [idOf(ids.publishers, 'brogi')],
      places: [],
    });
    const timeline = await publisherTimeline('brogi');
    expect(timeline.undated.map((edition) => edition.editionId)).toEqual([undated.id]);
    expect(timeline.undated[0]).toMatchObject({ from: null, to: null, edtf: null, range: false });
    const drawn = timeline.lanes.flatMap((lane) => lane.editions.map((edition) => edition.editionId));
    expect(drawn).not.toContain(undated.id);
    const noPlace = timeline.lanes.find((lane) => lane.place === null);
    expect(noPlace?.editions.map((edition) => edition.editionId)).toEqual([placeless.id]);
  });

  it('draws an interval longer than a year as a range', async () => {
    const edition = await createEdition('naya-catalogo', {
      date: '1885-1890',
      publishers: [idOf(ids.publishers, 'naya')],
      places: [idOf(ids.places, 'venice')],
    });
    const drawn = (await publisherTimeline('naya')).lanes
      .flatMap((lane) => lane.editions)
      .find((candidate) => candidate.editionId === edition.id);
    expect(drawn).toMatchObject({ date: '1885-1890', from: '1885-01-01', to: '1890-12-31', range: true });
  });

  it('says there is nothing to draw for a firm without editions', async () => {
    const created = await server.request({
      method: 'POST',
      url: '/api/publishers',
      headers: { 'content-type': 'application/json', ...server.admin },
      payload: { name: 'Studio without catalogues' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [publisher] = created.json<{ publisher: Array<{ id: number }> }>().publisher;
    const timeline = await server.getJson<PublisherTimeline>(`/api/publishers/${publisher?.id}/timeline`);
    expect(timeline).toMatchObject({ lanes: [], undated: [] });
  });
});

describe("a catalogue's timeline", () => {
  it('puts the editions first, then each supplement, with their page counts', async () => {
    const timeline = await catalogueTimeline('alinari-catalogo-generale');
    expect(timeline.catalogue.id).toBe(idOf(ids.catalogues, 'alinari-catalogo-generale'));
    expect(timeline.lanes.map((lane) => [lane.kind, lane.catalogue.id])).toEqual([
      ['editions', idOf(ids.catalogues, 'alinari-catalogo-generale')],
      ['supplementaryContent', idOf(ids.catalogues, 'alinari-supplemento-1895')],
      ['supplementaryContent', idOf(ids.catalogues, 'alinari-supplemento-1899')],
    ]);
    const [editions, first, second] = timeline.lanes.map((lane) => lane.editions);
    expect(editions?.map((edition) => edition.date)).toEqual(['1881', '1887', '1893']);
    expect(first?.map((edition) => edition.date)).toEqual(['1895']);
    expect(second?.map((edition) => edition.date)).toEqual(['1899']);
    // The seed renders one PDF page per few entries: a later, longer edition has more pages.
    const pages = editions?.map((edition) => edition.pages ?? 0) ?? [];
    expect(pages.every((count) => count > 0)).toBe(true);
    expect(pages[2]).toBeGreaterThan(pages[0] ?? 0);
  });

  it('shows from a supplement the catalogue it supplements', async () => {
    const timeline = await catalogueTimeline('alinari-supplemento-1895');
    expect(timeline.lanes.map((lane) => [lane.kind, lane.catalogue.title])).toEqual([
      ['editions', 'Alinari. Supplemento I al catalogo generale'],
      ['supplementaryContentOf', 'Catalogo generale Alinari'],
    ]);
  });

  it('lists an undated edition apart', async () => {
    const edition = await createEdition('macpherson-catalogue', { date: 's.d.' });
    const timeline = await catalogueTimeline('macpherson-catalogue');
    expect(timeline.undated.map((undated) => [undated.editionId, undated.date])).toEqual([
      [edition.id, 's.d.'],
    ]);
    expect(timeline.lanes[0]?.editions.map((drawn) => drawn.date)).toEqual(['1863', '1871']);
  });
});

describe('bad input', () => {
  it.each(['/api/publishers/2147483647/timeline', '/api/catalogues/2147483647/timeline'])(
    '%s: an unknown id answers 404',
    async (url) => {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    },
  );

  it.each([
    '/api/publishers/abc/timeline',
    '/api/publishers/0/timeline',
    '/api/catalogues/-1/timeline',
    '/api/catalogues/99999999999/timeline',
  ])('%s: a malformed id answers 400', async (url) => {
    const response = await server.request({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400 });
  });
});
