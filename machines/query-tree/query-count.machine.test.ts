import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import {
  type CountInput,
  createQueryCountMachine,
  type QueryCountEvent,
  settleMs,
} from './query-count.machine.ts';
import { type QueryCountView, selectQueryCount } from './query-count.selectors.ts';

/** A query as the screen counts it: the conditions' tree (here two small ones). */
interface Query {
  publisher: string;
}
const brogi: Query = { publisher: 'brogi' };
const alinari: Query = { publisher: 'alinari' };

const machine = createQueryCountMachine<Query>();
type CountSnapshot = SnapshotFrom<typeof machine>;
type CountEvent = QueryCountEvent<Query>;
type CountPath = StatePath<CountSnapshot, CountEvent>;

// The wait for the typing to settle elapses, the count answers (some, none) or fails: the events
// the screen never sends but time and the server do. Generated done events would carry no output.
const settled = { type: 'xstate.after.settle.queryCount.settling' } as const;
type ActorResult =
  | { type: 'xstate.done.actor.countResults'; output: number }
  | { type: 'xstate.error.actor.countResults'; error: unknown };
type ModelEvent = CountEvent | typeof settled | ActorResult;

const modelEvents: ModelEvent[] = [
  { type: 'CONDITIONS_CHANGED', query: brogi },
  { type: 'CONDITIONS_CHANGED', query: alinari },
  { type: 'CONDITIONS_CHANGED', query: null },
  settled,
  { type: 'xstate.done.actor.countResults', output: 12 },
  { type: 'xstate.done.actor.countResults', output: 0 },
  { type: 'xstate.error.actor.countResults', error: new TypeError('Failed to fetch') },
];
const traversalEvents = modelEvents as readonly CountEvent[];

interface Call {
  query: Query;
  aborted: boolean;
  answered: boolean;
  settle: { resolve: (count: number) => void; reject: (error: unknown) => void };
}

/** The machine with a countResults whose calls the test answers, each call and its abort recorded. */
function createHarness() {
  const calls: Call[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        countResults: fromPromise<number, CountInput<Query>>(
          ({ input, signal }) =>
            new Promise<number>((resolve, reject) => {
              const call: Call = {
                query: input.query,
                aborted: false,
                answered: false,
                settle: {
                  resolve: (count) => {
                    call.answered = true;
                    resolve(count);
                  },
                  reject: (error) => {
                    call.answered = true;
                    reject(error);
                  },
                },
              };
              signal.addEventListener('abort', () => {
                call.aborted = true;
              });
              calls.push(call);
            }),
        ),
      },
    }),
  );

  async function apply(event: ModelEvent): Promise<void> {
    if (event.type === settled.type) {
      // The wait is a real timer on the real actor: let it pass.
      vi.advanceTimersByTime(settleMs);
    } else if (
      event.type === 'xstate.done.actor.countResults' ||
      event.type === 'xstate.error.actor.countResults'
    ) {
      const call = calls.find((candidate) => !candidate.aborted && !candidate.answered);
      if (call) {
        if ('output' in event) call.settle.resolve(event.output);
        else call.settle.reject(event.error);
      }
    } else {
      actor.send(event);
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return { actor, calls, apply };
}

/** What each status promises about the rest, whatever path led there. */
function expectInvariants(snapshot: CountSnapshot, calls: Call[]): void {
  const view = selectQueryCount(snapshot);
  const { query, count } = snapshot.context;
  if (view.status === 'incomplete') expect({ query, count }).toEqual({ query: null, count: null });
  else expect(query).not.toBeNull();
  if (view.status === 'failed') expect(count).toBeNull();
  // One count runs while counting, none otherwise: a count left unanswered was cancelled.
  const running = calls.filter((call) => !call.aborted && !call.answered);
  expect(running).toHaveLength(snapshot.value === 'counting' ? 1 : 0);
}

/** The count (if any) and the view one event must give, from the state before it. */
function expectStepOutcome(
  before: CountSnapshot,
  event: ModelEvent,
  after: CountSnapshot,
  newCalls: Call[],
  abortedNow: Call[],
): void {
  const was = selectQueryCount(before);
  const now = selectQueryCount(after);
  const unchanged = () => {
    expect(after.value).toEqual(before.value);
    expect(after.context).toEqual(before.context);
    expect(newCalls).toEqual([]);
    expect(abortedNow).toEqual([]);
  };
  switch (event.type) {
    case 'CONDITIONS_CHANGED': {
      expect(newCalls).toEqual([]);
      if (event.query === null) {
        expect(now).toEqual({ status: 'incomplete', count: null });
      } else if (JSON.stringify(event.query) === JSON.stringify(before.context.query)) {
        unchanged();
        return;
      } else {
        // Not at once: the typing may go on. The last count stays, stale, until the new one.
        expect(after.value).toBe('settling');
        expect(after.context).toEqual({ query: event.query, count: before.context.count });
        expect(now.status).toBe('pending');
      }
      // A count under way is for conditions that no longer hold: it is cancelled.
      expect(abortedNow).toHaveLength(before.value === 'counting' ? 1 : 0);
      return;
    }
    case settled.type:
      if (before.value !== 'settling') {
        unchanged();
        return;
      }
      expect(after.value).toBe('counting');
      expect(newCalls.map((call) => call.query)).toEqual([before.context.query]);
      expect(now).toEqual({ status: 'pending', count: was.count });
      return;
    case 'xstate.done.actor.countResults':
      if (before.value !== 'counting') {
        unchanged();
        return;
      }
      expect(now).toEqual({ status: 'counted', count: event.output });
      expect(after.context.query).toEqual(before.context.query);
      return;
    case 'xstate.error.actor.countResults':
      if (before.value !== 'counting') {
        unchanged();
        return;
      }
      expect(now).toEqual({ status: 'failed', count: null });
  }
}

type Likeness = (snapshot: CountSnapshot) => unknown;
const wholeSnapshot: Likeness = (snapshot) => ({ value: snapshot.value, context: snapshot.context });

async function replay(path: CountPath, likeness: Likeness): Promise<void> {
  const { actor, calls, apply } = createHarness();
  actor.start();
  expect(selectQueryCount(actor.getSnapshot())).toEqual({ status: 'incomplete', count: null });
  for (const step of path.steps.slice(1)) {
    const before = actor.getSnapshot();
    const callsBefore = calls.length;
    const abortedBefore = calls.filter((call) => call.aborted);
    const event = step.event as ModelEvent;
    await apply(event);
    const after = actor.getSnapshot();
    expect(likeness(after)).toEqual(likeness(step.state));
    expectInvariants(after, calls);
    expectStepOutcome(
      before,
      event,
      after,
      calls.slice(callsBefore),
      calls.filter((call) => call.aborted && !abortedBefore.includes(call)),
    );
  }
  actor.stop();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live count machine (model-based)', () => {
  const shortest = getShortestPaths(machine, {
    events: traversalEvents,
    serializeState: (snapshot) => JSON.stringify(wholeSnapshot(snapshot)),
    limit: 10_000,
  });
  // Every order of changes, waits and answers over the chart's shape: the state, whether a count
  // is held, and which conditions (whether the next change is the same or another query).
  const chartShape = (snapshot: CountSnapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.count !== null, snapshot.context.query]);
  const simple = getSimplePaths(machine, {
    events: traversalEvents,
    serializeState: chartShape,
    limit: 10_000,
  });

  it('reaches every state, with and without a count to show', () => {
    const reached = shortest.map((path) => path.state);
    expect(new Set(reached.map((snapshot) => snapshot.value))).toEqual(
      new Set(['incomplete', 'settling', 'counting', 'counted', 'failed']),
    );
    const views = reached.map((snapshot) => selectQueryCount(snapshot));
    // A stale count shows while changed conditions are counted.
    expect(views.some((view) => view.status === 'pending' && view.count !== null)).toBe(true);
    expect(views.some((view) => view.status === 'counted' && view.count === 0)).toBe(true);
    expect(simple.length).toBeGreaterThan(50);
  });

  it(`walks the shortest path to each state and context (${shortest.length} paths)`, async () => {
    for (const path of shortest) await replay(path, wholeSnapshot);
  });

  it(`walks every simple path over the chart's shape (${simple.length} paths)`, async () => {
    for (const path of simple) await replay(path, chartShape);
  });
});

