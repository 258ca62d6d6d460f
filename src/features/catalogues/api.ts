import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error.ts';
import { catalogueApi } from '@/api/clients.ts';
import { quietHeader } from '@/api/middleware.ts';
import { catalogueKeys, catalogueListParams, cataloguePageQuery } from '@/api/queries/catalogues.ts';
import { firstCallPerPage, recordStaleTime } from '@/api/queries/page.ts';
import { type CatalogueListSearch, rowFiltersOf } from '@/lib/list-search.ts';
import { type CslItem, cslItemOf } from './citation.ts';

/** Catalogues a page of the catalogue list shows (spec section 9). */
export const catalogueListPageSize = 6;

/** The catalogue list's first call for its URL state, for the route to start while the screen loads. */
export const catalogueListFirstPageQuery = (search: CatalogueListSearch, locale: string) =>
  cataloguePageQuery(
    catalogueListParams(rowFiltersOf(search), locale),
    1,
    firstCallPerPage(catalogueListPageSize, search.page),
  );

/**
 * An edition as CSL-JSON (`?format=csl-json`), as the server exports it for reference managers:
 * the item the Cite dialog formats. Its errors show in the dialog, not as a notification.
 */
export const editionCslQuery = (catalogueId: string, editionId: string, locale: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.all, 'edition-csl-json', catalogueId, editionId, locale] as const,
    queryFn: async (): Promise<CslItem> =>
      cslItemOf(
        await unwrap<unknown>(
          catalogueApi.GET('/catalogues/{catalogueId}/editions/{editionId}', {
            params: {
              path: { catalogueId: Number(catalogueId), editionId: Number(editionId) },
              query: { format: 'csl-json', lang: locale },
            },
            headers: { [quietHeader]: '1' },
            // The answer is a CSL-JSON array, whatever media type the contract lists first.
            parseAs: 'json',
          }),
        ),
      ),
    staleTime: recordStaleTime,
  });
