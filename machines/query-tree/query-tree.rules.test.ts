import { describe, expect, it } from 'vitest';
import { compileQuery } from '../../server/domain/contextual-search.ts';
import { node } from './query-tree.fixtures.ts';
import {
  addNode,
  blankNode,
  canAddNode,
  countNodes,
  dateMatchOf,
  depthOf,
  hasYearCondition,
  isValidYear,
  kindOf,
  normalizeTree,
  objectsBySubject,
  type QueryNode,
  type QueryObject,
  removeNode,
  runnableTree,
  type Subject,
  serverLimits,
  setCondition,
  setInput,
  setObject,
  subjects,
  walkTree,
  withDateMatch,
  withListRules,
} from './query-tree.rules.ts';

const years = { min: 1839, max: 1950 };

const flags = (list: readonly QueryNode[]) => list.map((item) => [item.condition, item.conditionsDisabled]);

describe('query tree rules', () => {
  it('offers each subject the criteria the server compiles, and only those', () => {
    const everyObject = [...new Set(Object.values(objectsBySubject).flat())];
    const inputFor = (object: QueryObject) =>
      kindOf(object) === 'year' ? '1870' : kindOf(object) === 'relation' ? '12' : 'Roma';
    for (const subject of subjects) {
      for (const object of everyObject) {
        const compile = () => compileQuery([node(subject, object, inputFor(object))]);
        if (objectsBySubject[subject].includes(object)) expect(compile, `${subject} ${object}`).not.toThrow();
        else expect(compile, `${subject} ${object}`).toThrow();
      }
    }
  });

  it('adding a node sets conditionsDisabled on the earlier node, and only on it', () => {
    let tree = [blankNode('catalogue')];
    expect(flags(tree)).toEqual([['AND', false]]);
    tree = addNode(tree, [], 'catalogue');
    expect(flags(tree)).toEqual([
      ['AND', true],
      ['AND', false],
    ]);
    tree = addNode(tree, [], 'catalogue');
    expect(flags(tree)).toEqual([
      ['AND', true],
      ['AND', true],
      ['AND', false],
    ]);
  });

  it('removing a node resets the first node of its list to AND, and the new last is not followed', () => {
    let tree = withListRules([
      node('catalogue', 'publisher', '3'),
      node('catalogue', 'place', '5', { condition: 'OR' }),
      node('catalogue', 'yearFrom', '1870', { condition: 'OR' }),
    ]);
    tree = removeNode(tree, [0]);
    expect(tree.map((item) => item.query.object)).toEqual(['place', 'yearFrom']);
    expect(flags(tree)).toEqual([
      ['AND', true],
      ['OR', false],
    ]);
    tree = removeNode(tree, [1]);
    expect(flags(tree)).toEqual([['AND', false]]);
    expect(removeNode(tree, [0])).toEqual([]);
  });

  it('applies the same rules inside sub-conditions', () => {
    let tree = [node('catalogue', 'publisher')];
    tree = addNode(tree, [0], 'catalogue');
    tree = addNode(tree, [0], 'catalogue');
    expect(tree[0]?.where?.map((item) => item.query.subject)).toEqual(['publisher', 'publisher']);
    expect(flags(tree[0]?.where ?? [])).toEqual([
      ['AND', true],
      ['AND', false],
    ]);
    tree = setCondition(tree, [0, 1], 'OR');
    tree = removeNode(tree, [0, 0]);
    expect(flags(tree[0]?.where ?? [])).toEqual([['AND', false]]);
    // The top list did not change.
    expect(flags(tree)).toEqual([['AND', false]]);
  });

  it('gives sub-conditions the subject of their parent relation, and none to a field', () => {
    const tree = [node('catalogue', 'place'), node('catalogue', 'yearFrom')];
    expect(canAddNode(tree, [0], 'catalogue', serverLimits)).toBe(true);
    expect(addNode(tree, [0], 'catalogue')[0]?.where?.[0]?.query).toEqual({
      subject: 'place',
      object: 'name',
      input: '',
    });
    expect(canAddNode(tree, [1], 'catalogue', serverLimits)).toBe(false);
    expect(canAddNode(tree, [7], 'catalogue', serverLimits)).toBe(false);
  });

  it('keeps to the limits of depth, nodes and list length', () => {
    const limits = { maxDepth: 2, maxNodes: 3, maxPerList: 2 };
    let tree = [node('catalogue', 'publisher')];
    tree = addNode(tree, [0], 'catalogue');
    expect(tree[0]?.where?.[0]?.query.object).toBe('name');
    tree = setObject(tree, [0, 0], 'place');
    // Depth 3 would be a sub-condition of the sub-condition.
    expect(canAddNode(tree, [0, 0], 'catalogue', limits)).toBe(false);
    expect(canAddNode(tree, [], 'catalogue', limits)).toBe(true);
    tree = addNode(tree, [], 'catalogue');
    expect(countNodes(tree)).toBe(3);
    expect(canAddNode(tree, [], 'catalogue', limits)).toBe(false);
    expect(canAddNode(tree, [0], 'catalogue', limits)).toBe(false);
    expect(canAddNode(tree, [], 'catalogue', { ...limits, maxNodes: 4 })).toBe(false);
  });

  it('drops the sub-conditions of a node whose criterion changes, and keeps text for text', () => {
    let tree = [node('catalogue', 'publisher', '3', { where: [node('publisher', 'name', 'Ali')] })];
    tree = setObject(tree, [0], 'publisher');
    expect(tree[0]?.where).toHaveLength(1);
    tree = setObject(tree, [0], 'place');
    expect(tree[0]?.where).toEqual([]);
    expect(tree[0]?.query.input).toBe('');
    tree = setObject(setInput(tree, [0], 'Alinari'), [0], 'title');
    expect(tree[0]?.query.input).toBe('');
    tree = setObject(setInput(tree, [0], 'fotografie'), [0], 'keyword');
    expect(tree[0]?.query.input).toBe('fotografie');
    tree = setObject(setInput(tree, [0], '1870'), [0], 'yearFrom');
    tree = setObject(tree, [0], 'yearTo');
    expect(tree[0]?.query.input).toBe('');
  });

  it('cuts inputs at 200 characters', () => {
    const tree = setInput([blankNode('catalogue')], [0], 'x'.repeat(300));
    expect(tree[0]?.query.input).toHaveLength(200);
  });

  it('accepts years within the bounds only', () => {
    expect(isValidYear('1870', years)).toBe(true);
    expect(isValidYear('1839', years)).toBe(true);
    expect(isValidYear('1838', years)).toBe(false);
    expect(isValidYear('1951', years)).toBe(false);
    expect(isValidYear('187', years)).toBe(false);
    expect(isValidYear('1870a', years)).toBe(false);
  });

  it('normalizes a tree from a link: wrong subjects and criteria go, flags are set again', () => {
    const raw: QueryNode[] = [
      node('catalogue', 'publisher', '3', {
        conditionsDisabled: false,
        where: [node('publisher', 'place', 'Firenze'), node('catalogue', 'title', 'x', { condition: 'OR' })],
      }),
      node('catalogue', 'name', 'not a catalogue criterion'),
      node('place', 'name', 'wrong subject'),
      node('catalogue', 'yearFrom', '1870', { condition: 'OR', where: [node('place', 'name', 'x')] }),
    ];
    expect(normalizeTree(raw)).toEqual([
      node('catalogue', 'publisher', '3', {
        conditionsDisabled: true,
        where: [node('publisher', 'place', 'Firenze')],
      }),
      node('catalogue', 'yearFrom', '1870', { condition: 'OR' }),
    ]);
    expect(normalizeTree([])).toEqual([]);
    expect(normalizeTree([node('nobody' as Subject, 'name')])).toEqual([]);
  });

  it('normalizes within the limits', () => {
    const many = Array.from({ length: 30 }, () => node('place', 'name', 'x'));
    expect(normalizeTree(many)).toHaveLength(serverLimits.maxPerList);
    let deep: QueryNode = node('publisher', 'place', 'x');
    const chain: Subject[] = ['place', 'publisher', 'place', 'publisher', 'place', 'publisher'];
    for (const subject of chain)
      deep = node(subject, subject === 'place' ? 'publisher' : 'place', 'x', { where: [deep] });
    const normalized = normalizeTree([deep]);
    expect(depthOf(normalized)).toBe(serverLimits.maxDepth);
  });

  it('runs only the conditions with a value, trimmed, and keeps relations narrowed by sub-conditions', () => {
    const tree = withListRules([
      node('catalogue', 'title'),
      node('catalogue', 'publisher', '', { condition: 'OR', where: [node('publisher', 'place', ' 5 ')] }),
      node('catalogue', 'holder', '', { where: [node('holder', 'name')] }),
      node('catalogue', 'yearFrom', ' 1870 ', { condition: 'OR' }),
    ]);
    const run = runnableTree(tree, years);
    expect(run.problem).toBeNull();
    expect(run.query).toEqual(
      withListRules([
        node('catalogue', 'publisher', '', { where: [node('publisher', 'place', '5')] }),
        node('catalogue', 'yearFrom', '1870', { condition: 'OR' }),
      ]),
    );
  });

  it('refuses a tree without a value, or with a year that is not one', () => {
    expect(runnableTree([blankNode('catalogue')], years)).toEqual({ query: null, problem: 'noCondition' });
    expect(runnableTree([], years)).toEqual({ query: null, problem: 'noCondition' });
    const badYear = withListRules([node('catalogue', 'title', 'foto'), node('catalogue', 'yearTo', '18')]);
    expect(runnableTree(badYear, years)).toEqual({ query: null, problem: 'invalidYear' });
  });

  it('walks every node, parents first', () => {
    const tree = [
      node('catalogue', 'publisher', '', { where: [node('publisher', 'name'), node('publisher', 'place')] }),
      node('catalogue', 'title'),
    ];
    expect(walkTree(tree).map(({ path }) => path.join('.'))).toEqual(['0', '0.0', '0.1', '1']);
  });

  it('marks every year condition within, and none otherwise; a link keeps within on years only', () => {
    const tree = withListRules([
      node('catalogue', 'yearFrom', '1870'),
      node('catalogue', 'publisher', 'Alinari', { where: [node('publisher', 'yearTo', '1890')] }),
      node('catalogue', 'title', 'Roma'),
    ]);
    expect(hasYearCondition(tree)).toBe(true);
    expect(hasYearCondition([node('catalogue', 'title', 'Roma')])).toBe(false);
    const within = withDateMatch(tree, 'within');
    expect(walkTree(within).map(({ node: item }) => item.query.dateMatch)).toEqual([
      'within',
      undefined,
      'within',
      undefined,
    ]);
    expect(dateMatchOf(within)).toBe('within');
    expect(withDateMatch(within, 'overlap')).toEqual(tree);
    expect(dateMatchOf(tree)).toBe('overlap');
    expect(normalizeTree(within)).toEqual(within);
    // A link with `within` on a field, or a value the server does not know, keeps none of it.
    const odd = [
      {
        ...node('catalogue', 'title', 'Roma'),
        query: { subject: 'catalogue', object: 'title', input: 'Roma', dateMatch: 'within' },
      },
      {
        ...node('catalogue', 'yearTo', '1890'),
        query: { subject: 'catalogue', object: 'yearTo', input: '1890', dateMatch: 'inside' },
      },
    ] as unknown as QueryNode[];
    expect(dateMatchOf(normalizeTree(odd))).toBe('overlap');
  });

  it('compiles a year within to the interval inside the open range, as the lists do', () => {
    const { condition, values } = compileQuery(
      withDateMatch([node('catalogue', 'yearFrom', '1870')], 'within'),
    );
    expect(condition).toContain('ye.date_from >= make_date($1::int, 1, 1)');
    expect(values).toEqual([1870]);
    expect(compileQuery([node('catalogue', 'yearTo', '1890')]).condition).toContain(
      'ye.date_from <= make_date($1::int, 12, 31)',
    );
  });
});
