import { datesWithin, type YearFilter } from '@/lib/list-search.ts';

/**
 * `date-begin`, `date-end` and `date-match` of the lists, the PDF search and the maps from a URL
 * state. `date-match=within` goes only with a year range (the API's default is `overlap`), so a
 * switch left on in a URL without years asks, and caches, the same as one left off.
 */
export const yearParams = (search: YearFilter) => ({
  'date-begin': search.yearFrom,
  'date-end': search.yearTo,
  'date-match': datesWithin(search) ? ('within' as const) : undefined,
});
