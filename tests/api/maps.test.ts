import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { startTestServer, type TestServer } from './harness.ts';

type MapPoints = components['schemas']['MapPoints'];
type Pagination = components['schemas']['Pagination'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = <T>(url: string) => server.getJson<T>(url);
const total = async (url: string) => (await get<{ pagination: Pagination }>(url)).pagination.count;

describe('catalogues by place of publication', () => {
  it('answers located places, most catalogues first, each count equal to the catalogue list for that place', async () => {
    const { points, withoutCoordinates } = await get<MapPoints>('/api/maps/catalogues?lang=EN');
    expect(points.length).toBeGreaterThan(3);
    expect(withoutCoordinates).toBeGreaterThanOrEqual(0);
    const counts = points.map((point) => point.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const point of points) {
      expect(point.latitude).toBeGreaterThanOrEqual(-90);
      expect(point.latitude).toBeLessThanOrEqual(90);
      expect(point.name).not.toBe('');
    }
    for (const point of points.slice(0, 4)) {
      expect(point.count).toBe(await total(`/api/catalogues?places=${point.placeId}&per-page=1`));
    }
  });

  it('narrows by years and publishers exactly as the catalogue list does', async () => {
    const all = await get<MapPoints>('/api/maps/catalogues?lang=EN');
    const ranged = await get<MapPoints>('/api/maps/catalogues?lang=EN&date-begin=1860&date-end=1880');
    const sum = (points: MapPoints['points']) => points.reduce((acc, point) => acc + point.count, 0);
    expect(sum(ranged.points)).toBeLessThan(sum(all.points));
    for (const point of ranged.points.slice(0, 3)) {
      expect(point.count).toBe(
        await total(`/api/catalogues?places=${point.placeId}&date-begin=1860&date-end=1880&per-page=1`),
      );
    }
    const busiest = all.points[0];
    if (!busiest) throw new Error('no points');
    const only = await get<MapPoints>(`/api/maps/catalogues?places=${busiest.placeId}`);
    expect(only.points.map((point) => point.placeId)).toEqual([busiest.placeId]);
    expect(only.points[0]?.count).toBe(busiest.count);
  });

  it('names each point in the language asked for', async () => {
    const english = await get<MapPoints>('/api/maps/catalogues?lang=EN');
    const italian = await get<MapPoints>('/api/maps/catalogues?lang=IT');
    const namesDiffer = english.points.some(
      (point) => italian.points.find((other) => other.placeId === point.placeId)?.name !== point.name,
    );
    expect(namesDiffer).toBe(true);
  });

  it('answers no points for a year range without editions', async () => {
    expect(await get<MapPoints>('/api/maps/catalogues?date-begin=1839&date-end=1840')).toEqual({
      points: [],
      withoutCoordinates: 0,
    });
  });
});

describe('publishers by place of activity', () => {
  it('counts publishers per place exactly as the publisher list does', async () => {
    const { points } = await get<MapPoints>('/api/maps/publishers?lang=EN&date-begin=1850&date-end=1900');
    expect(points.length).toBeGreaterThan(2);
    for (const point of points.slice(0, 4)) {
      expect(point.count).toBe(
        await total(`/api/publishers?places=${point.placeId}&date-begin=1850&date-end=1900&per-page=1`),
      );
    }
  });
});

describe('the maps as the data changes', () => {
  type Catalogue = components['schemas']['Catalogue'];
  type Edition = components['schemas']['Edition'];

  const send = async <T>(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await server.request({
      method,
      url,
      headers: { ...server.admin, ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return (response.body ? response.json() : undefined) as T;
  };
  const countAt = async (map: string, placeId: number) =>
    (await get<MapPoints>(map)).points.find((point) => point.placeId === placeId)?.count ?? 0;

  /** Each map's count at each place, checked against the list it must agree with. */
  async function countsAt(places: number[], years: string) {
    const counts: Record<string, number> = {};
    for (const place of places) {
      const catalogues = await countAt('/api/maps/catalogues?lang=EN', place);
      expect(catalogues).toBe(await total(`/api/catalogues?places=${place}&per-page=1`));
      const withSupplements = await countAt('/api/maps/catalogues?include-supplements=true', place);
      expect(withSupplements).toBe(
        await total(`/api/catalogues?places=${place}&include-supplements=true&per-page=1`),
      );
      const publishers = await countAt(`/api/maps/publishers?${years}`, place);
      expect(publishers).toBe(await total(`/api/publishers?places=${place}&${years}&per-page=1`));
      const within = `${years}&date-match=within`;
      expect(await countAt(`/api/maps/publishers?${within}`, place)).toBe(
        await total(`/api/publishers?places=${place}&${within}&per-page=1`),
      );
      expect(await countAt(`/api/maps/catalogues?${within}`, place)).toBe(
        await total(`/api/catalogues?places=${place}&${within}&per-page=1`),
      );
      const allPublishers = await countAt('/api/maps/publishers', place);
      expect(allPublishers).toBe(await total(`/api/publishers?places=${place}&per-page=1`));
      Object.assign(counts, {
        [`catalogues ${place}`]: catalogues,
        [`with supplements ${place}`]: withSupplements,
        [`publishers ${years} ${place}`]: publishers,
        [`publishers ${place}`]: allPublishers,
      });
    }
    return counts;
  }

  /** `counts` with one more at each key. */
  const oneMoreAt = (counts: Record<string, number>, ...keys: string[]) => ({
    ...counts,
    ...Object.fromEntries(keys.map((key) => [key, (counts[key] ?? 0) + 1])),
  });

  it('counts a catalogue and its new publisher where its editions are, and follows every change', async () => {
    const located = (await get<MapPoints>('/api/maps/catalogues?lang=EN')).points;
    const [first, second] = located.slice(-2).map((point) => point.placeId);
    if (first === undefined || second === undefined) throw new Error('too few places on the map');
    const places = [first, second];
    const range = 'date-begin=1871&date-end=1871';
    const before = await countsAt(places, range);

    const { publisher } = await send<{ publisher: Array<{ id: number }> }>('POST', '/api/publishers', {
      name: 'Studio Cartografico di Prova',
    });
    const publisherId = publisher[0]?.id;
    const { catalogue } = await send<{ catalogue: Catalogue }>('POST', '/api/catalogues', {
      mainTitle: 'Catalogo per la mappa',
      date: '1871',
      places: [first],
      publishers: [publisherId],
    });
    const edition = catalogue.editions[0] as Edition;
    const editionUrl = `/api/catalogues/${catalogue.id}/editions/${edition.id}`;
    const atFirst = [
      `catalogues ${first}`,
      `with supplements ${first}`,
      `publishers ${range} ${first}`,
      `publishers ${first}`,
    ];
    expect(await countsAt(places, range)).toEqual(oneMoreAt(before, ...atFirst));

    // The edition moves to the other place, and its date out of the year range.
    await send('PUT', editionUrl, { places: [second], date: '1872' });
    const atSecond = [`catalogues ${second}`, `with supplements ${second}`, `publishers ${second}`];
    const moved = oneMoreAt(before, ...atSecond);
    expect(await countsAt(places, range)).toEqual(moved);

    // A second edition, at both places and in the range, then removed: a catalogue counts once a place.
    const { edition: added } = await send<{ edition: Edition }>(
      'POST',
      `/api/catalogues/${catalogue.id}/editions`,
      { date: '1871', places: [first, second], publishers: [publisherId] },
    );
    expect(await countsAt(places, range)).toEqual(
      oneMoreAt(before, ...atFirst, ...atSecond, `publishers ${range} ${second}`),
    );
    await send('DELETE', `/api/catalogues/${catalogue.id}/editions/${added.id}`);
    expect(await countsAt(places, range)).toEqual(moved);

    // As another catalogue's supplementary content it leaves the map unless supplements are asked for.
    const other = located[0]?.placeId;
    const { catalogues } = await get<{ catalogues: Catalogue[] }>(
      `/api/catalogues?places=${other}&per-page=1`,
    );
    const { supplementaryContent } = await send<{ supplementaryContent: { id: number } }>(
      'POST',
      `/api/catalogues/${catalogues[0]?.id}/supplementary-contents`,
      { supplementCatalogueId: catalogue.id },
    );
    expect(await countsAt(places, range)).toEqual({
      ...moved,
      [`catalogues ${second}`]: before[`catalogues ${second}`],
    });
    await send(
      'DELETE',
      `/api/catalogues/${catalogues[0]?.id}/supplementary-contents/${supplementaryContent.id}`,
    );
    expect(await countsAt(places, range)).toEqual(moved);

    // Deleted, the catalogue leaves every count as it was; its publisher, without editions, too.
    await send('DELETE', `/api/catalogues/${catalogue.id}`);
    expect(await countsAt(places, range)).toEqual(before);
  });

  it("counts a publisher by its editions' intervals, overlapping or within a range, as the list does", async () => {
    const place = (await get<MapPoints>('/api/maps/catalogues?lang=EN')).points.at(-1)?.placeId;
    if (place === undefined) throw new Error('no place on the map');
    const ranges = {
      overlapping1868: 'date-begin=1868&date-end=1868',
      overlapping1875: 'date-begin=1875&date-end=1875',
      within1868: 'date-begin=1868&date-end=1868&date-match=within',
      within1860to1880: 'date-begin=1860&date-end=1880&date-match=within',
    };
    const counts = async () => {
      const answer = { overlapping1868: 0, overlapping1875: 0, within1868: 0, within1860to1880: 0 };
      for (const name of Object.keys(answer) as Array<keyof typeof ranges>) {
        answer[name] = await countAt(`/api/maps/publishers?${ranges[name]}`, place);
        expect(answer[name], name).toBe(
          await total(`/api/publishers?places=${place}&${ranges[name]}&per-page=1`),
        );
      }
      return answer;
    };
    const before = await counts();
    const { publisher } = await send<{ publisher: Array<{ id: number }> }>('POST', '/api/publishers', {
      name: 'Studio Cronologico di Prova',
    });
    const publishers = [publisher[0]?.id];
    // "ca. 1871" spans 1866-1876: it overlaps 1868 and 1875, and lies within 1860-1880 only.
    const { catalogue } = await send<{ catalogue: Catalogue }>('POST', '/api/catalogues', {
      mainTitle: 'Catalogo per la cronologia',
      date: 'ca. 1871',
      places: [place],
      publishers,
    });
    const editionUrl = `/api/catalogues/${catalogue.id}/editions/${catalogue.editions[0]?.id}`;
    const approximate = { ...before };
    for (const name of ['overlapping1868', 'overlapping1875', 'within1860to1880'] as const)
      approximate[name] += 1;
    expect(await counts()).toEqual(approximate);

    // Corrected by staff to 1868 exactly: now within 1868, and no longer overlapping 1875.
    await send('PUT', editionUrl, { dateEdtf: '1868' });
    const exact = {
      ...approximate,
      overlapping1875: before.overlapping1875,
      within1868: before.within1868 + 1,
    };
    expect(await counts()).toEqual(exact);

    // A second edition "ca. 1871" reaches 1875 again; removed, the publisher's activity shrinks back.
    const { edition: added } = await send<{ edition: Edition }>(
      'POST',
      `/api/catalogues/${catalogue.id}/editions`,
      {
        date: 'ca. 1871',
        places: [place],
        publishers,
      },
    );
    expect(await counts()).toEqual({ ...exact, overlapping1875: before.overlapping1875 + 1 });
    await send('DELETE', `/api/catalogues/${catalogue.id}/editions/${added.id}`);
    expect(await counts()).toEqual(exact);

    // Back to the reading of the written date, then gone.
    await send('PUT', editionUrl, { dateEdtf: null });
    expect(await counts()).toEqual(approximate);
    await send('DELETE', `/api/catalogues/${catalogue.id}`);
    expect(await counts()).toEqual(before);
  });

  it('answers no publishers for a year range that ends before it begins', async () => {
    expect(await get<MapPoints>('/api/maps/publishers?date-begin=1890&date-end=1860')).toEqual({
      points: [],
      withoutCoordinates: 0,
    });
  });
});
