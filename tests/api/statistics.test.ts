import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { startTestServer, type TestServer } from './harness.ts';

type Statistics = components['schemas']['Statistics'];
type Pagination = components['schemas']['Pagination'];
type Catalogue = components['schemas']['Catalogue'];
type Edition = components['schemas']['Edition'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = <T>(url: string) => server.getJson<T>(url);
const total = async (query: string) =>
  (await get<{ pagination: Pagination }>(`/api/catalogues?per-page=1&${query}`)).pagination.count;
const statistics = (query = '') => get<Statistics>(`/api/statistics?lang=EN${query ? `&${query}` : ''}`);

/** The list each bar links to, as its query: the page's filters with the bar's own in place of theirs. */
const withFilter = (filters: string, patch: Record<string, string>) => {
  const params = new URLSearchParams(filters);
  params.delete('undated');
  for (const [name, value] of Object.entries(patch)) params.set(name, value);
  return params.toString();
};

/** Every bar of the three charts against the catalogue list it opens. */
async function expectEveryBarEqualsItsList(filters: string) {
  const answer = await statistics(filters);
  for (const decade of answer.decades) {
    expect(decade.catalogues, `${decade.decade}s`).toBe(
      await total(
        withFilter(filters, { 'date-begin': String(decade.dateBegin), 'date-end': String(decade.dateEnd) }),
      ),
    );
  }
  for (const place of answer.places) {
    expect(place.catalogues, place.name).toBe(
      await total(withFilter(filters, { places: String(place.placeId) })),
    );
  }
  for (const publisher of answer.publishers.slice(0, 3)) {
    expect(publisher.catalogues, publisher.name).toBe(
      await total(withFilter(filters, { publishers: String(publisher.publisherId) })),
    );
    for (const decade of publisher.decades.filter((each) => each.catalogues > 0).slice(0, 3)) {
      expect(decade.catalogues, `${publisher.name}, ${decade.decade}s`).toBe(
        await total(
          withFilter(filters, {
            publishers: String(publisher.publisherId),
            'date-begin': String(decade.dateBegin),
            'date-end': String(decade.dateEnd),
          }),
        ),
      );
    }
  }
  return answer;
}

describe('the statistics of the catalogues', () => {
  it('counts catalogues per decade, place and publisher, each equal to the list the bar opens', async () => {
    const answer = await expectEveryBarEqualsItsList('');
    expect(answer.decades.length).toBeGreaterThan(2);
    // One decade after the other, the empty ones at zero, so the axis has no gaps.
    const decades = answer.decades.map((decade) => decade.decade);
    expect(decades).toEqual(decades.map((_, index) => (decades[0] ?? 0) + 10 * index));
    expect(answer.places.length).toBeGreaterThan(2);
    const byPlace = answer.places.map((place) => place.catalogues);
    expect(byPlace).toEqual([...byPlace].sort((a, b) => b - a));
    expect(answer.publishers.length).toBeGreaterThan(2);
    const byPublisher = answer.publishers.map((publisher) => publisher.editions);
    expect(byPublisher).toEqual([...byPublisher].sort((a, b) => b - a));
    for (const publisher of answer.publishers) {
      expect(publisher.decades.map((decade) => decade.decade)).toEqual(decades);
    }
  });

  it('gives the same counts from its kept counts as counted on the spot', async () => {
    // A year range wider than any date goes through the filtered path and keeps every dated edition.
    const kept = await statistics();
    const counted = await statistics('date-begin=1000&date-end=2999');
    expect(
      counted.decades.map(({ decade, catalogues, editions }) => ({ decade, catalogues, editions })),
    ).toEqual(kept.decades.map(({ decade, catalogues, editions }) => ({ decade, catalogues, editions })));
    expect(counted.publishers.map((publisher) => publisher.decades)).toEqual(
      kept.publishers.map((publisher) => publisher.decades),
    );
  });

  it('narrows every chart with the catalogue filters, as the list does', async () => {
    const all = await statistics();
    const ranged = await expectEveryBarEqualsItsList('date-begin=1865&date-end=1893');
    expect(ranged.decades[0]?.dateBegin).toBe(1865);
    expect(ranged.decades.at(-1)?.dateEnd).toBeLessThanOrEqual(1893);
    const sum = (answer: Statistics) => answer.decades.reduce((acc, decade) => acc + decade.catalogues, 0);
    expect(sum(ranged)).toBeLessThan(sum(all));

    const place = all.places[0]?.placeId;
    const publisher = all.publishers[0]?.publisherId;
    const narrowed = await expectEveryBarEqualsItsList(`places=${place}&include-supplements=true`);
    expect(narrowed.places.map((each) => each.placeId)).toEqual([place]);
    await expectEveryBarEqualsItsList(
      `publishers=${publisher}&date-begin=1850&date-end=1900&date-match=within`,
    );
    await expectEveryBarEqualsItsList('keyword=fotografia&undated=true&date-begin=1870&date-end=1890');
  });

  it('answers empty charts for a range without editions, and refuses a bad filter', async () => {
    expect(await statistics('date-begin=1839&date-end=1840')).toEqual({
      decades: [],
      places: [],
      publishers: [],
    });
    const bad = await server.request({ method: 'GET', url: '/api/statistics?date-match=sometimes' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the statistics as the data changes', () => {
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
  const decadeOf = async (decade: number, query = '') =>
    (await statistics(query)).decades.find((each) => each.decade === decade) ?? {
      catalogues: 0,
      editions: 0,
    };
  const counts = async () => ({
    seventies: await decadeOf(1870),
    eighties: await decadeOf(1880),
    seventiesWithSupplements: await decadeOf(1870, 'include-supplements=true'),
  });

  it('follows a new catalogue, its dates, a second edition, a supplement and a deletion', async () => {
    const before = await counts();
    const { catalogue } = await send<{ catalogue: Catalogue }>('POST', '/api/catalogues', {
      mainTitle: 'Catalogo per le statistiche',
      date: '1871',
    });
    const plus = (count: { catalogues: number; editions: number }, catalogues: number, editions: number) => ({
      ...count,
      catalogues: count.catalogues + catalogues,
      editions: count.editions + editions,
    });
    expect(await counts()).toEqual({
      ...before,
      seventies: plus(before.seventies, 1, 1),
      seventiesWithSupplements: plus(before.seventiesWithSupplements, 1, 1),
    });

    const edition = catalogue.editions[0] as Edition;
    await send('PUT', `/api/catalogues/${catalogue.id}/editions/${edition.id}`, { date: '1884' });
    const moved = {
      ...before,
      eighties: plus(before.eighties, 1, 1),
    };
    expect(await counts()).toEqual(moved);

    // A second edition in the same decade: one catalogue more there, not two.
    const { edition: added } = await send<{ edition: Edition }>(
      'POST',
      `/api/catalogues/${catalogue.id}/editions`,
      { date: '1886' },
    );
    expect(await counts()).toEqual({ ...moved, eighties: plus(before.eighties, 1, 2) });
    await send('DELETE', `/api/catalogues/${catalogue.id}/editions/${added.id}`);
    expect(await counts()).toEqual(moved);

    // As another catalogue's supplementary content it leaves the charts unless supplements are asked for.
    const { catalogues } = await get<{ catalogues: Catalogue[] }>('/api/catalogues?per-page=1');
    const withSupplements = await decadeOf(1880, 'include-supplements=true');
    const { supplementaryContent } = await send<{ supplementaryContent: { id: number } }>(
      'POST',
      `/api/catalogues/${catalogues[0]?.id}/supplementary-contents`,
      { supplementCatalogueId: catalogue.id },
    );
    expect((await counts()).eighties).toEqual(before.eighties);
    expect(await decadeOf(1880, 'include-supplements=true')).toEqual(withSupplements);
    await send(
      'DELETE',
      `/api/catalogues/${catalogues[0]?.id}/supplementary-contents/${supplementaryContent.id}`,
    );

    await send('DELETE', `/api/catalogues/${catalogue.id}`);
    expect(await counts()).toEqual(before);
  });
});
