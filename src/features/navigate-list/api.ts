import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error.ts';
import { catalogueApi } from '@/api/clients.ts';
import { editionKeys } from '@/api/queries/editions.ts';
import type { EditionListItem } from './navigation-rows.ts';

/** The page size the spec gives the navigation list (section 9), also the contract's maximum. */
const perPage = 9999;

async function editionsPage(page: number, locale: string, signal: AbortSignal) {
  return unwrap(
    catalogueApi.GET('/editions', {
      // With `lang` the server sends place names in the locale, as plain strings.
      params: { query: { page, 'per-page': perPage, lang: locale } },
      signal,
    }),
  );
}

/**
 * Every edition in the compact form of the navigation list. One page of 9999 holds them all
 * today; should the collection outgrow it, the further pages are fetched too, so the list never
 * silently stops at 9999.
 */
export const navigationListQuery = (locale: string) =>
  queryOptions({
    queryKey: editionKeys.navigationList(locale),
    queryFn: async ({ signal }): Promise<EditionListItem[]> => {
      const first = await editionsPage(1, locale, signal);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.pagination.pages - 1) }, (_, index) =>
          editionsPage(index + 2, locale, signal),
        ),
      );
      return [first, ...rest].flatMap((page) => page.editions);
    },
    // Thousands of rows: not worth fetching again each time the screen is opened.
    staleTime: 5 * 60_000,
  });
