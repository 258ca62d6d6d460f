import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { freshData } from '@/api/fresh-data.ts';
import {
  catalogueEditionsQuery,
  catalogueQuery,
  catalogueSupplementsQuery,
} from '@/api/queries/catalogues.ts';
import {
  createCataloguePageMachine,
  type Part,
  type PartsAtHand,
} from '../../../machines/catalogue-page/catalogue-page.machine.ts';
import {
  type CataloguePageView,
  selectCataloguePage,
} from '../../../machines/catalogue-page/catalogue-page.selectors.ts';
import type { components } from '../../../openapi/generated/catalogue';

export type Catalogue = components['schemas']['Catalogue'];
export type Edition = components['schemas']['Edition'];
export interface Supplements {
  supplementaryContents: components['schemas']['SupplementaryContent'][];
  supplementaryContentsOf: components['schemas']['SupplementaryContent'][];
}

export type CataloguePage = CataloguePageView<Catalogue, Supplements, Edition[]> & {
  retry: (part: Part) => void;
};

const CataloguePageContext = createContext<CataloguePage | null>(null);

const machine = createCataloguePageMachine<Catalogue, Supplements, Edition[]>();

/**
 * Runs the catalogue page machine for the layout: the three calls go out together through the
 * query cache (so the route's loader can start them, and the breadcrumb's catalogue name and the
 * page share one request), and each part can fail and be retried on its own. A part the cache
 * already holds fresh (the page brought its answer, the loader's call has come back) starts
 * loaded: the first render shows the catalogue's heading, where it showed its loading state and
 * the heading came one answer later (Lighthouse's largest paint, 0.3 s after the first).
 */
export function CataloguePageProvider({
  catalogueId,
  locale,
  children,
}: {
  catalogueId: string;
  locale: string;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const provided = useMemo(
    () =>
      machine.provide({
        actors: {
          fetchCatalogue: fromPromise<Catalogue, { catalogueId: string }>(({ input }) =>
            queryClient.fetchQuery(catalogueQuery(input.catalogueId, locale)),
          ),
          fetchSupplements: fromPromise<Supplements, { catalogueId: string }>(({ input }) =>
            queryClient.fetchQuery(catalogueSupplementsQuery(input.catalogueId, locale)),
          ),
          fetchEditions: fromPromise<Edition[], { catalogueId: string }>(({ input }) =>
            queryClient.fetchQuery(catalogueEditionsQuery(input.catalogueId, locale)),
          ),
        },
      }),
    [queryClient, locale],
  );
  const [atHand] = useState(() => partsAtHand(queryClient, catalogueId, locale));
  const actor = useActorRef(provided, { input: { catalogueId, atHand } });
  useEffect(() => actor.send({ type: 'OPEN', catalogueId }), [actor, catalogueId]);
  const view = useSelector(actor, selectCataloguePage);
  const page = useMemo(
    () => ({ ...view, retry: (part: Part) => actor.send({ type: 'RETRY', part }) }),
    [view, actor],
  );
  return <CataloguePageContext.Provider value={page}>{children}</CataloguePageContext.Provider>;
}

function partsAtHand(
  queryClient: QueryClient,
  catalogueId: string,
  locale: string,
): Partial<PartsAtHand<Catalogue, Supplements, Edition[]>> {
  const catalogue = freshData(queryClient, catalogueQuery(catalogueId, locale));
  const supplements = freshData(queryClient, catalogueSupplementsQuery(catalogueId, locale));
  const editions = freshData(queryClient, catalogueEditionsQuery(catalogueId, locale));
  return {
    ...(catalogue && { catalogue }),
    ...(supplements && { supplements }),
    ...(editions && { editions }),
  };
}

export function useCataloguePage(): CataloguePage {
  const page = useContext(CataloguePageContext);
  if (!page) throw new Error('useCataloguePage needs a CataloguePageProvider');
  return page;
}