describe('live count machine (scenarios)', () => {
  it('counts once the conditions stay the same for a moment, not at every keystroke', async () => {
    const { actor, calls, apply } = createHarness();
    actor.start();
    for (const publisher of ['b', 'br', 'bro', 'brogi']) {
      await apply({ type: 'CONDITIONS_CHANGED', query: { publisher } });
      vi.advanceTimersByTime(settleMs - 50);
    }
    expect(calls).toEqual([]);
    await apply(settled);
    expect(calls.map((call) => call.query)).toEqual([brogi]);
    await apply({ type: 'xstate.done.actor.countResults', output: 7 });
    const view: QueryCountView = selectQueryCount(actor.getSnapshot());
    expect(view).toEqual({ status: 'counted', count: 7 });
  });

  it('drops and cancels the count of conditions changed meanwhile; the late answer never shows', async () => {
    const { actor, calls, apply } = createHarness();
    actor.start();
    await apply({ type: 'CONDITIONS_CHANGED', query: brogi });
    await apply(settled);
    const stale = calls[0];
    await apply({ type: 'CONDITIONS_CHANGED', query: alinari });
    expect(stale?.aborted).toBe(true);
    stale?.settle.resolve(99);
    await apply(settled);
    calls[1]?.settle.resolve(3);
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(selectQueryCount(actor.getSnapshot())).toEqual({ status: 'counted', count: 3 });
  });

  it('says a failure and counts again at the next change', async () => {
    const { actor, calls, apply } = createHarness();
    actor.start();
    await apply({ type: 'CONDITIONS_CHANGED', query: brogi });
    await apply(settled);
    await apply({ type: 'xstate.error.actor.countResults', error: new TypeError('Failed to fetch') });
    expect(selectQueryCount(actor.getSnapshot())).toEqual({ status: 'failed', count: null });
    await apply({ type: 'CONDITIONS_CHANGED', query: alinari });
    await apply(settled);
    expect(calls.map((call) => call.query)).toEqual([brogi, alinari]);
  });
});
