import { assign, fromPromise, setup } from 'xstate';

/**
 * The live count of the contextual search (issue 17): how many results the conditions being
 * built would find, before Run search. The screen tells the machine the query the conditions
 * stand for whenever it changes (null while they are incomplete or a year is not one); the
 * machine waits for the typing to settle, counts through the injected `countResults` actor, and
 * drops an answer the conditions have moved on from: leaving `counting` stops the call, whose
 * signal the app uses to cancel the request.
 *
 * The query is whatever the screen counts (the searched tree); the machine only compares it.
 */

export interface QueryCountContext<Query> {
  /** The complete query counted, being counted or about to be; null while the conditions are incomplete. */
  query: Query | null;
  /** The last count known; kept (as stale) while a changed query is counted, gone with a failure. */
  count: number | null;
}

/** What the `countResults` actor is asked: the query to count. */
export interface CountInput<Query> {
  query: Query;
}

export type QueryCountEvent<Query> = {
  /** The conditions changed: the query they now stand for, or null when they cannot be run. */
  type: 'CONDITIONS_CHANGED';
  query: Query | null;
};

/** How long the conditions must stay the same before they are counted: no call per keystroke. */
export const settleMs = 300;

const sameQuery = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Builds the machine for one kind of query; the `countResults` actor is injected with `provide`. */
export function createQueryCountMachine<Query>() {
  type Context = QueryCountContext<Query>;
  type Event = QueryCountEvent<Query>;

  return setup({
    types: {
      context: {} as Context,
      events: {} as Event,
    },
    actors: {
      countResults: fromPromise<number, CountInput<Query>>(async () => {
        throw new Error('queryCountMachine: provide a countResults actor');
      }),
    },
    delays: { settle: settleMs },
    guards: {
      isIncomplete: ({ event }) => event.query === null,
      isAnotherQuery: ({ context, event }) => !sameQuery(context.query, event.query),
    },
  }).createMachine({
    id: 'queryCount',
    context: { query: null, count: null },
    initial: 'incomplete',
    on: {
      CONDITIONS_CHANGED: [
        { guard: 'isIncomplete', target: '.incomplete', actions: assign({ query: null, count: null }) },
        // Another query starts the wait again, stopping a count under way: its answer is stale.
        {
          guard: 'isAnotherQuery',
          target: '.settling',
          reenter: true,
          actions: assign(({ event }) => ({ query: event.query })),
        },
        // The same query again (a re-render, a link to what is shown) changes nothing.
      ],
    },
    states: {
      /** Nothing to count: no condition with a value, or a year that is not one. */
      incomplete: {},
      /** The conditions changed a moment ago; they are counted if they stay so. */
      settling: {
        after: { settle: 'counting' },
      },
      counting: {
        invoke: {
          id: 'countResults',
          src: 'countResults',
          input: ({ context }) => ({ query: context.query as Query }),
          onDone: { target: 'counted', actions: assign(({ event }) => ({ count: event.output })) },
          onError: { target: 'failed', actions: assign({ count: null }) },
        },
      },
      counted: {},
      /** The count failed: said quietly; Run search still works, and the next change counts again. */
      failed: {},
    },
  });
}
