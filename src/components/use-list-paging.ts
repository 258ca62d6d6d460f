import {
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
  useQueryClient,
} from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { freshData } from '@/api/fresh-data.ts';
import {
  createListPagingMachine,
  type FetchPageInput,
  type PageResult,
  type RowsAtHand,
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
 * list shows it at once: when the cache holds a fresh answer to the list's first search (the
 * route's loader asked for it, or the list was seen a moment ago), the machine starts with it and
 * the first render shows the rows. Asked for after mounting, the answer came with a second,
 * synchronous render inside the first one's commit: 15 ms of one task on the catalogue list, and
 * skeletons painted first.
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
  const [rowsAtHand] = useState(() => firstRowsAtHand(queryClient, options));
  const actor = useActorRef(machine, { input: { pageSize: options.pageSize, rowsAtHand } });
  const view = useSelector(actor, selectList, sameView);

  const queryKey = JSON.stringify(options.query);
  // The query the rows shown answer: a list started with its rows has nothing to ask at first.
  const searched = useRef(rowsAtHand ? queryKey : null);
  useEffect(() => {
    if (searched.current === queryKey) return;
    searched.current = queryKey;
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

/** The cache's answer to the list's first search (`SEARCH` with the URL's page), if it is fresh. */
function firstRowsAtHand<Query, Item, Key extends QueryKey>(
  queryClient: QueryClient,
  { query, pageFromUrl, pageSize, pageQuery }: ListPagingOptions<Query, Item, Key>,
): RowsAtHand<Query, Item> | undefined {
  const pages = Math.max(1, Math.floor(pageFromUrl));
  const result = freshData(queryClient, pageQuery({ query, page: 1, perPage: pageSize * pages }));
  return result && { query, pages, result };
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
