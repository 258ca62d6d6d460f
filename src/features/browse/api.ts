import type { QueryClient } from '@tanstack/react-query';
import { catalogueCountQuery } from '@/api/queries/catalogues.ts';
import { holderCountQuery } from '@/api/queries/holders.ts';
import { placeCountQuery } from '@/api/queries/places.ts';
import { publisherCountQuery } from '@/api/queries/publishers.ts';

/** The counts of the ways into the collection (home and browse pages), in the order they are shown. */
export const entryPointCountQueries = () =>
  [catalogueCountQuery(), publisherCountQuery(), placeCountQuery(), holderCountQuery()] as const;

/** Starts the four counts without waiting for them: for the loaders of the pages that show them. */
export function prefetchEntryPointCounts(queryClient: QueryClient): void {
  const [catalogues, publishers, places, holders] = entryPointCountQueries();
  void queryClient.prefetchQuery(catalogues);
  void queryClient.prefetchQuery(publishers);
  void queryClient.prefetchQuery(places);
  void queryClient.prefetchQuery(holders);
}
