import { queryOptions } from '@tanstack/react-query';
import type { PublisherListSearch } from '@/lib/list-search.ts';
import type { components, paths } from '../../../openapi/generated/catalogue';
import { unwrap } from '../api-error.ts';
import { catalogueApi } from '../clients.ts';
import { listStaleTime, type Page, recordStaleTime } from './page.ts';
import { yearParams } from './year-params.ts';

type Publisher = components['schemas']['Publisher'];

/** The query parameters of GET /publishers other than the page. */
export type PublisherListParams = Omit<
  NonNullable<paths['/publishers']['get']['parameters']['query']>,
  'page' | 'per-page'
>;

/** Every cached answer about publishers starts with `publisherKeys.all`. */
export const publisherKeys = {
  all: ['publishers'] as const,
  detail: (id: string, locale: string) => [...publisherKeys.all, 'detail', id, locale] as const,
  page: (params: PublisherListParams, page: number, perPage: number) =>
    [...publisherKeys.all, 'page', params, page, perPage] as const,
};

/** GET /publishers: by name, place of activity and years. */
export function publisherListParams(
  search: Omit<PublisherListSearch, 'page' | 'filterDrawer'>,
  locale: string,
): PublisherListParams {
  return {
    name: search.search,
    'filter-by': search.letter,
    places: search.places,
    ...yearParams(search),
    lang: locale,
  };
}

/** One page of GET /publishers. */
export const publisherPageQuery = (params: PublisherListParams, page: number, perPage: number) =>
  queryOptions({
    queryKey: publisherKeys.page(params, page, perPage),
    queryFn: async (): Promise<Page<Publisher>> => {
      const { publishers, pagination } = await unwrap(
        catalogueApi.GET('/publishers', { params: { query: { ...params, page, 'per-page': perPage } } }),
      );
      return { items: publishers, count: pagination.count };
    },
    staleTime: listStaleTime,
  });

/** One publisher, shared by its page, the breadcrumb and the filter chips that name it. */
export const publisherQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: publisherKeys.detail(id, locale),
    queryFn: async () => {
      const { publisher } = await unwrap(
        catalogueApi.GET('/publishers/{id}', {
          params: { path: { id: Number(id) }, query: { lang: locale } },
        }),
      );
      // Spec section 3: the single-publisher response holds publisher[0].
      const [first] = publisher;
      if (!first) throw new Error('publisher response without a publisher');
      return first;
    },
    staleTime: recordStaleTime,
  });

/** How many publishers the collection holds. */
export const publisherCountQuery = () =>
  queryOptions({
    queryKey: [...publisherKeys.all, 'count'] as const,
    queryFn: async () =>
      (await unwrap(catalogueApi.GET('/publishers', { params: { query: { 'per-page': 1 } } }))).pagination
        .count,
    staleTime: recordStaleTime,
  });
