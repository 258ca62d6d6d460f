import { queryOptions } from '@tanstack/react-query';
import type { PdfSearchSearch } from '@/lib/list-search.ts';
import type { components, paths } from '../../../openapi/generated/catalogue';
import { unwrap } from '../api-error.ts';
import { catalogueApi } from '../clients.ts';
import { listStaleTime, type Page } from './page.ts';
import { yearParams } from './year-params.ts';

type PdfSearchHit = components['schemas']['PdfSearchHit'];

/** The query parameters of GET /editions/pdfs other than the page. */
export type PdfSearchParams = Omit<
  NonNullable<paths['/editions/pdfs']['get']['parameters']['query']>,
  'page' | 'per-page'
>;

/** Every cached answer about editions (the navigation list, the full-text search) starts with `editionKeys.all`. */
export const editionKeys = {
  all: ['editions'] as const,
  navigationWindow: (locale: string, order: string, filter: string, page: number) =>
    [...editionKeys.all, 'navigation-list', locale, order, filter, page] as const,
  pdfSearchPage: (params: PdfSearchParams, page: number, perPage: number) =>
    [...editionKeys.all, 'pdf-search', params, page, perPage] as const,
};

/** GET /editions/pdfs: words inside the PDFs, with the catalogue filters. */
export function pdfSearchParams(
  search: Omit<PdfSearchSearch, 'page' | 'filterDrawer'>,
  locale: string,
): PdfSearchParams {
  return {
    keyword: search.search,
    places: search.places,
    holders: search.holders,
    publishers: search.publishers,
    ...yearParams(search),
    lang: locale,
  };
}

/** One page of GET /editions/pdfs; without a term there is nothing to look for, and no call is made. */
export const pdfSearchPageQuery = (params: PdfSearchParams, page: number, perPage: number) =>
  queryOptions({
    queryKey: editionKeys.pdfSearchPage(params, page, perPage),
    queryFn: async (): Promise<Page<PdfSearchHit>> => {
      if (!params.keyword) return { items: [], count: 0 };
      const { data, count } = await unwrap(
        catalogueApi.GET('/editions/pdfs', {
          params: { query: { ...params, page, 'per-page': Math.min(perPage, 100) } },
        }),
      );
      return { items: data, count };
    },
    staleTime: listStaleTime,
  });
