import { assign, fromPromise, setup } from 'xstate';

/**
 * Entering the catalogue layout fetches three things together: the catalogue, its supplementary
 * contents and its editions (spec section 2). Each part has its own region of the chart, so the
 * failure of one never blocks the others: each shows its own error and retries on its own.
 *
 * The machine does not know what the parts look like; the screen injects the three calls.
 */

export type Part = 'catalogue' | 'supplements' | 'editions';
export const parts: readonly Part[] = ['catalogue', 'supplements', 'editions'];

export interface CataloguePageInput<Catalogue = unknown, Supplements = unknown, Editions = unknown> {
  catalogueId: string;
  /**
   * The parts the screen already holds for this catalogue (the query cache, filled by the route's
   * loader or a visit a moment ago): they start loaded, and only the others are asked for, so the
   * layout's first render shows them instead of their loading states.
   */
  atHand?: Partial<PartsAtHand<Catalogue, Supplements, Editions>>;
}

export interface PartsAtHand<Catalogue, Supplements, Editions> {
  catalogue: Catalogue;
  supplements: Supplements;
  editions: Editions;
}

export interface CataloguePageContext<Catalogue, Supplements, Editions> {
  catalogueId: string;
  catalogue: Catalogue | null;
  supplements: Supplements | null;
  editions: Editions | null;
  errors: Record<Part, unknown>;
}

export type CataloguePageEvent =
  | { type: 'RETRY'; part: Part }
  /** Another catalogue in the same layout (a link between catalogues): everything is fetched again. */
  | { type: 'OPEN'; catalogueId: string };

export function createCataloguePageMachine<Catalogue, Supplements, Editions>() {
  type Context = CataloguePageContext<Catalogue, Supplements, Editions>;

  return setup({
    types: {
      context: {} as Context,
      events: {} as CataloguePageEvent,
      input: {} as CataloguePageInput<Catalogue, Supplements, Editions>,
    },
    guards: {
      isAtHand: ({ context }, part: Part) => context[part] !== null,
      isRetryOf: ({ event }, part: Part) => event.type === 'RETRY' && event.part === part,
    },
    actions: {
      clearError: assign(({ context }, part: Part) => ({ errors: { ...context.errors, [part]: null } })),
    },
    actors: {
      fetchCatalogue: fromPromise<Catalogue, { catalogueId: string }>(async () => {
        throw new Error('cataloguePageMachine: provide fetchCatalogue');
      }),
      fetchSupplements: fromPromise<Supplements, { catalogueId: string }>(async () => {
        throw new Error('cataloguePageMachine: provide fetchSupplements');
      }),
      fetchEditions: fromPromise<Editions, { catalogueId: string }>(async () => {
        throw new Error('cataloguePageMachine: provide fetchEditions');
      }),
    },
  }).createMachine({
    id: 'cataloguePage',
    type: 'parallel',
    context: ({ input }) => ({
      catalogueId: input.catalogueId,
      catalogue: input.atHand?.catalogue ?? null,
      supplements: input.atHand?.supplements ?? null,
      editions: input.atHand?.editions ?? null,
      errors: { catalogue: null, supplements: null, editions: null },
    }),
    on: {
      OPEN: {
        // Re-entering the root restarts all three regions, cancelling calls for the old catalogue.
        target: '.',
        reenter: true,
        guard: ({ context, event }) => event.catalogueId !== context.catalogueId,
        actions: assign(({ event }) => ({
          catalogueId: event.catalogueId,
          catalogue: null,
          supplements: null,
          editions: null,
          errors: { catalogue: null, supplements: null, editions: null },
        })),
      },
    },
    states: {
      catalogue: {
        initial: 'starting',
        states: {
          // Never at rest: a part at hand is loaded at once (never after OPEN, which empties them all).
          starting: {
            always: [
              { guard: { type: 'isAtHand', params: 'catalogue' }, target: 'loaded' },
              { target: 'loading' },
            ],
          },
          loading: {
            invoke: {
              id: 'fetchCatalogue',
              src: 'fetchCatalogue',
              input: ({ context }) => ({ catalogueId: context.catalogueId }),
              onDone: { target: 'loaded', actions: assign({ catalogue: ({ event }) => event.output }) },
              onError: {
                target: 'failed',
                actions: assign({
                  errors: ({ context, event }) => ({ ...context.errors, catalogue: event.error }),
                }),
              },
            },
          },
          loaded: {},
          failed: {
            on: {
              RETRY: {
                guard: { type: 'isRetryOf', params: 'catalogue' },
                target: 'loading',
                actions: { type: 'clearError', params: 'catalogue' },
              },
            },
          },
        },
      },
      supplements: {
        initial: 'starting',
        states: {
          // Never at rest: a part at hand is loaded at once (never after OPEN, which empties them all).
          starting: {
            always: [
              { guard: { type: 'isAtHand', params: 'supplements' }, target: 'loaded' },
              { target: 'loading' },
            ],
          },
          loading: {
            invoke: {
              id: 'fetchSupplements',
              src: 'fetchSupplements',
              input: ({ context }) => ({ catalogueId: context.catalogueId }),
              onDone: { target: 'loaded', actions: assign({ supplements: ({ event }) => event.output }) },
              onError: {
                target: 'failed',
                actions: assign({
                  errors: ({ context, event }) => ({ ...context.errors, supplements: event.error }),
                }),
              },
            },
          },
          loaded: {},
          failed: {
            on: {
              RETRY: {
                guard: { type: 'isRetryOf', params: 'supplements' },
                target: 'loading',
                actions: { type: 'clearError', params: 'supplements' },
              },
            },
          },
        },
      },
      editions: {
        initial: 'starting',
        states: {
          // Never at rest: a part at hand is loaded at once (never after OPEN, which empties them all).
          starting: {
            always: [
              { guard: { type: 'isAtHand', params: 'editions' }, target: 'loaded' },
              { target: 'loading' },
            ],
          },
          loading: {
            invoke: {
              id: 'fetchEditions',
              src: 'fetchEditions',
              input: ({ context }) => ({ catalogueId: context.catalogueId }),
              onDone: { target: 'loaded', actions: assign({ editions: ({ event }) => event.output }) },
              onError: {
                target: 'failed',
                actions: assign({
                  errors: ({ context, event }) => ({ ...context.errors, editions: event.error }),
                }),
              },
            },
          },
          loaded: {},
          failed: {
            on: {
              RETRY: {
                guard: { type: 'isRetryOf', params: 'editions' },
                target: 'loading',
                actions: { type: 'clearError', params: 'editions' },
              },
            },
          },
        },
      },
    },
  });
}
