import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/** What a list route's loader reads of its arguments (the router passes more). */
interface ListLoaderArgs<Deps> {
  context: { queryClient: QueryClient; i18n: { locale(): string } };
  deps: Deps;
  cause: 'preload' | 'enter' | 'stay';
}

/**
 * A list route's loader: on the way in (or on a hover's preload) it starts the list's first call
 * for the URL state, without holding navigation; once on the list, the list's own paging asks for
 * what a change of search, filter or page needs.
 */
export function prefetchOnEntry<Deps, Data, Key extends QueryKey>(
  firstCall: (deps: Deps, locale: string) => FetchQueryOptions<Data, Error, Data, Key>,
) {
  return ({ context, deps, cause }: ListLoaderArgs<Deps>): void => {
    if (cause === 'stay') return;
    void context.queryClient.prefetchQuery(firstCall(deps, context.i18n.locale()));
  };
}
