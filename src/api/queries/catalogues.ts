import { queryOptions } from '@tanstack/react-query';
import type { CatalogueListSearch } from '@/lib/list-search.ts';
import type { components, paths } from '../../../openapi/generated/catalogue';
import { unwrap } from '../api-error.ts';
import { catalogueApi } from '../clients.ts';
import { listStaleTime, type Page, recordStaleTime } from './page.ts';
import { yearParams } from './year-params.ts';

type Catalogue = components['schemas']['Catalogue'];

/** The query parameters of GET /catalogues other than the page, from a list's URL state. */
export type CatalogueListParams = Omit<
  NonNullable<paths['/catalogues']['get']['parameters']['query']>,
  'page' | 'per-page'
>;

/** Every cached answer about catalogues starts with `catalogueKeys.all`: a change to one invalidates them all. */
export const catalogueKeys = {
  all: ['catalogues'] as const,
  detail: (id: string, locale: string) => [...catalogueKeys.all, 'detail', id, locale] as const,
  editions: (id: string, locale: string) => [...catalogueKeys.all, 'editions', id, locale] as const,
  supplements: (id: string, locale: string) => [...catalogueKeys.all, 'supplements', id, locale] as const,
  page: (params: CatalogueListParams, page: number, perPage: number) =>
    [...catalogueKeys.all, 'page', params, page, perPage] as const,
  count: () => [...catalogueKeys.all, 'count'] as const,
};

/** GET /catalogues: keyword over titles, publishers and places, the filters and the list options. */
export function catalogueListParams(
  search: Omit<CatalogueListSearch, 'page' | 'filterDrawer'>,
  locale: string,
): CatalogueListParams {
  return {
    keyword: search.search,
    'filter-by': search.letter,
    places: search.places,
    holders: search.holders,
    publishers: search.publishers,
    ...yearParams(search),
    lang: locale,
    'illustrative-content': search.illustrativeContent ?? 'all',
    'include-supplements': search.includeSupplements ?? false,
    undated: search.undatedCatalogues ?? false,
    sort: search.sort,
  };
}

/** One page of GET /catalogues. */
export const cataloguePageQuery = (params: CatalogueListParams, page: number, perPage: number) =>
  queryOptions({
    queryKey: catalogueKeys.page(params, page, perPage),
    queryFn: async (): Promise<Page<Catalogue>> => {
      const { catalogues, pagination } = await unwrap(
        catalogueApi.GET('/catalogues', { params: { query: { ...params, page, 'per-page': perPage } } }),
      );
      return { items: catalogues, count: pagination.count };
    },
    staleTime: listStaleTime,
  });

/** How many catalogues the collection holds. */
export const catalogueCountQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.count(),
    queryFn: async () =>
      (await unwrap(catalogueApi.GET('/catalogues', { params: { query: { 'per-page': 1 } } }))).pagination
        .count,
    staleTime: recordStaleTime,
  });

/** One catalogue, shared by its page, the breadcrumb and the filter chips that name it. */
export const catalogueQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: catalogueKeys.detail(id, locale),
    queryFn: async (): Promise<Catalogue> =>
      (
        await unwrap(
          catalogueApi.GET('/catalogues/{id}', {
            params: { path: { id: Number(id) }, query: { lang: locale } },
          }),
        )
      ).catalogue,
    staleTime: recordStaleTime,
  });

/** A catalogue's editions, in their own call so that a failure leaves the catalogue's copy to show. */
export const catalogueEditionsQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: catalogueKeys.editions(id, locale),
    queryFn: async () =>
      (
        await unwrap(
          catalogueApi.GET('/catalogues/{id}/editions', {
            params: { path: { id: Number(id) }, query: { lang: locale } },
          }),
        )
      ).editions,
    staleTime: recordStaleTime,
  });

/** A catalogue's supplementary contents, both ways: what supplements it and what it supplements. */
export const catalogueSupplementsQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: catalogueKeys.supplements(id, locale),
    queryFn: () =>
      unwrap(
        catalogueApi.GET('/catalogues/{id}/supplementary-contents', {
          params: { path: { id: Number(id) }, query: { lang: locale } },
        }),
      ),
    staleTime: recordStaleTime,
  });

/** The latest catalogues, as the home page shows them. */
export const recentCataloguesQuery = (locale: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.all, 'recent', locale] as const,
    queryFn: async () =>
      (
        await unwrap(
          catalogueApi.GET('/catalogues', {
            params: { query: { sort: 'recent', 'per-page': 6, lang: locale } },
          }),
        )
      ).catalogues,
    staleTime: recordStaleTime,
  });
