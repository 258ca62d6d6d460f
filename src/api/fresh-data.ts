import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The cache's answer to a query, if it is there and fresh: what `fetchQuery` with these options
 * would give back without asking, read at once. A screen that starts with it renders its data in
 * its first render, instead of placeholders first and the data one answer later.
 */
export function freshData<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
): Data | undefined {
  const defaulted = queryClient.defaultQueryOptions(options);
  const cached = queryClient.getQueryCache().get<Data, Error, Data, Key>(defaulted.queryHash);
  if (!cached || cached.state.data === undefined) return undefined;
  const staleTime =
    typeof defaulted.staleTime === 'function' ? defaulted.staleTime(cached) : defaulted.staleTime;
  return cached.isStaleByTime(staleTime) ? undefined : cached.state.data;
}
