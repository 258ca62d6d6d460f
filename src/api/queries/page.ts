/** One page of a list as the list machine keeps it: its rows and the count of all matches. */
export interface Page<Item> {
  items: Item[];
  count: number;
}

/** How long a fetched list page or record counts as fresh: going back to a list shows it at once. */
export const listStaleTime = 30_000;
export const recordStaleTime = 60_000;

/**
 * The `per-page` of a paged list's first call: a URL that says `page=N` is restored in one call
 * of N pages' size (the list paging machine's `loading`). A route that starts the first call with
 * it asks exactly what the list will, so the list finds the answer in the cache.
 */
export const firstCallPerPage = (pageSize: number, pageFromUrl: number | undefined) =>
  pageSize * (pageFromUrl ?? 1);
