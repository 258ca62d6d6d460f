import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { type QueryTreeEvent, type QueryTreeRunEvent, queryTreeMachine } from './query-tree.machine.ts';
import {
  blankNode,
  countNodes,
  dateMatchOf,
  depthOf,
  hasCondition,
  hasYearCondition,
  isAllowed,
  isRelation,
  kindOf,
  listAt,
  type NodePath,
  nodeAt,
  objectsBySubject,
  type QueryNode,
  type QueryObject,
  runnableTree,
  type Subject,
  type TreeLimits,
  walkTree,
  withDateMatch,
} from './query-tree.rules.ts';
import { selectQueryTree } from './query-tree.selectors.ts';

type TreeSnapshot = SnapshotFrom<typeof queryTreeMachine>;
type TreePath = StatePath<TreeSnapshot, QueryTreeEvent>;

// Small limits keep the trees the walk can build finite and few: two nodes to a list, one level of
// sub-conditions, three nodes in all. The unit tests of the rules check the server's own limits.
const limits: TreeLimits = { maxDepth: 2, maxNodes: 3, maxPerList: 2 };
const years = { min: 1839, max: 1950 };
const input = { limits, years };

const node = (
  subject: Subject,
  object: QueryObject,
  value = '',
  extra: Partial<Omit<QueryNode, 'query'>> = {},
): QueryNode => ({
  query: { subject, object, input: value },
  where: [],
  condition: 'AND',
  conditionsDisabled: false,
  ...extra,
});

/** A shared link's tree, with a sub-condition about the wrong subject and a criterion catalogues lack. */
const linkTree: QueryNode[] = [
  node('catalogue', 'publisher', '', {
    where: [node('publisher', 'place', 'Firenze'), node('catalogue', 'title', 'x')],
  }),
  node('catalogue', 'name', 'x'),
  node('catalogue', 'yearFrom', '1870', { condition: 'OR' }),
];
/** The same link with "only dates certainly inside the range" on. */
const withinLinkTree = withDateMatch(linkTree, 'within');

/** One criterion of each kind the subject has: the walk tries text, a relation and a year. */
const criteriaOf = (subject: Subject): QueryObject[] => {
  const objects = objectsBySubject[subject];
  return (['text', 'relation', 'year'] as const).flatMap((kind) => {
    const first = objects.find((object) => kindOf(object) === kind);
    return first ? [first] : [];
  });
};
const sampleValueOf = (object: QueryObject) =>
  kindOf(object) === 'year' ? '1870' : kindOf(object) === 'relation' ? '12' : 'Alinari';

/**
 * What a visitor can do to the tree as it is: every button and field of every node, and a few
 * events the screen never sends (a path that is not there, an OR on a first node, a criterion the
 * subject lacks) that the machine must ignore.
 */
function eventsFor(snapshot: TreeSnapshot): QueryTreeEvent[] {
  const events: QueryTreeEvent[] = [
    { type: 'CHOOSE_SUBJECT', subject: 'catalogue' },
    { type: 'CHOOSE_SUBJECT', subject: 'publisher' },
    { type: 'ADD_NODE' },
    { type: 'CLEAR' },
    { type: 'RUN' },
    { type: 'LOAD', nodes: linkTree },
    { type: 'REMOVE_NODE', path: [5] },
    { type: 'SET_CONDITION', path: [0], condition: 'OR' },
    { type: 'SET_OBJECT', path: [0], object: snapshot.context.subject },
  ];
  for (const { node: current, path } of walkTree(snapshot.context.nodes)) {
    const { subject, object } = current.query;
    events.push({ type: 'REMOVE_NODE', path }, { type: 'ADD_SUB_CONDITION', path });
    for (const criterion of criteriaOf(subject)) events.push({ type: 'SET_OBJECT', path, object: criterion });
    events.push(
      { type: 'SET_INPUT', path, input: sampleValueOf(object) },
      { type: 'SET_INPUT', path, input: '' },
    );
    if (kindOf(object) === 'year') events.push({ type: 'SET_INPUT', path, input: '18' });
    if (hasCondition(path))
      events.push({ type: 'SET_CONDITION', path, condition: current.condition === 'OR' ? 'AND' : 'OR' });
  }
  return events;
}

/**
 * The rules every tree keeps, whatever led to it (spec sections 3 and 4), as the list of those it
 * breaks: one `expect` per step keeps thousands of steps fast.
 */
