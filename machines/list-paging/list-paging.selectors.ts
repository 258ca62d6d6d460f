import type { ListPagingContext } from './list-paging.machine.ts';

export type ListStatus = 'idle' | 'loading' | 'ready' | 'appending' | 'exhausted' | 'failed';

/** What a list screen shows, derived from the machine's snapshot. */
export interface ListView<Item> {
  status: ListStatus;
  items: Item[];
  count: number;
  /** Pages loaded, in page-size units: what the URL's `page` says. */
  page: number;
  hasMore: boolean;
  /** The first page is on its way: the screen shows skeletons instead of stale rows. */
  isLoading: boolean;
  isAppending: boolean;
  /** Set when the last call failed; `failedWhile` tells whether the rows above are still valid. */
  error: unknown;
  failedWhile: 'loading' | 'appending' | null;
  isEmpty: boolean;
}

interface PagingSnapshot<Query, Item> {
  context: ListPagingContext<Query, Item>;
  value: unknown;
}

export function selectList<Query, Item>(snapshot: PagingSnapshot<Query, Item>): ListView<Item> {
  const status = snapshot.value as ListStatus;
  const { items, count, page, error, failedWhile, pageSize } = snapshot.context;
  return {
    status,
    items,
    count,
    page,
    hasMore: page < Math.ceil(count / pageSize),
    isLoading: status === 'loading',
    isAppending: status === 'appending',
    error: status === 'failed' ? error : null,
    failedWhile: status === 'failed' ? failedWhile : null,
    isEmpty: status === 'exhausted' && items.length === 0,
  };
}
