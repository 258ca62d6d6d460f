import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWrittenDate } from '../../common/edtf-dates.ts';
import type { components } from '../../openapi/generated/catalogue';
import { demoData } from '../../server/seed/demo-data.ts';
import type { DemoCatalogue } from '../../server/seed/demo-data.types.ts';
import { type DemoIds, demoIds } from './demo-ids.ts';
import { startTestServer, type TestServer } from './harness.ts';

/** A query node as a client sends it: condition (AND by default) and where may be left out. */
type QueryNode = Omit<components['schemas']['QueryNode'], 'condition' | 'where'> & {
  condition?: 'AND' | 'OR';
  where?: QueryNode[];
};
type Subject = components['schemas']['Subject'];
type QueryObject = components['schemas']['QueryObject'];
type SearchResult = components['schemas']['ContextualSearchResult'];
type Suggestion = components['schemas']['ContextualSuggestion'];

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

const get = <T>(url: string) => server.getJson<T>(url);

const post = (body: unknown, query = '') =>
  server.request({
    method: 'POST',
    url: `/api/contextual-search${query ? `?${query}` : ''}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

async function run(query: QueryNode[], params = 'per-page=100'): Promise<SearchResult> {
  const response = await post({ query }, params);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResult>();
}

async function suggest(suggestion: Record<string, unknown>, params = ''): Promise<Suggestion[]> {
  const response = await post({ suggest: suggestion }, params);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Suggestion[]>();
}

/** A query node; `extra` carries condition and where. */
const node = (
  subject: Subject,
  object: QueryObject,
  input?: string | number,
  extra: Partial<Omit<QueryNode, 'query'>> = {},
  dateMatch?: 'overlap' | 'within',
): QueryNode => ({
  query: {
    subject,
    object,
    ...(input === undefined ? {} : { input: String(input) }),
    ...(dateMatch ? { dateMatch } : {}),
  },
  ...extra,
});

const resultIds = (result: SearchResult) => [...result.result.map((item) => item.id)].sort((a, b) => a - b);
const sorted = (values: Iterable<number>) => [...new Set(values)].sort((a, b) => a - b);

const idOf = (kind: keyof typeof ids, key: string) => {
  const id = ids[kind].get(key);
  if (id === undefined) throw new Error(`no demo ${kind} ${key}`);
  return id;
};

const yearOf = (date: string | undefined) => {
  const match = date ? /(?:^|[^0-9])([12][0-9]{3})(?:[^0-9]|$)/.exec(date) : null;
  return match?.[1] ? Number(match[1]) : null;
};

/** Ids of the demo catalogues (supplements included: the contextual search does not leave them out). */
const cataloguesWhere = (predicate: (c: DemoCatalogue) => boolean) =>
  sorted(demoData.catalogues.filter(predicate).map((c) => idOf('catalogues', c.key)));

const byPublisher = (c: DemoCatalogue, key: string) => c.editions.some((e) => e.publishers.includes(key));
const inPlace = (c: DemoCatalogue, key: string) => c.editions.some((e) => e.places.includes(key));
const hasYearFrom = (c: DemoCatalogue, year: number) => c.editions.some((e) => (yearOf(e.date) ?? 0) >= year);

/** Publishers that published an edition in the place. */
const publishersIn = (placeKey: string) =>
  new Set(
    demoData.catalogues.flatMap((c) =>
      c.editions.filter((e) => e.places.includes(placeKey)).flatMap((e) => e.publishers),
    ),
  );

// ---------------------------------------------------------------------------------------------------

describe('searching catalogues by their context', () => {
  it('finds the catalogues of a publisher chosen by id', async () => {
    const result = await run([node('catalogue', 'publisher', idOf('publishers', 'alinari'))]);
    expect(result.subject).toBe('catalogue');
    expect(resultIds(result)).toEqual(cataloguesWhere((c) => byPublisher(c, 'alinari')));
    expect(result.pagination.count).toBe(result.result.length);
    for (const item of result.result) {
      expect(item.type).toBe('catalogue');
      expect(item.label).toBe(item.catalogue?.title);
      expect(item.catalogue?.id).toBe(item.id);
    }
  });

  it('finds the catalogues of a publisher named in the input, ignoring accents and case', async () => {
    const byId = await run([node('catalogue', 'publisher', idOf('publishers', 'alinari'))]);
    const byName = await run([node('catalogue', 'publisher', 'alinari')]);
    expect(resultIds(byName)).toEqual(resultIds(byId));
    const accented = await run([node('catalogue', 'publisher', 'SEBAH')]);
    expect(resultIds(accented)).toEqual(cataloguesWhere((c) => byPublisher(c, 'sebah-joaillier')));
    expect(accented.result.length).toBe(1);
  });

  it('combines a publisher AND a year: Alinari catalogues with an edition from 1890 on', async () => {
    const result = await run([
      node('catalogue', 'publisher', 'Alinari'),
      node('catalogue', 'yearFrom', 1890, { condition: 'AND' }),
    ]);
    const expected = cataloguesWhere((c) => byPublisher(c, 'alinari') && hasYearFrom(c, 1890));
    expect(resultIds(result)).toEqual(expected);
    expect(expected.length).toBeLessThan(cataloguesWhere((c) => byPublisher(c, 'alinari')).length);
    const until = await run([
      node('catalogue', 'publisher', 'Alinari'),
      node('catalogue', 'yearTo', 1875, { condition: 'AND' }),
    ]);
    expect(resultIds(until)).toEqual([idOf('catalogues', 'alinari-catalogo-1873')]);
  });

  it('matches a year by overlap, or with dateMatch within only dates certainly inside the range', async () => {
    // The demo editions' intervals as the normaliser reads them ("ca. 1890" is 1885 to 1895).
    const intervalsOf = (c: DemoCatalogue) =>
      c.editions.flatMap((e) => {
        const reading = readWrittenDate(e.date);
        return reading.kind === 'dated' ? [reading.interval] : [];
      });
    const year = (object: 'yearFrom' | 'yearTo', input: number, dateMatch?: 'overlap' | 'within') =>
      node('catalogue', object, input, {}, dateMatch);
    for (const from of [1880, 1890]) {
      const overlapping = await run([year('yearFrom', from)]);
      const within = await run([year('yearFrom', from, 'within')]);
      expect(resultIds(overlapping)).toEqual(
        cataloguesWhere((c) => intervalsOf(c).some((interval) => interval.to >= `${from}-01-01`)),
      );
      expect(resultIds(within)).toEqual(
        cataloguesWhere((c) => intervalsOf(c).some((interval) => interval.from >= `${from}-01-01`)),
      );
      expect(within.pagination.count).toBeLessThan(overlapping.pagination.count);
      expect(resultIds(await run([year('yearFrom', from, 'overlap')]))).toEqual(resultIds(overlapping));
    }
    const upTo = await run([year('yearTo', 1890, 'within')]);
    expect(resultIds(upTo)).toEqual(
      cataloguesWhere((c) => intervalsOf(c).some((interval) => interval.to <= '1890-12-31')),
    );
    expect(upTo.pagination.count).toBeLessThan((await run([year('yearTo', 1890)])).pagination.count);
  });

  it('matches within in a where too: publishers of a catalogue certainly from 1890 on', async () => {
    const catalogues = (dateMatch?: 'within') => [
      node('publisher', 'catalogue', undefined, {
        where: [node('catalogue', 'yearFrom', 1890, {}, dateMatch)],
      }),
    ];
    const overlapping = resultIds(await run(catalogues()));
    const within = resultIds(await run(catalogues('within')));
    expect(within.every((id) => overlapping.includes(id))).toBe(true);
    const viaCatalogues = (await run([node('catalogue', 'yearFrom', 1890, {}, 'within')])).result;
    const publishers = sorted(
      viaCatalogues.flatMap(
        (item) => item.catalogue?.editions.flatMap((e) => e.publishers.map((p) => p.id)) ?? [],
      ),
    );
    expect(within).toEqual(publishers);
  });

  it('combines two places with OR: as many catalogues as in either place', async () => {
    const munich = await run([node('catalogue', 'place', idOf('places', 'munich'))]);
    const dresden = await run([node('catalogue', 'place', idOf('places', 'dresden'))]);
    const either = await run([
      node('catalogue', 'place', idOf('places', 'munich')),
      node('catalogue', 'place', idOf('places', 'dresden'), { condition: 'OR' }),
    ]);
    expect(either.pagination.count).toBeGreaterThanOrEqual(munich.pagination.count);
    expect(either.pagination.count).toBeGreaterThanOrEqual(dresden.pagination.count);
    expect(resultIds(either)).toEqual(sorted([...resultIds(munich), ...resultIds(dresden)]));
    expect(resultIds(either)).toEqual(cataloguesWhere((c) => inPlace(c, 'munich') || inPlace(c, 'dresden')));
  });

  it('binds AND tighter than OR, as in SQL', async () => {
    const result = await run([
      node('catalogue', 'place', 'Munich'),
      node('catalogue', 'place', 'Dresden', { condition: 'OR' }),
      node('catalogue', 'yearFrom', 1890, { condition: 'AND' }),
    ]);
    const expected = cataloguesWhere(
      (c) => inPlace(c, 'munich') || (inPlace(c, 'dresden') && hasYearFrom(c, 1890)),
    );
    expect(resultIds(result)).toEqual(expected);
    // Not the same as (Munich OR Dresden) AND from 1890: a Munich catalogue before 1890 is kept.
    expect(expected).not.toEqual(
      cataloguesWhere((c) => (inPlace(c, 'munich') || inPlace(c, 'dresden')) && hasYearFrom(c, 1890)),
    );
  });

  it('finds the catalogues whose publisher was active in Naples, through a nested where', async () => {
    const naples = idOf('places', 'naples');
    const result = await run([
      node('catalogue', 'publisher', undefined, { where: [node('publisher', 'place', naples)] }),
    ]);
    const active = publishersIn('naples');
    const expected = cataloguesWhere((c) => c.editions.some((e) => e.publishers.some((p) => active.has(p))));
    expect(resultIds(result)).toEqual(expected);
    // More than the catalogues published in Naples: Behles also published in Rome.
    expect(expected).toContain(idOf('catalogues', 'behles-catalogo'));
    expect(expected.length).toBeGreaterThan(cataloguesWhere((c) => inPlace(c, 'naples')).length);
  });

  it('narrows a named relation further with its where nodes', async () => {
    const result = await run([
      node('catalogue', 'publisher', 'Sommer', { where: [node('publisher', 'place', 'Rome')] }),
    ]);
    // Giorgio Sommer published in Rome (with Behles), so all his catalogues are found.
    expect(resultIds(result)).toEqual(cataloguesWhere((c) => byPublisher(c, 'sommer')));
    const none = await run([
      node('catalogue', 'publisher', 'Sommer', { where: [node('publisher', 'place', 'London')] }),
    ]);
    expect(none.result).toEqual([]);
  });

  it('pages the results in a { subject, result, pagination } envelope', async () => {
    const query = [node('catalogue', 'publisher', 'Alinari')];
    const all = await run(query);
    const count = all.result.length;
    const first = await run(query, 'per-page=2');
    expect(Object.keys(first).sort()).toEqual(['pagination', 'result', 'subject']);
    expect(first.pagination).toEqual({ count, pages: Math.ceil(count / 2) });
    expect(first.result).toHaveLength(2);
    const second = await run(query, 'per-page=2&page=2');
    expect([...first.result, ...second.result].map((item) => item.id)).toEqual(
      all.result.slice(0, 4).map((item) => item.id),
    );
    const byDefault = await run([node('catalogue', 'yearFrom', 1000)], '');
    expect(byDefault.result).toHaveLength(6);
  });

  it('finds the publishers that published in a place', async () => {
    const result = await run([node('publisher', 'place', 'Rome')]);
    expect(result.subject).toBe('publisher');
    expect(sorted(result.result.map((item) => item.id))).toEqual(
      sorted([...publishersIn('rome')].map((key) => idOf('publishers', key))),
    );
    for (const item of result.result) {
      expect(item.type).toBe('publisher');
      expect(item.label).toBe(item.publisher?.name);
      expect(item.publisher?.places.map((p) => p.id)).toContain(idOf('places', 'rome'));
    }
  });

  it('finds the places of a publisher, labelled in the language asked for', async () => {
    const result = await run([node('place', 'publisher', 'Bernoud')], 'per-page=100&lang=DE');
    expect(result.subject).toBe('place');
    expect(result.result.map((item) => item.label).sort()).toEqual(['Florenz', 'Neapel']);
    expect(result.result.every((item) => item.type === 'place' && item.place?.id === item.id)).toBe(true);
  });

  it('finds the holders of the catalogues matching a title', async () => {
    const result = await run([node('holder', 'catalogue', 'Ongania')]);
    const ongania = demoData.catalogues.find((c) => c.key === 'ongania-san-marco');
    const expected = sorted(
      (ongania?.editions ?? []).flatMap((e) => e.holders).map((k) => idOf('holders', k)),
    );
    expect(sorted(result.result.map((item) => item.id))).toEqual(expected);
    expect(result.result.every((item) => item.label === item.holder?.name)).toBe(true);
  });
});

describe('suggesting inputs for a node', () => {
  it('suggests places whose name contains the input, labelled in English by default', async () => {
    const florence = String(idOf('places', 'florence'));
    expect(await suggest({ subject: 'catalogue', object: 'place', input: 'flor' })).toEqual([
      { place: florence, placeLabel: 'Florence' },
    ]);
    expect(await suggest({ subject: 'catalogue', object: 'place', input: 'flor' }, 'lang=IT')).toEqual([
      { place: florence, placeLabel: 'Firenze' },
    ]);
    // Any language's name finds the place.
    expect(await suggest({ subject: 'catalogue', object: 'place', input: 'Mailand' })).toEqual([
      { place: String(idOf('places', 'milan')), placeLabel: 'Milan' },
    ]);
  });

  it('suggests catalogues by title, with their main titles, those starting with the input first', async () => {
    const suggestions = await suggest({ subject: 'catalogue', object: 'title', input: 'naya' });
    const expected = demoData.catalogues.filter((c) =>
      `${c.title} ${c.mainTitle}`.toLowerCase().includes('naya'),
    );
    expect(suggestions.map((s) => s.catalogue).sort()).toEqual(
      expected.map((c) => String(idOf('catalogues', c.key))).sort(),
    );
    for (const s of suggestions) {
      expect(Object.keys(s).sort()).toEqual(['catalogue', 'mainTitle']);
      expect(expected.map((c) => c.mainTitle)).toContain(s.mainTitle);
    }
    expect(suggestions[0]?.catalogue).toBe(String(idOf('catalogues', 'naya-supplemento')));
  });

  it('suggests publishers and holders with their labels', async () => {
    expect(await suggest({ subject: 'catalogue', object: 'publisher', input: 'anderson' })).toEqual([
      { publisher: String(idOf('publishers', 'anderson-domenico')), publisherLabel: 'Domenico Anderson' },
      { publisher: String(idOf('publishers', 'anderson-james')), publisherLabel: 'James Anderson' },
    ]);
    expect(await suggest({ subject: 'catalogue', object: 'holder', input: 'getty' })).toEqual([
      { holder: String(idOf('holders', 'getty')), holderLabel: 'Getty Research Institute' },
    ]);
  });

  it('answers at most `limit` suggestions, and none for a field without a list', async () => {
    expect(await suggest({ subject: 'catalogue', object: 'place', input: 'a', limit: 3 })).toHaveLength(3);
    expect((await suggest({ subject: 'catalogue', object: 'place', input: '' })).length).toBe(10);
    expect(await suggest({ subject: 'catalogue', object: 'yearFrom', input: '18' })).toEqual([]);
    const tooMany = await post({ suggest: { subject: 'catalogue', object: 'place', limit: 51 } });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('refusing query trees that make no sense', () => {
  const refused = async (body: unknown, message: string | RegExp) => {
    const response = await post(body);
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    const answer = response.json<{ message: string | string[] }>();
    const text = Array.isArray(answer.message) ? answer.message.join(' | ') : answer.message;
    if (typeof message === 'string') expect(text).toBe(message);
    else expect(text).toMatch(message);
  };

  it('refuses a where node whose subject is not the related entity', async () => {
    await refused(
      { query: [node('catalogue', 'publisher', undefined, { where: [node('place', 'name', 'Roma')] })] },
      'query_subject_does_not_match_its_context',
    );
    await refused(
      { query: [node('catalogue', 'title', 'Catalogo'), node('publisher', 'name', 'Alinari')] },
      'query_subject_does_not_match_its_context',
    );
  });

  it('refuses an object the subject does not have', async () => {
    await refused({ query: [node('catalogue', 'name', 'Alinari')] }, 'query_object_not_allowed_for_subject');
    await refused({ query: [node('publisher', 'title', 'Alinari')] }, 'query_object_not_allowed_for_subject');
    await refused({ query: [node('place', 'place', 'Roma')] }, 'query_object_not_allowed_for_subject');
  });

  it('refuses a where under a field', async () => {
    await refused(
      { query: [node('catalogue', 'title', 'Catalogo', { where: [node('catalogue', 'title', 'x')] })] },
      'query_where_needs_a_relation',
    );
  });

  it('refuses dateMatch on a condition that is not a year, and a dateMatch it does not know', async () => {
    await refused(
      { query: [node('catalogue', 'title', 'Roma', {}, 'within')] },
      'query_date_match_needs_a_year',
    );
    await refused(
      { query: [node('catalogue', 'publisher', 'Alinari', {}, 'overlap')] },
      'query_date_match_needs_a_year',
    );
    await refused(
      {
        query: [{ query: { subject: 'catalogue', object: 'yearFrom', input: '1890', dateMatch: 'inside' } }],
      },
      /dateMatch/,
    );
  });

  it('refuses a year that is not a year, and a field without input', async () => {
    await refused({ query: [node('catalogue', 'yearFrom', 'abc')] }, 'query_input_must_be_a_year');
    await refused({ query: [node('catalogue', 'yearTo', '189')] }, 'query_input_must_be_a_year');
    await refused({ query: [node('catalogue', 'title', '  ')] }, 'query_input_is_required');
  });

  it('refuses nesting deeper than four levels', async () => {
    const chain: Array<[Subject, QueryObject]> = [
      ['catalogue', 'publisher'],
      ['publisher', 'place'],
      ['place', 'holder'],
      ['holder', 'catalogue'],
      ['catalogue', 'publisher'],
    ];
    const nest = (levels: Array<[Subject, QueryObject]>): QueryNode => {
      const [[subject, object], ...rest] = levels as [
        [Subject, QueryObject],
        ...Array<[Subject, QueryObject]>,
      ];
      const target = object as Subject;
      return node(subject, object, undefined, {
        where: [rest.length > 0 ? nest(rest) : node(target, 'yearFrom', 1800)],
      });
    };
    const fourLevels = await post({ query: [nest(chain.slice(0, 3))] });
    expect(fourLevels.statusCode, fourLevels.body).toBe(200);
    await refused({ query: [nest(chain)] }, 'query_is_nested_too_deeply');
  });

  it('refuses a request with neither query nor suggest, and malformed trees', async () => {
    await refused({}, 'query_or_suggest_is_required');
    await refused({ query: [] }, /query/);
    await refused({ query: [node('catalogue', 'colour' as QueryObject, 'red')] }, /object/);
    await refused({ query: [{ ...node('catalogue', 'title', 'x'), extra: true }] }, /extra/);
    await refused({ query: [node('catalogue', 'title', 'x', { condition: 'XOR' as 'AND' })] }, /condition/);
  });
});

describe('inputs that look like SQL', () => {
  const injection = "'; drop table catalogues; --";

  it('are plain text: nothing matches and the catalogues are still there', async () => {
    const before = await get<{ pagination: { count: number } }>('/api/catalogues?include-supplements=true');
    for (const query of [
      [node('catalogue', 'title', injection)],
      [node('catalogue', 'keyword', injection)],
      [node('catalogue', 'publisher', injection)],
      [node('publisher', 'name', `x' or '1'='1`)],
      [node('catalogue', 'title', '%')],
    ]) {
      const result = await run(query);
      expect(result.result, JSON.stringify(query)).toEqual([]);
      expect(result.pagination.count).toBe(0);
    }
    expect(await suggest({ subject: 'catalogue', object: 'title', input: injection })).toEqual([]);
    const after = await get<{ pagination: { count: number } }>('/api/catalogues?include-supplements=true');
    expect(after.pagination.count).toBe(before.pagination.count);
    expect(after.pagination.count).toBe(demoData.catalogues.length);
  });
});
