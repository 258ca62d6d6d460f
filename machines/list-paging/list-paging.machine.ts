import { assign, fromPromise, setup } from 'xstate';

/**
 * One machine for every paged list of the app (catalogues, places, publishers, holders, related
 * catalogues, PDF search results). Spec section 4: infinite-scroll loads append; a new search or
 * filter replaces the list; clearing resets it to empty.
 *
 * The query is whatever the screen asks with (its search text, letter and filters); the machine
 * never looks inside it. A shared link that says `page=3` restores three pages in one call of
 * three pages' size, so a reload shows the same rows without three round trips.
 */

/** What one call answers: the rows of the page and the number of rows in the whole list. */
export interface PageResult<Item> {
  items: Item[];
  count: number;
}

export interface FetchPageInput<Query> {
  query: Query;
  /** 1-based page number in units of `perPage`. */
  page: number;
  perPage: number;
}

export interface ListPagingInput<Query = unknown, Item = unknown> {
  /** Rows per page: 6 for the lists of spec section 9, 10 for the PDF search. */
  pageSize: number;
  /**
   * The answer to the list's first search, when the screen already holds it (the query cache,
   * filled by the route's loader or a visit a moment ago): the list starts with those rows, as if
   * that search had just been answered, so its first render shows them instead of placeholders.
   */
  rowsAtHand?: RowsAtHand<Query, Item>;
}

/** A search and its answer: `pages` pages of `pageSize` rows, asked for in one call. */
export interface RowsAtHand<Query, Item> {
  query: Query;
  pages: number;
  result: PageResult<Item>;
}

export interface ListPagingContext<Query, Item> {
  pageSize: number;
  query: Query | null;
  items: Item[];
  /** Pages loaded so far, in units of pageSize. */
  page: number;
  /** Pages the list asked to show at once (a restored `page=N`); what `loading` fetches. */
  pagesWanted: number;
  count: number;
  error: unknown;
  /** What the failed call was doing, so that a retry repeats it. */
  failedWhile: 'loading' | 'appending' | null;
}

export type ListPagingEvent<Query> =
  | { type: 'SEARCH'; query: Query; pages?: number }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  | { type: 'CLEAR' };

const totalPages = (count: number, pageSize: number) => Math.ceil(count / pageSize);

/** How many pages a search asks for at once: a shared link's `page`, at least one. */
const pagesAsked = (pages: number | undefined) => Math.max(1, Math.floor(pages ?? 1));

/** The pages a first answer fills: those asked for, or fewer when the list is shorter. */
const pagesFilled = (pagesWanted: number, count: number, pageSize: number) =>
  Math.min(pagesWanted, Math.max(1, totalPages(count, pageSize)));

/** Builds the machine for one kind of row; the fetchPage actor is injected with `provide`. */
/** A list before its first answer, or after its query was cleared. */
const noRows = <Item>() => ({
  items: [] as Item[],
  page: 0,
  pagesWanted: 1,
  count: 0,
  error: null,
  failedWhile: null,
});

export function createListPagingMachine<Query, Item>() {
  type Context = ListPagingContext<Query, Item>;
  type Event = ListPagingEvent<Query>;

  return setup({
    types: {
      context: {} as Context,
      events: {} as Event,
      input: {} as ListPagingInput<Query, Item>,
    },
    actors: {
      fetchPage: fromPromise<PageResult<Item>, FetchPageInput<Query>>(async () => {
        throw new Error('listPagingMachine: provide a fetchPage actor');
      }),
    },
    guards: {
      hasMorePages: ({ context }) => context.page < totalPages(context.count, context.pageSize),
      failedWhileAppending: ({ context }) => context.failedWhile === 'appending',
      hasRows: ({ context }) => context.page > 0,
    },
    actions: {
      startSearch: assign(({ event }) => {
        if (event.type !== 'SEARCH') return {};
        return { query: event.query, pagesWanted: pagesAsked(event.pages), error: null, failedWhile: null };
      }),
      clear: assign({ query: null, ...noRows<Item>() }),
    },
  }).createMachine({
    id: 'listPaging',
    context: ({ input }) => {
      const atHand = input.rowsAtHand;
      if (!atHand) return { pageSize: input.pageSize, query: null, ...noRows<Item>() };
      const pagesWanted = pagesAsked(atHand.pages);
      return {
        pageSize: input.pageSize,
        query: atHand.query,
        ...noRows<Item>(),
        items: atHand.result.items,
        count: atHand.result.count,
        pagesWanted,
        page: pagesFilled(pagesWanted, atHand.result.count, input.pageSize),
      };
    },
    initial: 'starting',
    // A new search replaces whatever is under way: leaving the state cancels its call, so a slow
    // answer to an old query can never land on the new list.
    on: {
      SEARCH: { target: '.loading', actions: 'startSearch', reenter: true },
      CLEAR: { target: '.idle', actions: 'clear' },
    },
    states: {
      // Never at rest: a list started with its rows at hand is settled at once, any other is idle.
      starting: {
        always: [{ guard: 'hasRows', target: 'settled' }, { target: 'idle' }],
      },
      idle: {},
      loading: {
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: ({ context }) => ({
            query: context.query as Query,
            page: 1,
            perPage: context.pageSize * context.pagesWanted,
          }),
          onDone: {
            target: 'settled',
            actions: assign(({ context, event }) => ({
              items: event.output.items,
              count: event.output.count,
              // A restored page=N beyond the end shows what exists.
              page: pagesFilled(context.pagesWanted, event.output.count, context.pageSize),
            })),
          },
          onError: {
            target: 'failed',
            actions: assign(({ event }) => ({
              error: event.error,
              failedWhile: 'loading' as const,
              items: [],
              count: 0,
              page: 0,
            })),
          },
        },
      },
      settled: {
        always: [{ guard: 'hasMorePages', target: 'ready' }, { target: 'exhausted' }],
      },
      ready: {
        on: { LOAD_MORE: 'appending' },
      },
      appending: {
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: ({ context }) => ({
            query: context.query as Query,
            page: context.page + 1,
            perPage: context.pageSize,
          }),
          onDone: {
            target: 'settled',
            actions: assign(({ context, event }) => ({
              items: [...context.items, ...event.output.items],
              count: event.output.count,
              page: context.page + 1,
            })),
          },
          onError: {
            target: 'failed',
            actions: assign(({ event }) => ({ error: event.error, failedWhile: 'appending' as const })),
          },
        },
      },
      exhausted: {},
      failed: {
        on: {
          RETRY: [
            {
              guard: 'failedWhileAppending',
              target: 'appending',
              actions: assign({ error: null, failedWhile: null }),
            },
            { target: 'loading', actions: assign({ error: null, failedWhile: null }) },
          ],
        },
      },
    },
  });
}
