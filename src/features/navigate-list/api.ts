import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error.ts';
import { catalogueApi } from '@/api/clients.ts';
import { editionKeys } from '@/api/queries/editions.ts';
import type { Sort } from './navigation-list-search.ts';

/**
 * Rows per call. A collection that fits in one window comes whole with the first call and is
 * sorted and filtered in the browser; a larger one is read a window at a time as the table scrolls.
 */
export const windowSize = 200;

export interface NavigationWindow {
  /** The order and filter asked for; a blank filter keeps every edition. */
  sort: Sort;
  filter: string;
  /** 1-based, in windows of `windowSize` rows. */
  page: number;
}

/** One window of the navigation list, sorted and filtered by the database. */
export const navigationWindowQuery = (locale: string, { sort, filter, page }: NavigationWindow) =>
  queryOptions({
    queryKey: editionKeys.navigationWindow(locale, `${sort.column}-${sort.direction}`, filter.trim(), page),
    queryFn: ({ signal }) =>
      unwrap(
        catalogueApi.GET('/editions', {
          params: {
            query: {
              page,
              'per-page': windowSize,
              // With `lang` the server sends place names in the locale, as plain strings.
              lang: locale,
              sort: sort.column,
              direction: sort.direction,
              filter: filter.trim() || undefined,
            },
          },
          signal,
        }),
      ),
    // Not worth fetching again each time the screen is opened.
    staleTime: 5 * 60_000,
  });
