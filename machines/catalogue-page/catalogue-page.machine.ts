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

export interface CataloguePageInput {
  catalogueId: string;
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
      input: {} as CataloguePageInput,
    },
    guards: {
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
      catalogue: null,
      supplements: null,
      editions: null,
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
        initial: 'loading',
        states: {
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
        initial: 'loading',
        states: {
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
        initial: 'loading',
        states: {
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