function treeViolations(snapshot: TreeSnapshot): string[] {
  const { subject, nodes, limits } = snapshot.context;
  const broken: string[] = [];
  const check = (holds: boolean, rule: string) => {
    if (!holds) broken.push(rule);
  };
  check(snapshot.value === 'editing' || snapshot.value === 'refused', `state ${String(snapshot.value)}`);
  const checkList = (list: readonly QueryNode[], listSubject: Subject, depth: number, at: string) => {
    check(list.length === 0 || depth <= limits.maxDepth, `${at}: deeper than ${limits.maxDepth}`);
    check(list.length <= limits.maxPerList, `${at}: more than ${limits.maxPerList} nodes`);
    list.forEach((item, index) => {
      const here = `${at}[${index}]`;
      // The first node of every list joins with AND; a node that another follows has the flag.
      if (index === 0) check(item.condition === 'AND', `${here}: first node joins with ${item.condition}`);
      check(item.condition === 'AND' || item.condition === 'OR', `${here}: condition ${item.condition}`);
      check(item.conditionsDisabled === index < list.length - 1, `${here}: conditionsDisabled`);
      check(item.query.subject === listSubject, `${here}: subject ${item.query.subject}`);
      check(isAllowed(listSubject, item.query.object), `${here}: object ${item.query.object}`);
      check((item.query.input ?? '').length <= 200, `${here}: input too long`);
      const where = item.where ?? [];
      if (isRelation(item.query.object)) checkList(where, item.query.object, depth + 1, `${here}.where`);
      else check(where.length === 0, `${here}: sub-conditions under a field`);
    });
  };
  checkList(nodes, subject, 1, 'tree');
  check(countNodes(nodes) <= limits.maxNodes, `more than ${limits.maxNodes} nodes`);
  // How year conditions meet the dates is the switch's, never a node's while editing.
  check(
    walkTree(nodes).every(({ node: item }) => item.query.dateMatch === undefined),
    'a node carries dateMatch',
  );

  // The view the screen draws says the same as the tree.
  const view = selectQueryTree(snapshot);
  check(view.subject === subject, 'view subject');
  check(view.dateMatch === snapshot.context.dateMatch, 'view dateMatch');
  check(view.hasYearCondition === hasYearCondition(nodes), 'view hasYearCondition');
  const views = (list: ReturnType<typeof selectQueryTree>['nodes']): typeof list =>
    list.flatMap((item) => [item, ...views(item.subConditions)]);
  const flat = views(view.nodes);
  const walked = walkTree(nodes);
  check(flat.length === walked.length, 'view nodes');
  flat.forEach((item, index) => {
    const number = item.path.map((step) => step + 1).join('.');
    check(item.path.join('.') === walked[index]?.path.join('.'), `view path ${number}`);
    check(item.showsCondition === (item.path[item.path.length - 1] ?? 0) > 0, `view ${number} condition`);
    check(item.number === number, `view number ${item.number}`);
    check(item.isFollowed === nodeAt(nodes, item.path)?.conditionsDisabled, `view ${number} followed`);
  });
  // A refusal is shown while it holds, and never outside a refusal.
  const expected = snapshot.value === 'refused' ? runnableTree(nodes, years).problem : null;
  check(view.problem === expected, `view problem ${view.problem}`);
  return broken;
}

/** The tree with no flags, to compare trees whose flags the list rules set again. */
const plain = (list: readonly QueryNode[]): unknown =>
  list.map(({ conditionsDisabled: _, where, ...rest }) => ({ ...rest, where: plain(where ?? []) }));

