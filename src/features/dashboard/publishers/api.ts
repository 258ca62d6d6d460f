import { queryOptions } from '@tanstack/react-query';
import { expectOk, unwrap } from '@/api/api-error.ts';
import { catalogueApi } from '@/api/clients.ts';
import { catalogueKeys } from '@/api/queries/catalogues.ts';
import { publisherKeys } from '@/api/queries/publishers.ts';
import type { components } from '../../../../openapi/generated/catalogue';
import { type DashboardListSearch, dashboardPageSize } from '../dashboard-search.ts';
import type { PublisherBody } from './publisher-values.ts';

export type Publisher = components['schemas']['Publisher'];

/** The staff's answers about publishers, under the public `publisherKeys.all`: a change refreshes both. */
export const staffPublisherKeys = {
  all: [...publisherKeys.all, 'staff'] as const,
  list: (search: DashboardListSearch) => [...staffPublisherKeys.all, 'list', search.q, search.page] as const,
  detail: (id: string) => [...staffPublisherKeys.all, id] as const,
};

/** What a change to a publisher touches: the publishers' answers, and the catalogues that name them. */
export const publisherDataKeys = [publisherKeys.all, catalogueKeys.all] as const;

/** The single-publisher answers hold the publisher in a list of one. */
function onlyPublisher(publishers: Publisher[]): Publisher {
  const [first] = publishers;
  if (!first) throw new Error('The publisher answer holds no publisher');
  return first;
}

/** `/dashboard/publishers`: a page of publishers whose name contains the search text. */
export const staffPublisherListQuery = (search: DashboardListSearch) =>
  queryOptions({
    queryKey: staffPublisherKeys.list(search),
    queryFn: async () => {
      const { publishers, pagination } = await unwrap(
        catalogueApi.GET('/publishers', {
          params: { query: { name: search.q, page: search.page ?? 1, 'per-page': dashboardPageSize } },
        }),
      );
      return { items: publishers, count: pagination.count, pages: pagination.pages };
    },
  });

/** One publisher, for the form. */
export const staffPublisherQuery = (id: string) =>
  queryOptions({
    queryKey: staffPublisherKeys.detail(id),
    queryFn: async () =>
      onlyPublisher(
        (await unwrap(catalogueApi.GET('/publishers/{id}', { params: { path: { id: Number(id) } } })))
          .publisher,
      ),
  });

/** Creates a publisher (POST) or updates one (PUT); answers the stored publisher. */
export async function savePublisher(id: number | undefined, body: PublisherBody): Promise<Publisher> {
  const { publisher } =
    id === undefined
      ? await unwrap(catalogueApi.POST('/publishers', { body }))
      : await unwrap(catalogueApi.PUT('/publishers/{id}', { params: { path: { id } }, body }));
  return onlyPublisher(publisher);
}

export function deletePublisher(id: number) {
  return expectOk(catalogueApi.DELETE('/publishers/{id}', { params: { path: { id } } }));
}
