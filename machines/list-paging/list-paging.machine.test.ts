import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import {
  createListPagingMachine,
  type FetchPageInput,
  type ListPagingEvent,
  type ListPagingInput,
  type PageResult,
} from './list-paging.machine.ts';
import { type ListView, selectList } from './list-paging.selectors.ts';

interface Query {
  search: string;
}
type Row = { id: string };

const pageSize = 6;
const machine = createListPagingMachine<Query, Row>();
type PagingSnapshot = SnapshotFrom<typeof machine>;
type PagingEvent = ListPagingEvent<Query>;
type PagingPath = StatePath<PagingSnapshot, PagingEvent>;

const rows = (prefix: string, n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}` }));

// The answers a server could give: a full page of a 14-row list (three pages), a last short
// page, an empty list, and a failure. The done events carry them: generated ones would carry none.
type ActorResult =
  | { type: 'xstate.done.actor.fetchPage'; output: PageResult<Row> }
  | { type: 'xstate.error.actor.fetchPage'; error: unknown };
type ModelEvent = PagingEvent | ActorResult;

const modelEvents: ModelEvent[] = [
  { type: 'SEARCH', query: { search: 'alinari' } },
  { type: 'SEARCH', query: { search: 'brogi' }, pages: 3 },
  { type: 'LOAD_MORE' },
  { type: 'RETRY' },
  { type: 'CLEAR' },
  { type: 'xstate.done.actor.fetchPage', output: { items: rows('p', pageSize), count: 14 } },
  { type: 'xstate.done.actor.fetchPage', output: { items: rows('last', 2), count: 14 } },
  { type: 'xstate.done.actor.fetchPage', output: { items: [], count: 0 } },
  { type: 'xstate.error.actor.fetchPage', error: new TypeError('Failed to fetch') },
];
const traversalEvents = modelEvents as readonly PagingEvent[];

// A context that grew without end (pages appended past the last) would make the traversal run
// forever; the limit turns that into a failure.
const traversalLimit = 50_000;

/** A list whose first search's answer the screen already holds: two pages of a 14-row list. */
const withRowsAtHand: ListPagingInput<Query, Row> = {
  pageSize,
  rowsAtHand: {
    query: { search: 'alinari' },
    pages: 2,
    result: { items: rows('h', 2 * pageSize), count: 14 },
  },
};

/** The machine with a fetchPage whose calls the test settles, each call recorded. */
function createHarness(input: ListPagingInput<Query, Row> = { pageSize }) {
  const calls: FetchPageInput<Query>[] = [];
  let pending: { resolve: (value: PageResult<Row>) => void; reject: (error: unknown) => void } | null = null;
  const actor = createActor(
    machine.provide({
      actors: {
        fetchPage: fromPromise<PageResult<Row>, FetchPageInput<Query>>(({ input }) => {
          calls.push(input);
          return new Promise((resolve, reject) => {
            pending = { resolve, reject };
          });
        }),
      },
    }),
    { input },
  );

  async function apply(event: ModelEvent): Promise<void> {
    if (event.type === 'xstate.done.actor.fetchPage' || event.type === 'xstate.error.actor.fetchPage') {
      const call = pending;
      if (call === null) throw new Error(`no call under way for ${event.type}`);
      pending = null;
      if ('output' in event) call.resolve(event.output);
      else call.reject(event.error);
    } else {
      actor.send(event);
    }
    await settle();
  }
  return { actor, calls, apply };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What each status promises about the rest of the view, whatever path led there. */
function expectStatusPromises(view: ListView<Row>): void {
  expect(view.isLoading).toBe(view.status === 'loading');
  expect(view.isAppending).toBe(view.status === 'appending');
  expect(view.isEmpty).toBe(view.status === 'exhausted' && view.items.length === 0);
  if (view.status === 'idle') expect(view).toMatchObject({ items: [], count: 0, page: 0, error: null });
  if (view.status === 'ready') expect(view.hasMore).toBe(true);
  if (view.status === 'exhausted') expect(view.hasMore).toBe(false);
  if (view.status === 'failed') {
    expect(view.error).toBeInstanceOf(TypeError);
    expect(view.failedWhile === 'loading' || view.failedWhile === 'appending').toBe(true);
    if (view.failedWhile === 'loading') expect(view.items).toEqual([]);
  } else {
    expect(view.error).toBeNull();
  }
}

/** The call (if any) and the rows the spec asks of one event, from the state before it. */
function expectStepOutcome(
  before: PagingSnapshot,
  event: ModelEvent,
  after: PagingSnapshot,
  newCalls: FetchPageInput<Query>[],
): void {
  const was = selectList(before);
  const now = selectList(after);
  switch (event.type) {
    case 'SEARCH': {
      // A new search replaces: page 1, sized to restore the pages a shared link asked for.
      const pages = event.pages ?? 1;
      expect(newCalls).toEqual([{ query: event.query, page: 1, perPage: pageSize * pages }]);
      expect(now.status).toBe('loading');
      return;
    }
    case 'LOAD_MORE': {
      if (was.status === 'ready') {
        expect(newCalls).toEqual([{ query: before.context.query, page: was.page + 1, perPage: pageSize }]);
        expect(now.status).toBe('appending');
        expect(now.items).toEqual(was.items);
      } else {
        expect(newCalls).toEqual([]);
        expect(now).toEqual(was);
      }
      return;
    }
    case 'RETRY': {
      if (was.status === 'failed') {
        const repeated =
          was.failedWhile === 'appending'
            ? { query: before.context.query, page: was.page + 1, perPage: pageSize }
            : { query: before.context.query, page: 1, perPage: pageSize * before.context.pagesWanted };
        expect(newCalls).toEqual([repeated]);
        expect(now.status).toBe(was.failedWhile);
      } else {
        expect(newCalls).toEqual([]);
        expect(now).toEqual(was);
      }
      return;
    }
    case 'CLEAR':
      expect(newCalls).toEqual([]);
      expect(now).toMatchObject({ status: 'idle', items: [], count: 0, page: 0 });
      return;
    case 'xstate.done.actor.fetchPage': {
      expect(newCalls).toEqual([]);
      const { items, count } = event.output;
      const lastPage = Math.ceil(count / pageSize);
      if (was.status === 'loading') {
        expect(now.items).toEqual(items);
        expect(now.page).toBe(Math.min(before.context.pagesWanted, Math.max(1, lastPage)));
      } else {
        expect(now.items).toEqual([...was.items, ...items]);
        expect(now.page).toBe(was.page + 1);
      }
      expect(now.count).toBe(count);
      expect(now.status).toBe(now.page < lastPage ? 'ready' : 'exhausted');
      return;
    }
    case 'xstate.error.actor.fetchPage':
      expect(newCalls).toEqual([]);
      expect(now.status).toBe('failed');
      expect(now.failedWhile).toBe(was.status);
      // Rows already shown stay when a further page fails; a failed first page shows none.
      expect(now.items).toEqual(was.status === 'appending' ? was.items : []);
  }
}

// What a replayed snapshot must share with the model's: the whole context when the traversal
// told every context apart, only the chart's shape when it merged snapshots of the same shape.
type Likeness = (snapshot: PagingSnapshot) => unknown;
const wholeSnapshot: Likeness = (snapshot) => ({ value: snapshot.value, context: snapshot.context });

async function replay(
  path: PagingPath,
  likeness: Likeness,
  input: ListPagingInput<Query, Row> = { pageSize },
): Promise<void> {
  const { actor, calls, apply } = createHarness(input);
  actor.start();
  expect(likeness(actor.getSnapshot())).toEqual(likeness(path.steps[0]?.state as PagingSnapshot));
  expectStatusPromises(selectList(actor.getSnapshot()));
  for (const step of path.steps.slice(1)) {
    const before = actor.getSnapshot();
    const callsBefore = calls.length;
    const event = step.event as ModelEvent;
    await apply(event);
    const after = actor.getSnapshot();
    expect(likeness(after)).toEqual(likeness(step.state));
    expectStatusPromises(selectList(after));
    expectStepOutcome(before, event, after, calls.slice(callsBefore));
  }
  actor.stop();
}

// Simple paths try the orders of events over the chart's shape (state, whether rows are held,
// what failed) with one search and one answer of each kind: every order of the full context
// would be millions of paths.
const chartShape = (snapshot: PagingSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.page > 0, snapshot.context.failedWhile]);
const lastShortPage = modelEvents[6];
const simplePathEvents = traversalEvents.filter(
  (event) =>
    event.type !== 'CLEAR' &&
    !(event.type === 'SEARCH' && event.pages !== undefined) &&
    event !== lastShortPage,
);

describe('list paging machine (model-based)', () => {
  const shortest = getShortestPaths(machine, {
    input: { pageSize },
    events: traversalEvents,
    limit: traversalLimit,
  });
  const simple = getSimplePaths(machine, {
    input: { pageSize },
    events: simplePathEvents,
    serializeState: chartShape,
    limit: traversalLimit,
  });
  const paths = [
    ...shortest.map((path) => ({ path, likeness: wholeSnapshot })),
    ...simple.map((path) => ({ path, likeness: chartShape as Likeness })),
  ];

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map(({ path }) => path.state.value));
    // 'settled' only decides between ready and exhausted and is never at rest.
    const atRest = ['idle', 'loading', 'ready', 'appending', 'exhausted', 'failed'];
    expect([...reached].sort()).toEqual(atRest.sort());
    expect(shortest.length).toBeGreaterThan(5);
    expect(simple.length).toBeGreaterThan(10);
  });

  it.each(
    paths.map(
      ({ path, likeness }) =>
        [path.steps.map((step) => step.event.type).join(' → '), path, likeness] as const,
    ),
  )('walks %s', async (_, path, likeness) => {
    await replay(path, likeness);
  });
});

describe('list paging machine started with its rows at hand (model-based)', () => {
  const paths = getShortestPaths(machine, {
    input: withRowsAtHand,
    events: traversalEvents,
    limit: traversalLimit,
  });

  it('starts settled, then reaches every state of the chart', () => {
    expect(paths[0]?.steps[0]?.state.value).toBe('ready');
    expect(new Set(paths.map((path) => path.state.value))).toEqual(
      new Set(['idle', 'loading', 'ready', 'appending', 'exhausted', 'failed']),
    );
  });

  it.each(paths.map((path) => [path.steps.map((step) => step.event.type).join(' → '), path] as const))(
    'walks %s',
    async (_, path) => {
      await replay(path, wholeSnapshot, withRowsAtHand);
    },
  );
});

describe('list paging machine (scenarios)', () => {
  it('shows the rows at hand without a call, and appends after them', async () => {
    const { actor, calls, apply } = createHarness(withRowsAtHand);
    actor.start();
    expect(selectList(actor.getSnapshot())).toMatchObject({
      status: 'ready',
      items: rows('h', 12),
      count: 14,
      page: 2,
      hasMore: true,
    });
    expect(calls).toEqual([]);
    await apply({ type: 'LOAD_MORE' });
    expect(calls).toEqual([{ query: { search: 'alinari' }, page: 3, perPage: pageSize }]);
    await apply({ type: 'xstate.done.actor.fetchPage', output: { items: rows('last', 2), count: 14 } });
    expect(selectList(actor.getSnapshot())).toMatchObject({ status: 'exhausted', page: 3 });
    expect(selectList(actor.getSnapshot()).items).toHaveLength(14);
  });

  it('starts exhausted with rows at hand that are the whole list, and shows a restored page past the end as what exists', () => {
    const actor = createActor(machine, {
      input: {
        pageSize,
        rowsAtHand: { query: { search: 'brogi' }, pages: 5, result: { items: rows('b', 3), count: 3 } },
      },
    }).start();
    expect(selectList(actor.getSnapshot())).toMatchObject({ status: 'exhausted', page: 1, count: 3 });
    expect(selectList(actor.getSnapshot()).isEmpty).toBe(false);
  });

  it('ignores the late answer to a search that a newer search replaced', async () => {
    const calls: Array<{ input: FetchPageInput<Query>; resolve: (value: PageResult<Row>) => void }> = [];
    const actor = createActor(
      machine.provide({
        actors: {
          fetchPage: fromPromise<PageResult<Row>, FetchPageInput<Query>>(
            ({ input }) => new Promise((resolve) => calls.push({ input, resolve })),
          ),
        },
      }),
      { input: { pageSize } },
    ).start();
    actor.send({ type: 'SEARCH', query: { search: 'old' } });
    actor.send({ type: 'SEARCH', query: { search: 'new' } });
    calls[1]?.resolve({ items: rows('new', 1), count: 1 });
    await settle();
    calls[0]?.resolve({ items: rows('old', 6), count: 50 });
    await settle();
    expect(selectList(actor.getSnapshot())).toMatchObject({
      status: 'exhausted',
      items: rows('new', 1),
      count: 1,
    });
  });

  it('restores a shared page=3 in one call and continues with page 4', async () => {
    const inputs: FetchPageInput<Query>[] = [];
    const actor = createActor(
      machine.provide({
        actors: {
          fetchPage: fromPromise<PageResult<Row>, FetchPageInput<Query>>(async ({ input }) => {
            inputs.push(input);
            return { items: rows(`p${input.page}-`, input.perPage), count: 40 };
          }),
        },
      }),
      { input: { pageSize } },
    ).start();
    actor.send({ type: 'SEARCH', query: { search: '' }, pages: 3 });
    await settle();
    expect(selectList(actor.getSnapshot())).toMatchObject({ status: 'ready', page: 3 });
    expect(selectList(actor.getSnapshot()).items).toHaveLength(18);
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    expect(inputs).toEqual([
      { query: { search: '' }, page: 1, perPage: 18 },
      { query: { search: '' }, page: 4, perPage: 6 },
    ]);
    expect(selectList(actor.getSnapshot()).items).toHaveLength(24);
  });
});