/** What the spec asks of one event, worked out from the tree before it. */
function expectStepOutcome(
  before: TreeSnapshot,
  event: QueryTreeEvent,
  after: TreeSnapshot,
  runs: QueryTreeRunEvent[],
): void {
  const was = before.context;
  const now = after.context;
  const unchanged = () => {
    expect(now.nodes).toEqual(was.nodes);
    expect(now.subject).toBe(was.subject);
    expect(after.value).toBe(before.value);
  };
  if (event.type !== 'RUN') expect(runs).toEqual([]);
  // Only the switch, a clear and a link change how year conditions meet the dates.
  if (event.type !== 'SET_DATE_MATCH' && event.type !== 'CLEAR' && event.type !== 'LOAD')
    expect(now.dateMatch).toBe(was.dateMatch);
  switch (event.type) {
    case 'CHOOSE_SUBJECT':
      if (event.subject === was.subject) {
        unchanged();
        return;
      }
      expect(now.subject).toBe(event.subject);
      expect(now.nodes).toEqual([blankNode(event.subject)]);
      expect(after.value).toBe('editing');
      return;
    case 'ADD_NODE':
    case 'ADD_SUB_CONDITION': {
      const parent: NodePath = event.type === 'ADD_NODE' ? (event.parent ?? []) : event.path;
      const list = listAt(was.nodes, parent);
      const parentNode = parent.length > 0 ? nodeAt(was.nodes, parent) : undefined;
      const listSubject = parent.length === 0 ? was.subject : parentNode?.query.object;
      const fits =
        list !== undefined &&
        (parent.length === 0 || (parentNode !== undefined && isRelation(parentNode.query.object))) &&
        parent.length < was.limits.maxDepth &&
        list.length < was.limits.maxPerList &&
        countNodes(was.nodes) < was.limits.maxNodes;
      if (!fits) {
        unchanged();
        return;
      }
      const grown = listAt(now.nodes, parent) ?? [];
      expect(grown).toHaveLength(list.length + 1);
      expect(grown[grown.length - 1]).toEqual(blankNode(listSubject as Subject));
      expect(plain(grown.slice(0, -1))).toEqual(plain(list));
      // Adding a node sets conditionsDisabled on the earlier node.
      if (list.length > 0) expect(grown[list.length - 1]?.conditionsDisabled).toBe(true);
      expect(countNodes(now.nodes)).toBe(countNodes(was.nodes) + 1);
      return;
    }
    case 'REMOVE_NODE': {
      const removed = nodeAt(was.nodes, event.path);
      if (!removed) {
        unchanged();
        return;
      }
      const parent = event.path.slice(0, -1);
      const shrunk = listAt(now.nodes, parent) ?? [];
      const kept = (listAt(was.nodes, parent) ?? []).filter((_, index) => index !== event.path.at(-1));
      expect(countNodes(now.nodes)).toBe(countNodes(was.nodes) - 1 - countNodes(removed.where ?? []));
      expect(shrunk.map((item) => item.query)).toEqual(kept.map((item) => item.query));
      // Removing a node resets the first node's condition to AND.
      if (shrunk.length > 0) expect(shrunk[0]?.condition).toBe('AND');
      expect(shrunk.slice(1).map((item) => item.condition)).toEqual(
        kept.slice(1).map((item) => item.condition),
      );
      return;
    }
    case 'SET_OBJECT': {
      const target = nodeAt(was.nodes, event.path);
      if (!target || !isAllowed(target.query.subject, event.object)) {
        unchanged();
        return;
      }
      const changed = nodeAt(now.nodes, event.path);
      expect(changed?.query.object).toBe(event.object);
      if (target.query.object === event.object) {
        unchanged();
        return;
      }
      // Sub-conditions were about the old relation; a value stays only where it means the same.
      expect(changed?.where).toEqual([]);
      const keepsValue =
        kindOf(target.query.object) === kindOf(event.object) && kindOf(event.object) !== 'relation';
      expect(changed?.query.input).toBe(keepsValue ? target.query.input : '');
      return;
    }
    case 'SET_INPUT': {
      if (!nodeAt(was.nodes, event.path)) {
        unchanged();
        return;
      }
      expect(nodeAt(now.nodes, event.path)?.query.input).toBe(event.input);
      expect(countNodes(now.nodes)).toBe(countNodes(was.nodes));
      return;
    }
    case 'SET_CONDITION': {
      if (!hasCondition(event.path) || !nodeAt(was.nodes, event.path)) {
        unchanged();
        return;
      }
      expect(nodeAt(now.nodes, event.path)?.condition).toBe(event.condition);
      return;
    }
    case 'SET_DATE_MATCH':
      expect(now.dateMatch).toBe(event.dateMatch);
      unchanged();
      return;
    case 'CLEAR':
      expect(now.subject).toBe(was.subject);
      expect(now.nodes).toEqual([blankNode(was.subject)]);
      expect(now.dateMatch).toBe('overlap');
      expect(after.value).toBe('editing');
      return;
    case 'LOAD':
      expect(now.dateMatch).toBe(dateMatchOf(event.nodes));
      // The link's tree, cut to what fits: the wrong sub-condition and criterion are dropped.
      expect(now.subject).toBe('catalogue');
      expect(plain(now.nodes)).toEqual(
        plain([
          node('catalogue', 'publisher', '', { where: [node('publisher', 'place', 'Firenze')] }),
          node('catalogue', 'yearFrom', '1870', { condition: 'OR' }),
        ]),
      );
      expect(after.value).toBe('editing');
      return;
    case 'RUN': {
      expect(now.nodes).toEqual(was.nodes);
      const runnable = runnableTree(was.nodes, years);
      if (runnable.problem === null) {
        expect(after.value).toBe('editing');
        expect(runs).toEqual([
          { type: 'run', subject: was.subject, query: withDateMatch(runnable.query, was.dateMatch) },
        ]);
        // With the switch on, every year condition run says `within`, and nothing else does.
        for (const { node: kept } of walkTree(runs[0]?.query ?? [])) {
          const within = was.dateMatch === 'within' && kindOf(kept.query.object) === 'year';
          expect(kept.query.dateMatch).toBe(within ? 'within' : undefined);
        }
        // What is run has a value in every condition it keeps.
        for (const { node: kept } of walkTree(runnable.query)) {
          const value = kept.query.input ?? '';
          expect(value !== '' || (kept.where ?? []).length > 0).toBe(true);
        }
        expect(depthOf(runnable.query)).toBeLessThanOrEqual(depthOf(was.nodes));
      } else {
        expect(after.value).toBe('refused');
        expect(runs).toEqual([]);
        expect(selectQueryTree(after).problem).toBe(runnable.problem);
      }
    }
  }
}

