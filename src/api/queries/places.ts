import { queryOptions } from '@tanstack/react-query';
import type { PlaceListSearch } from '@/lib/list-search.ts';
import type { components, paths } from '../../../openapi/generated/catalogue';
import { unwrap } from '../api-error.ts';
import { catalogueApi } from '../clients.ts';
import { listStaleTime, type Page, recordStaleTime } from './page.ts';

type Place = components['schemas']['Place'];

/** The query parameters of GET /places other than the page. */
export type PlaceListParams = Omit<
  NonNullable<paths['/places']['get']['parameters']['query']>,
  'page' | 'per-page'
>;

/** Every cached answer about places starts with `placeKeys.all`. */
export const placeKeys = {
  all: ['places'] as const,
  detail: (id: string, locale: string) => [...placeKeys.all, 'detail', id, locale] as const,
  page: (params: PlaceListParams, page: number, perPage: number) =>
    [...placeKeys.all, 'page', params, page, perPage] as const,
};

/** GET /places: by name in the current language, or in every language when asked (spec section 4). */
export function placeListParams(
  search: Omit<PlaceListSearch, 'page' | 'filterDrawer'>,
  locale: string,
): PlaceListParams {
  return {
    name: search.search,
    'filter-by': search.letter,
    publishers: search.publishers,
    // An empty lang is left out of the query string: the server then matches every language.
    lang: search.allLanguages ? '' : locale,
  };
}

/** One page of GET /places. */
export const placePageQuery = (params: PlaceListParams, page: number, perPage: number) =>
  queryOptions({
    queryKey: placeKeys.page(params, page, perPage),
    queryFn: async (): Promise<Page<Place>> => {
      const { places, pagination } = await unwrap(
        catalogueApi.GET('/places', { params: { query: { ...params, page, 'per-page': perPage } } }),
      );
      return { items: places, count: pagination.count };
    },
    staleTime: listStaleTime,
  });

/** One place, shared by its page, the breadcrumb and the filter chips that name it. */
export const placeQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: placeKeys.detail(id, locale),
    queryFn: async () =>
      (
        await unwrap(
          catalogueApi.GET('/places/{id}', { params: { path: { id: Number(id) }, query: { lang: locale } } }),
        )
      ).place,
    staleTime: recordStaleTime,
  });

/** How many places the collection holds. */
export const placeCountQuery = () =>
  queryOptions({
    queryKey: [...placeKeys.all, 'count'] as const,
    queryFn: async () =>
      (await unwrap(catalogueApi.GET('/places', { params: { query: { 'per-page': 1 } } }))).pagination.count,
    staleTime: recordStaleTime,
  });
