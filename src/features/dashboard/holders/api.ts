import { queryOptions } from '@tanstack/react-query';
import { expectOk, unwrap } from '@/api/api-error.ts';
import { catalogueApi } from '@/api/clients.ts';
import { catalogueKeys } from '@/api/queries/catalogues.ts';
import { holderKeys } from '@/api/queries/holders.ts';
import type { components } from '../../../../openapi/generated/catalogue';
import { type DashboardListSearch, dashboardPageSize } from '../dashboard-search.ts';

export type Holder = components['schemas']['Holder'];
type HolderBody = components['schemas']['HolderInput'];

/** The staff's answers about holders, under the public `holderKeys.all`: a change refreshes both. */
export const staffHolderKeys = {
  all: [...holderKeys.all, 'staff'] as const,
  list: (search: DashboardListSearch) => [...staffHolderKeys.all, 'list', search.q, search.page] as const,
  detail: (id: string) => [...staffHolderKeys.all, id] as const,
};

/** What a change to a holder touches: the holders' answers, and the catalogues that name them. */
export const holderDataKeys = [holderKeys.all, catalogueKeys.all] as const;

/** `/dashboard/holders`: a page of holding institutions for the search text. */
export const staffHolderListQuery = (search: DashboardListSearch) =>
  queryOptions({
    queryKey: staffHolderKeys.list(search),
    queryFn: async () => {
      const { holders, pagination } = await unwrap(
        catalogueApi.GET('/holders', {
          params: { query: { keyword: search.q, page: search.page ?? 1, 'per-page': dashboardPageSize } },
        }),
      );
      return { items: holders, count: pagination.count, pages: pagination.pages };
    },
  });

/** One holder, for the form. */
export const staffHolderQuery = (id: string) =>
  queryOptions({
    queryKey: staffHolderKeys.detail(id),
    queryFn: async () =>
      (await unwrap(catalogueApi.GET('/holders/{id}', { params: { path: { id: Number(id) } } }))).holder,
  });

/** Creates a holder (POST) or updates one (PUT); answers the stored holder. */
export async function saveHolder(id: number | undefined, body: HolderBody): Promise<Holder> {
  return id === undefined
    ? (await unwrap(catalogueApi.POST('/holders', { body }))).holder
    : (await unwrap(catalogueApi.PUT('/holders/{id}', { params: { path: { id } }, body }))).holder;
}

export function deleteHolder(id: number) {
  return expectOk(catalogueApi.DELETE('/holders/{id}', { params: { path: { id } } }));
}