function replay(
  path: TreePath,
  likeness: (snapshot: TreeSnapshot) => unknown,
  actorInput: { limits: TreeLimits; years: typeof years },
): void {
  const actor = createActor(queryTreeMachine, { input: actorInput });
  const runs: QueryTreeRunEvent[] = [];
  actor.on('run', (event) => runs.push(event));
  actor.start();
  expect(treeViolations(actor.getSnapshot())).toEqual([]);
  for (const step of path.steps.slice(1)) {
    const before = actor.getSnapshot();
    const runsBefore = runs.length;
    actor.send(step.event);
    const after = actor.getSnapshot();
    const now = JSON.stringify(likeness(after));
    if (now !== JSON.stringify(likeness(step.state))) expect(now).toBe(JSON.stringify(likeness(step.state)));
    const broken = treeViolations(after);
    if (broken.length > 0) expect(broken).toEqual([]);
    expectStepOutcome(before, step.event, after, runs.slice(runsBefore));
  }
  actor.stop();
}

const wholeTree = (snapshot: TreeSnapshot) => ({
  value: snapshot.value,
  subject: snapshot.context.subject,
  nodes: snapshot.context.nodes,
  dateMatch: snapshot.context.dateMatch,
});

/**
 * The shape of a flat list for the simple paths: the state, how many conditions and how many of
 * them have a value. Simple paths over the whole trees would be millions.
 */
const listShape = (snapshot: TreeSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.nodes.map((item) => (item.query.input ?? '') !== '')]);
/**
 * The switch "only dates certainly inside the range" with what it acts on: flat lists of text and
 * year conditions, filled or not, a link that has the switch on, clearing and running. (Over the
 * whole trees above, the switch would double thousands of paths.)
 */
const dateMatchEvents = (snapshot: TreeSnapshot): QueryTreeEvent[] => [
  { type: 'SET_DATE_MATCH', dateMatch: snapshot.context.dateMatch === 'within' ? 'overlap' : 'within' },
  { type: 'ADD_NODE' },
  { type: 'RUN' },
  { type: 'CLEAR' },
  { type: 'LOAD', nodes: withinLinkTree },
  ...snapshot.context.nodes.flatMap((item, index): QueryTreeEvent[] => [
    { type: 'REMOVE_NODE', path: [index] },
    ...criteriaOf(item.query.subject)
      .filter((object) => kindOf(object) !== 'relation')
      .map((object): QueryTreeEvent => ({ type: 'SET_OBJECT', path: [index], object })),
    { type: 'SET_INPUT', path: [index], input: item.query.input ? '' : sampleValueOf(item.query.object) },
  ]),
];

