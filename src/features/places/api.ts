import { firstCallPerPage } from '@/api/queries/page.ts';
import { placeListParams, placePageQuery } from '@/api/queries/places.ts';
import { type PlaceListSearch, rowFiltersOf } from '@/lib/list-search.ts';

/** Places a page of the place list shows (spec section 9). */
export const placeListPageSize = 6;

/** The place list's first call for its URL state, for the route to start while the screen loads. */
export const placeListFirstPageQuery = (search: PlaceListSearch, locale: string) =>
  placePageQuery(
    placeListParams(rowFiltersOf(search), locale),
    1,
    firstCallPerPage(placeListPageSize, search.page),
  );
