import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error.ts';
import { catalogueApi } from '@/api/clients.ts';
import { type CatalogueListParams, catalogueKeys } from '@/api/queries/catalogues.ts';
import { recordStaleTime } from '@/api/queries/page.ts';
import { idsOf } from '@/lib/list-search.ts';
import type { SharedCollectionSearch } from '@/lib/shared-collection.ts';
import type { components } from '../../../openapi/generated/catalogue';

type Catalogue = components['schemas']['Catalogue'];

/** GET /catalogues for a collection (the visitor's or a shared one): only these ids, place names in `locale`. */
export const collectionParams = (ids: readonly string[], locale: string): CatalogueListParams => ({
  ids: ids.join(','),
  lang: locale,
});

/** The API's largest page. */
const perCall = 100;

/**
 * The catalogues of a collection, in the collection's order; ids that name no catalogue are
 * missing from the answer. A link holds at most 200 ids, so this is one call or two.
 */
export const collectionCataloguesQuery = (ids: readonly string[], locale: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.all, 'collection', ids.join(','), locale] as const,
    queryFn: async (): Promise<Catalogue[]> => {
      if (ids.length === 0) return [];
      const params = collectionParams(ids, locale);
      const calls = Array.from({ length: Math.ceil(ids.length / perCall) }, (_, index) =>
        unwrap(
          catalogueApi.GET('/catalogues', {
            params: { query: { ...params, page: index + 1, 'per-page': perCall } },
          }),
        ),
      );
      const found = (await Promise.all(calls)).flatMap((answer) => answer.catalogues);
      const position = new Map(ids.map((id, index) => [id, index]));
      return found.sort(
        (a, b) =>
          (position.get(String(a.id)) ?? Number.MAX_SAFE_INTEGER) -
          (position.get(String(b.id)) ?? Number.MAX_SAFE_INTEGER),
      );
    },
    staleTime: recordStaleTime,
  });

/** A shared collection's catalogues for its URL state, for the route to start while the screen loads. */
export const sharedCollectionQuery = (search: SharedCollectionSearch, locale: string) =>
  collectionCataloguesQuery(idsOf(search.ids), locale);