/** Two conditions in one flat list. */
const flatInput = { limits: { maxDepth: 1, maxNodes: 2, maxPerList: 2 }, years };
/** Adding, filling, emptying, removing, clearing and running: the order of what a visitor does. */
const flatEvents = (snapshot: TreeSnapshot): QueryTreeEvent[] => [
  { type: 'ADD_NODE' },
  { type: 'RUN' },
  { type: 'CLEAR' },
  ...snapshot.context.nodes.flatMap((item, index): QueryTreeEvent[] => [
    { type: 'REMOVE_NODE', path: [index] },
    { type: 'SET_INPUT', path: [index], input: item.query.input ? '' : 'Alinari' },
  ]),
];

describe('query tree machine (model-based)', () => {
  const shortest = getShortestPaths(queryTreeMachine, {
    input,
    events: eventsFor,
    serializeState: (snapshot) => JSON.stringify(wholeTree(snapshot)),
    limit: 100_000,
  });
  // Simple paths over the shapes of one flat list: every order in which conditions are added,
  // filled, emptied, removed, cleared and run.
  const simple = getSimplePaths(queryTreeMachine, {
    input: flatInput,
    events: flatEvents,
    serializeState: listShape,
    limit: 10_000,
  });
  const dateMatchPaths = getShortestPaths(queryTreeMachine, {
    input,
    events: dateMatchEvents,
    serializeState: (snapshot) => JSON.stringify(wholeTree(snapshot)),
    limit: 100_000,
  });

  it('reaches every kind of tree the small limits allow', () => {
    const reached = shortest.map((path) => path.state);
    expect(new Set(reached.map((snapshot) => snapshot.value))).toEqual(new Set(['editing', 'refused']));
    expect(new Set(reached.map((snapshot) => snapshot.context.subject))).toEqual(
      new Set(['catalogue', 'publisher']),
    );
    const switched = dateMatchPaths.map((path) => path.state);
    expect(new Set(switched.map((snapshot) => snapshot.context.dateMatch))).toEqual(
      new Set(['overlap', 'within']),
    );
    expect(
      switched.some(
        (snapshot) => snapshot.context.dateMatch === 'within' && hasYearCondition(snapshot.context.nodes),
      ),
    ).toBe(true);
    expect(Math.max(...reached.map((snapshot) => countNodes(snapshot.context.nodes)))).toBe(limits.maxNodes);
    expect(Math.max(...reached.map((snapshot) => depthOf(snapshot.context.nodes)))).toBe(limits.maxDepth);
    expect(reached.some((snapshot) => snapshot.context.nodes.length === 0)).toBe(true);
    expect(shortest.length).toBeGreaterThan(1000);
    // None, one or two conditions, each with a value or not, in either state: 2 × (1 + 2 + 4).
    expect(new Set(simple.map((path) => listShape(path.state))).size).toBe(14);
    expect(simple.length).toBeGreaterThan(100);
  });

  it(`walks the shortest path to each of the trees (${shortest.length} paths)`, () => {
    for (const path of shortest) replay(path, wholeTree, input);
  });

  it(`walks every simple path over the shapes of a flat list (${simple.length} paths)`, () => {
    for (const path of simple) replay(path, listShape, flatInput);
  });

  it(`walks the shortest path to each tree with the switch on or off (${dateMatchPaths.length} paths)`, () => {
    for (const path of dateMatchPaths) replay(path, wholeTree, input);
  });
});

