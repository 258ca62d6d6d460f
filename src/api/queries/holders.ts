import { queryOptions } from '@tanstack/react-query';
import type { HolderListSearch } from '@/lib/list-search.ts';
import type { components, paths } from '../../../openapi/generated/catalogue';
import { unwrap } from '../api-error.ts';
import { catalogueApi } from '../clients.ts';
import { listStaleTime, type Page, recordStaleTime } from './page.ts';

type Holder = components['schemas']['Holder'];

/** The query parameters of GET /holders other than the page. */
export type HolderListParams = Omit<
  NonNullable<paths['/holders']['get']['parameters']['query']>,
  'page' | 'per-page'
>;

/** Every cached answer about holding institutions starts with `holderKeys.all`. */
export const holderKeys = {
  all: ['holders'] as const,
  detail: (id: string) => [...holderKeys.all, 'detail', id] as const,
  page: (params: HolderListParams, page: number, perPage: number) =>
    [...holderKeys.all, 'page', params, page, perPage] as const,
};

/** GET /holders: by keyword and first letter. */
export function holderListParams(search: Omit<HolderListSearch, 'page' | 'filterDrawer'>): HolderListParams {
  return { keyword: search.search, 'filter-by': search.letter };
}

/** One page of GET /holders. */
export const holderPageQuery = (params: HolderListParams, page: number, perPage: number) =>
  queryOptions({
    queryKey: holderKeys.page(params, page, perPage),
    queryFn: async (): Promise<Page<Holder>> => {
      const { holders, pagination } = await unwrap(
        catalogueApi.GET('/holders', { params: { query: { ...params, page, 'per-page': perPage } } }),
      );
      return { items: holders, count: pagination.count };
    },
    staleTime: listStaleTime,
  });

/** One holder, shared by its catalogues page and the filter chips that name it. */
export const holderQuery = (id: string) =>
  queryOptions({
    queryKey: holderKeys.detail(id),
    queryFn: async () =>
      (await unwrap(catalogueApi.GET('/holders/{id}', { params: { path: { id: Number(id) } } }))).holder,
    staleTime: recordStaleTime,
  });

/** How many holding institutions the collection holds. */
export const holderCountQuery = () =>
  queryOptions({
    queryKey: [...holderKeys.all, 'count'] as const,
    queryFn: async () =>
      (await unwrap(catalogueApi.GET('/holders', { params: { query: { 'per-page': 1 } } }))).pagination.count,
    staleTime: recordStaleTime,
  });
