import { holderListParams, holderPageQuery } from '@/api/queries/holders.ts';
import { firstCallPerPage } from '@/api/queries/page.ts';
import { type HolderListSearch, rowFiltersOf } from '@/lib/list-search.ts';

/** Holding institutions a page of the holder list shows (spec section 9). */
export const holderListPageSize = 6;

/** The holder list's first call for its URL state, for the route to start while the screen loads. */
export const holderListFirstPageQuery = (search: HolderListSearch) =>
  holderPageQuery(
    holderListParams(rowFiltersOf(search)),
    1,
    firstCallPerPage(holderListPageSize, search.page),
  );