describe('query tree machine (scenarios)', () => {
  it('builds, nests and runs a query, announcing the tree with values only', () => {
    const actor = createActor(queryTreeMachine, { input: { years } });
    const runs: QueryTreeRunEvent[] = [];
    actor.on('run', (event) => runs.push(event));
    actor.start();
    actor.send({ type: 'SET_OBJECT', path: [0], object: 'publisher' });
    actor.send({ type: 'SET_INPUT', path: [0], input: '3' });
    actor.send({ type: 'ADD_NODE' });
    actor.send({ type: 'SET_OBJECT', path: [1], object: 'holder' });
    actor.send({ type: 'ADD_SUB_CONDITION', path: [1] });
    actor.send({ type: 'SET_INPUT', path: [1, 0], input: 'Firenze' });
    actor.send({ type: 'SET_CONDITION', path: [1], condition: 'OR' });
    actor.send({ type: 'ADD_NODE' });
    actor.send({ type: 'RUN' });
    expect(runs).toEqual([
      {
        type: 'run',
        subject: 'catalogue',
        query: [
          node('catalogue', 'publisher', '3', { conditionsDisabled: true }),
          node('catalogue', 'holder', '', { condition: 'OR', where: [node('holder', 'name', 'Firenze')] }),
        ],
      },
    ]);
  });

  it('refuses an empty run with a reason that goes once a condition has a value', () => {
    const actor = createActor(queryTreeMachine, { input: { years } }).start();
    actor.send({ type: 'RUN' });
    expect(selectQueryTree(actor.getSnapshot()).problem).toBe('noCondition');
    actor.send({ type: 'SET_INPUT', path: [0], input: 'foto' });
    expect(selectQueryTree(actor.getSnapshot()).problem).toBeNull();
    actor.send({ type: 'SET_OBJECT', path: [0], object: 'yearTo' });
    actor.send({ type: 'SET_INPUT', path: [0], input: '3000' });
    expect(selectQueryTree(actor.getSnapshot()).problem).toBe('invalidYear');
    expect(selectQueryTree(actor.getSnapshot()).nodes[0]?.inputError).toBe('invalidYear');
  });

  it('starts from a link with the link subject, and from nothing with a blank catalogue condition', () => {
    const fromLink = createActor(queryTreeMachine, {
      input: { nodes: [node('place', 'publisher', '7')] },
    }).start();
    expect(fromLink.getSnapshot().context.subject).toBe('place');
    const fresh = createActor(queryTreeMachine, { input: {} }).start();
    expect(fresh.getSnapshot().context.nodes).toEqual([blankNode('catalogue')]);
    fresh.send({ type: 'LOAD', nodes: [] });
    expect(fresh.getSnapshot().context.nodes).toEqual([blankNode('catalogue')]);
  });

  it('runs year conditions certainly inside the range once the switch is on, and a link brings it back', () => {
    const actor = createActor(queryTreeMachine, { input: { years } });
    const runs: QueryTreeRunEvent[] = [];
    actor.on('run', (event) => runs.push(event));
    actor.start();
    actor.send({ type: 'SET_OBJECT', path: [0], object: 'publisher' });
    actor.send({ type: 'SET_INPUT', path: [0], input: 'Alinari' });
    actor.send({ type: 'ADD_SUB_CONDITION', path: [0] });
    actor.send({ type: 'SET_OBJECT', path: [0, 0], object: 'yearFrom' });
    actor.send({ type: 'SET_INPUT', path: [0, 0], input: '1885' });
    expect(selectQueryTree(actor.getSnapshot())).toMatchObject({
      dateMatch: 'overlap',
      hasYearCondition: true,
    });
    actor.send({ type: 'SET_DATE_MATCH', dateMatch: 'within' });
    actor.send({ type: 'RUN' });
    const ran = runs[0]?.query ?? [];
    expect(ran[0]?.query).toEqual({ subject: 'catalogue', object: 'publisher', input: 'Alinari' });
    expect(ran[0]?.where?.[0]?.query).toEqual({
      subject: 'publisher',
      object: 'yearFrom',
      input: '1885',
      dateMatch: 'within',
    });
    actor.send({ type: 'CLEAR' });
    expect(selectQueryTree(actor.getSnapshot())).toMatchObject({
      dateMatch: 'overlap',
      hasYearCondition: false,
    });
    actor.send({ type: 'LOAD', nodes: ran });
    expect(actor.getSnapshot().context).toMatchObject({ dateMatch: 'within' });
    expect(walkTree(actor.getSnapshot().context.nodes).map(({ node: item }) => item.query.dateMatch)).toEqual(
      [undefined, undefined],
    );
  });

  it('lets the last condition be removed, and adds one again', () => {
    const actor = createActor(queryTreeMachine, { input: {} }).start();
    actor.send({ type: 'REMOVE_NODE', path: [0] });
    expect(selectQueryTree(actor.getSnapshot())).toMatchObject({ nodes: [], canAddNode: true });
    actor.send({ type: 'ADD_NODE' });
    expect(actor.getSnapshot().context.nodes).toEqual([blankNode('catalogue')]);
  });
});
