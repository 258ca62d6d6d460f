import { firstCallPerPage } from '@/api/queries/page.ts';
import { publisherListParams, publisherPageQuery } from '@/api/queries/publishers.ts';
import { type PublisherListSearch, rowFiltersOf } from '@/lib/list-search.ts';

/** Publishers a page of the publisher list shows (spec section 9). */
export const publisherListPageSize = 6;

/** The publisher list's first call for its URL state, for the route to start while the screen loads. */
export const publisherListFirstPageQuery = (search: PublisherListSearch, locale: string) =>
  publisherPageQuery(
    publisherListParams(rowFiltersOf(search), locale),
    1,
    firstCallPerPage(publisherListPageSize, search.page),
  );
