import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error.ts';
import { catalogueApi } from '@/api/clients.ts';
import { catalogueKeys, catalogueListParams } from '@/api/queries/catalogues.ts';
import { listStaleTime } from '@/api/queries/page.ts';
import type { StatisticsSearch } from './statistics-search.ts';

/** GET /statistics: the catalogue list's query parameters, less its letter and order. */
function statisticsParams(search: StatisticsSearch, locale: string) {
  const { filterDrawer: _drawer, ...filters } = search;
  const { 'filter-by': _letter, sort: _sort, ...params } = catalogueListParams(filters, locale);
  return params;
}

/**
 * The three series of the statistics page. Kept under the catalogues' key: a staff change to a
 * catalogue refreshes the charts as well as the lists.
 */
export const statisticsQuery = (search: StatisticsSearch, locale: string) => {
  const params = statisticsParams(search, locale);
  return queryOptions({
    queryKey: [...catalogueKeys.all, 'statistics', params] as const,
    queryFn: () => unwrap(catalogueApi.GET('/statistics', { params: { query: params } })),
    staleTime: listStaleTime,
    placeholderData: keepPreviousData,
  });
};
