import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  createCataloguePageMachine,
  type Part,
} from '../../../machines/catalogue-page/catalogue-page.machine.ts';
import {
  type CataloguePageView,
  selectCataloguePage,
} from '../../../machines/catalogue-page/catalogue-page.selectors.ts';
import type { components } from '../../../openapi/generated/catalogue';
import { unwrap } from '../../api/api-error.ts';
import { catalogueApi } from '../../api/clients.ts';
import { catalogueQuery } from '../entities/entity-queries.ts';

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
 * query cache (so the breadcrumb's catalogue name and the page share one request), and each part
 * can fail and be retried on its own.
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
          fetchSupplements: fromPromise<Supplements, { catalogueId: string }>(async ({ input }) =>
            unwrap(
              catalogueApi.GET('/catalogues/{id}/supplementary-contents', {
                params: { path: { id: Number(input.catalogueId) }, query: { lang: locale } },
              }),
            ),
          ),
          fetchEditions: fromPromise<Edition[], { catalogueId: string }>(
            async ({ input }) =>
              (
                await unwrap(
                  catalogueApi.GET('/catalogues/{id}/editions', {
                    params: { path: { id: Number(input.catalogueId) }, query: { lang: locale } },
                  }),
                )
              ).editions,
          ),
        },
      }),
    [queryClient, locale],
  );
  const actor = useActorRef(provided, { input: { catalogueId } });
  useEffect(() => actor.send({ type: 'OPEN', catalogueId }), [actor, catalogueId]);
  const view = useSelector(actor, selectCataloguePage);
  const page = useMemo(
    () => ({ ...view, retry: (part: Part) => actor.send({ type: 'RETRY', part }) }),
    [view, actor],
  );
  return <CataloguePageContext.Provider value={page}>{children}</CataloguePageContext.Provider>;
}

export function useCataloguePage(): CataloguePage {
  const page = useContext(CataloguePageContext);
  if (!page) throw new Error('useCataloguePage needs a CataloguePageProvider');
  return page;
}
