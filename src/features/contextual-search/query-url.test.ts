import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { node } from '../../../machines/query-tree/query-tree.fixtures.ts';
import { type QueryTreeEvent, queryTreeMachine } from '../../../machines/query-tree/query-tree.machine.ts';
import { kindOf, runnableTree, withListRules } from '../../../machines/query-tree/query-tree.rules.ts';
import { canonicalQuery, decodeQuery, encodeQuery, nodesOf, searchKey, searchOf } from './query-url.ts';
import { contextualSearchSearch, maxQueryLength } from './search-params.ts';

const tree = withListRules([
  node('catalogue', 'publisher', '12', { where: withListRules([node('publisher', 'place', '3')]) }),
  node('catalogue', 'yearFrom', '1870', { condition: 'OR' }),
  node('catalogue', 'title', 'Vedute, (Roma) | 1870 \\ ok', { condition: 'AND' }),
]);

describe('the contextual search in the URL', () => {
  it('writes a tree compactly: subject, criteria, values, sub-conditions, AND as "," and OR as "|"', () => {
    expect(encodeQuery(tree)).toBe(
      'catalogue(publisher:12(place:3)|yearFrom:1870,title:Vedute\\, \\(Roma\\) \\| 1870 \\\\ ok)',
    );
    expect(encodeQuery([])).toBeUndefined();
  });

  it('reads back the tree it wrote', () => {
    expect(decodeQuery(encodeQuery(tree))).toEqual(tree);
    const accented = withListRules([node('place', 'name', 'Düsseldorf: Zürich ç'), node('place', 'holder')]);
    expect(decodeQuery(encodeQuery(accented))).toEqual(accented);
  });

  it('reads back every tree a visitor can build and run', () => {
    const paths = getShortestPaths(queryTreeMachine, {
      input: { limits: { maxDepth: 2, maxNodes: 3, maxPerList: 2 }, years: { min: 1839, max: 1950 } },
      events: (snapshot): QueryTreeEvent[] => [
        { type: 'CHOOSE_SUBJECT', subject: 'place' },
        { type: 'ADD_NODE' },
        ...snapshot.context.nodes.flatMap((current, index): QueryTreeEvent[] => [
          { type: 'ADD_SUB_CONDITION', path: [index] },
          { type: 'SET_OBJECT', path: [index], object: 'publisher' },
          { type: 'SET_OBJECT', path: [index], object: 'yearTo' },
          {
            type: 'SET_INPUT',
            path: [index],
            input: kindOf(current.query.object) === 'year' ? '1888' : 'a,b|(c)',
          },
          { type: 'SET_CONDITION', path: [index], condition: 'OR' },
          ...(current.where ?? []).map(
            (_, sub): QueryTreeEvent => ({
              type: 'SET_INPUT',
              path: [index, sub],
              input: 'Fi\\renze',
            }),
          ),
        ]),
      ],
      limit: 50_000,
    });
    let runnable = 0;
    for (const path of paths) {
      const { query } = runnableTree(path.state.context.nodes, path.state.context.years);
      if (!query) continue;
      runnable += 1;
      expect(decodeQuery(encodeQuery(query))).toEqual(query);
    }
    expect(runnable).toBeGreaterThan(50);
  });

  it.each([
    '',
    'catalogue',
    'catalogue(',
    'catalogue()',
    'catalogue(title:x))',
    'catalogue(title:x',
    'catalogue(title:x\\',
    'someone(title:x)',
    'catalogue(:x)',
    'catalogue(title:x,)',
    'catalogue(name:x)',
    `catalogue(title:${'x'.repeat(5000)})`,
  ])('ignores the unreadable q %j', (text) => {
    expect(decodeQuery(text)).toBeUndefined();
    expect(canonicalQuery(text)).toBeUndefined();
  });

  it('keeps q as text for the page to read, up to its longest', () => {
    const unreadable = 'catalogue(title:x';
    expect(contextualSearchSearch.parse({ q: unreadable, page: '2' })).toEqual({ q: unreadable, page: 2 });
    const tooLong = `catalogue(title:${'x'.repeat(maxQueryLength)})`;
    expect(contextualSearchSearch.parse({ q: tooLong, page: '2' })).toEqual({ q: undefined, page: 2 });
  });

  it('drops what does not fit the rules and keeps the rest', () => {
    expect(canonicalQuery('catalogue(name:x,publisher:Alinari(title:y|place:3))')).toBe(
      'catalogue(publisher:Alinari(place:3))',
    );
  });

  it('takes search params as text from the URL and typed from the app', () => {
    const q = encodeQuery(tree);
    expect(contextualSearchSearch.parse({ q, page: '3' })).toEqual({ q, page: 3 });
    expect(contextualSearchSearch.parse({ q, page: 3 })).toEqual({ q, page: 3 });
    expect(contextualSearchSearch.parse({ page: 'abc' })).toEqual({ q: undefined, page: undefined });
    expect(contextualSearchSearch.parse({})).toEqual({ q: undefined, page: undefined });
  });

  it('keeps "only dates certainly inside the range" as dateMatch=within, and nothing else', () => {
    const q = 'catalogue(publisher:Alinari,yearFrom:1885)';
    expect(contextualSearchSearch.parse({ q, dateMatch: 'within' })).toMatchObject({
      q,
      dateMatch: 'within',
    });
    for (const dateMatch of ['overlap', 'inside', ['within'], 1]) {
      expect(contextualSearchSearch.parse({ q, dateMatch }).dateMatch).toBeUndefined();
    }
  });

  it('reads the switch into every year condition of the tree, and writes it back only with one', () => {
    const q = 'catalogue(publisher:Alinari(yearTo:1890),yearFrom:1885)';
    const searched = nodesOf({ q, dateMatch: 'within' }) ?? [];
    expect(searched[0]?.query).toEqual({ subject: 'catalogue', object: 'publisher', input: 'Alinari' });
    expect(searched[0]?.where?.[0]?.query.dateMatch).toBe('within');
    expect(searched[1]?.query.dateMatch).toBe('within');
    expect(searchOf(searched)).toEqual({ q, dateMatch: 'within' });
    expect(searchOf(nodesOf({ q }) ?? [])).toEqual({ q });
    // Without a year condition there is nothing for the switch to act on: the URL leaves it out.
    const titles = nodesOf({ q: 'catalogue(title:Roma)', dateMatch: 'within' }) ?? [];
    expect(searchOf(titles)).toEqual({ q: 'catalogue(title:Roma)' });
    expect(searchKey({ q, dateMatch: 'within' })).not.toBe(searchKey({ q }));
  });
});
