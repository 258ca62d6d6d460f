import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { rereadEditionDates } from '../../server/domain/edition-dates.ts';
import { statisticsCountedOnTheSpot } from '../../server/domain/statistics.ts';
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

  it('answers a year range from its kept counts as counted on the spot', async () => {
    const ranges = [
      { dateBegin: 1865, dateEnd: 1893 },
      { dateBegin: 1872, dateEnd: 1872 },
      { dateBegin: 1880 },
      { dateEnd: 1875 },
      { dateBegin: 1860, dateEnd: 1889, includeSupplements: true },
    ];
    for (const range of ranges) {
      const query = new URLSearchParams();
      if (range.dateBegin !== undefined) query.set('date-begin', String(range.dateBegin));
      if (range.dateEnd !== undefined) query.set('date-end', String(range.dateEnd));
      if (range.includeSupplements) query.set('include-supplements', 'true');
      const kept = await statistics(query.toString());
      expect(kept.decades.length, query.toString()).toBeGreaterThan(0);
      expect(kept, query.toString()).toEqual(
        await statisticsCountedOnTheSpot(server.db, { ...range, lang: 'EN' }),
      );
    }
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

  /** A firm's figures on the page (the most editions first, so the top firm stays charted), kept and counted. */
  async function firmFigures(publisherId: number, query = '') {
    const answer = await statistics(query);
    const firm = answer.publishers.find((publisher) => publisher.publisherId === publisherId);
    if (!firm) throw new Error(`publisher ${publisherId} is not charted`);
    const includeSupplements = query === 'include-supplements=true';
    // The same firm counted on the spot, over a range wider than any date: the same decades.
    const counted = (
      await statisticsCountedOnTheSpot(server.db, { dateBegin: 1000, dateEnd: 2999, includeSupplements })
    ).publishers.find((publisher) => publisher.publisherId === publisherId);
    expect(counted?.decades, 'kept and counted decades').toEqual(firm.decades);
    // And a range cutting the 1870s and 1880s, from its own kept counts.
    expect(
      await statistics(`${query ? `${query}&` : ''}date-begin=1875&date-end=1884`),
      'a year range kept and counted',
    ).toEqual(
      await statisticsCountedOnTheSpot(server.db, {
        dateBegin: 1875,
        dateEnd: 1884,
        includeSupplements,
        lang: 'EN',
      }),
    );
    const decade = (year: number) => {
      const row = firm.decades.find((each) => each.decade === year);
      return { catalogues: row?.catalogues ?? 0, editions: row?.editions ?? 0 };
    };
    return {
      catalogues: firm.catalogues,
      editions: firm.editions,
      seventies: decade(1870),
      eighties: decade(1880),
    };
  }
  type FirmFigures = Awaited<ReturnType<typeof firmFigures>>;
  /** `figures` with `catalogues` and `editions` more in all and in the decades named. */
  const firmPlus = (
    figures: FirmFigures,
    total: { catalogues: number; editions: number },
    decades: Partial<Record<'seventies' | 'eighties', { catalogues: number; editions: number }>>,
  ): FirmFigures => {
    const add = (count: { catalogues: number; editions: number }, more = { catalogues: 0, editions: 0 }) => ({
      catalogues: count.catalogues + more.catalogues,
      editions: count.editions + more.editions,
    });
    return {
      ...add(figures, total),
      seventies: add(figures.seventies, decades.seventies),
      eighties: add(figures.eighties, decades.eighties),
    };
  };

  it("keeps a firm's catalogues and editions per decade through its links, dates, supplements and deletions", async () => {
    const firm = (await statistics()).publishers[0]?.publisherId as number;
    const firms = async () => ({
      without: await firmFigures(firm),
      with: await firmFigures(firm, 'include-supplements=true'),
    });
    const before = await firms();
    const { catalogue } = await send<{ catalogue: Catalogue }>('POST', '/api/catalogues', {
      mainTitle: 'Catalogo della ditta per le statistiche',
      date: '1871',
      publishers: [firm],
    });
    const first = catalogue.editions[0] as Edition;
    const one = { catalogues: 1, editions: 1 };
    const dated1871 = (figures: FirmFigures) => firmPlus(figures, one, { seventies: one });
    expect(await firms()).toEqual({ without: dated1871(before.without), with: dated1871(before.with) });

    // A second edition in the 1880s by another firm: the firm's catalogue now also counts in the
    // 1880s (the list of the firm's catalogues with an edition of the 1880s holds it), its editions not.
    const { edition: second } = await send<{ edition: Edition }>(
      'POST',
      `/api/catalogues/${catalogue.id}/editions`,
      { date: '1884', publishers: [] },
    );
    const alsoEighties = (figures: FirmFigures) =>
      firmPlus(figures, one, { seventies: one, eighties: { catalogues: 1, editions: 0 } });
    expect((await firms()).without).toEqual(alsoEighties(before.without));

    // The second edition becomes the firm's too, then the first moves to the 1880s.
    await send('PUT', `/api/catalogues/${catalogue.id}/editions/${second.id}`, { publishers: [firm] });
    const both = (figures: FirmFigures) =>
      firmPlus(figures, { catalogues: 1, editions: 2 }, { seventies: one, eighties: one });
    expect((await firms()).without).toEqual(both(before.without));
    await send('PUT', `/api/catalogues/${catalogue.id}/editions/${first.id}`, { date: '1886' });
    const eighties = (figures: FirmFigures) =>
      firmPlus(figures, { catalogues: 1, editions: 2 }, { eighties: { catalogues: 1, editions: 2 } });
    expect(await firms()).toEqual({ without: eighties(before.without), with: eighties(before.with) });

    // As a supplement it leaves the firm's figures unless supplements are asked for.
    const { catalogues } = await get<{ catalogues: Catalogue[] }>('/api/catalogues?per-page=1');
    const { supplementaryContent } = await send<{ supplementaryContent: { id: number } }>(
      'POST',
      `/api/catalogues/${catalogues[0]?.id}/supplementary-contents`,
      { supplementCatalogueId: catalogue.id },
    );
    expect(await firms()).toEqual({ without: before.without, with: eighties(before.with) });
    await send(
      'DELETE',
      `/api/catalogues/${catalogues[0]?.id}/supplementary-contents/${supplementaryContent.id}`,
    );
    expect((await firms()).without).toEqual(eighties(before.without));

    // The firm's link taken off the first edition, then the second edition deleted.
    await send('PUT', `/api/catalogues/${catalogue.id}/editions/${first.id}`, { publishers: [] });
    expect((await firms()).without).toEqual(firmPlus(before.without, one, { eighties: one }));
    await send('DELETE', `/api/catalogues/${catalogue.id}/editions/${second.id}`);
    expect((await firms()).without).toEqual(before.without);

    await send('PUT', `/api/catalogues/${catalogue.id}/editions/${first.id}`, { publishers: [firm] });
    await send('DELETE', `/api/catalogues/${catalogue.id}`);
    expect(await firms()).toEqual(before);
    await expectEveryBarEqualsItsList('');
  });

  it("makes the firms' figures again after the written dates are read anew at start", async () => {
    const firm = (await statistics()).publishers[0]?.publisherId as number;
    const before = await firmFigures(firm);
    // An interval as an older date normaliser might have read it, and its version as stored then.
    const [edition] = await server.db.query<{ id: number }>(
      `select e.id from editions e join edition_publishers l on l.edition_id = e.id
       where l.publisher_id = $1 and e.date_from is not null and not e.date_edtf_by_staff order by e.id limit 1`,
      [firm],
    );
    await server.db.query(
      `update editions set date_edtf = '1790', date_from = '1790-01-01', date_to = '1790-12-31' where id = $1`,
      [edition?.id],
    );
    await server.db.query(`update settings set value = '0' where key = 'date_normaliser_version'`);
    expect((await statistics()).decades[0]?.decade).toBe(1790);
    expect(await rereadEditionDates(server.db)).toBeGreaterThan(0);
    expect((await statistics()).decades[0]?.decade).not.toBe(1790);
    // Kept and counted alike again (firmFigures compares them), in every decade of the firm.
    expect(await firmFigures(firm)).toEqual(before);
  });
});
