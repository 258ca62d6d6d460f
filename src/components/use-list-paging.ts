import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  createListPagingMachine,
  type FetchPageInput,
  type PageResult,
} from '../../machines/list-paging/list-paging.machine.ts';
import { type ListView, selectList } from '../../machines/list-paging/list-paging.selectors.ts';

export interface ListPagingOptions<Query, Item, Key extends QueryKey> {
  /** What changes the rows: the URL state without page and drawer, and the locale. */
  query: Query;
  /** The URL's `page`: how many pages a reload or a shared link shows at once. */
  pageFromUrl: number;
  pageSize: number;
  /** The query options of one page (from `src/api/queries` or the slice's `api.ts`): key, call, freshness. */
  pageQuery: (
    input: FetchPageInput<Query>,
  ) => FetchQueryOptions<PageResult<Item>, Error, PageResult<Item>, Key>;
  /** Keeps the URL's page in step with the pages shown, so a shared link restores them. */
  onPageChange: (page: number) => void;
}

export interface ListPaging<Item> {
  view: ListView<Item>;
  loadMore: () => void;
  retry: () => void;
}

/**
 * Runs the list paging machine for a screen: a new query (search, letter, filters, locale)
 * replaces the rows, scrolling appends. Pages go through the query cache, so going back to a
 * list shows it at once.
 */
export function useListPaging<Query, Item, Key extends QueryKey>(
  options: ListPagingOptions<Query, Item, Key>,
): ListPaging<Item> {
  const queryClient = useQueryClient();
  const latest = useRef(options);
  latest.current = options;

  const machine = useMemo(
    () =>
      createListPagingMachine<Query, Item>().provide({
        actors: {
          fetchPage: fromPromise<PageResult<Item>, FetchPageInput<Query>>(({ input }) =>
            queryClient.fetchQuery(latest.current.pageQuery(input)),
          ),
        },
      }),
    [queryClient],
  );
  const actor = useActorRef(machine, { input: { pageSize: options.pageSize } });
  const view = useSelector(actor, selectList, sameView);

  const queryKey = JSON.stringify(options.query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query's text stands for the query
  useEffect(() => {
    actor.send({ type: 'SEARCH', query: latest.current.query, pages: latest.current.pageFromUrl });
  }, [actor, queryKey]);

  useEffect(() => {
    if (view.page > 0 && view.page !== latest.current.pageFromUrl) latest.current.onPageChange(view.page);
  }, [view.page]);

  return useMemo(
    () => ({
      view,
      loadMore: () => actor.send({ type: 'LOAD_MORE' }),
      retry: () => actor.send({ type: 'RETRY' }),
    }),
    [actor, view],
  );
}

function sameView<Item>(a: ListView<Item>, b: ListView<Item>): boolean {
  return (
    a.status === b.status &&
    a.items === b.items &&
    a.count === b.count &&
    a.page === b.page &&
    a.error === b.error
  );
}
