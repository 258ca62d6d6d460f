import { z } from 'zod/mini';
import { type NavigationSortColumn, navigationSortColumns } from '../../../common/navigation-list.ts';

// The sort lives here, with the address that holds it, rather than with the row logic: the route
// (in the main bundle) needs it, the row logic is only loaded with the screen.
export const sortColumns = navigationSortColumns;
export type SortColumn = NavigationSortColumn;
export type SortDirection = 'asc' | 'desc';
export interface Sort {
  column: SortColumn;
  direction: SortDirection;
}

const maxFilterLength = 200;

/**
 * The navigation list's URL search params: `?sort=year&direction=desc&filter=alinari`. A value
 * that is not understood (an old or hand-edited link) is dropped instead of failing the page.
 */
export const navigationListSearchSchema = z.object({
  sort: z.catch(z.optional(z.enum(sortColumns)), undefined),
  direction: z.catch(z.optional(z.enum(['asc', 'desc'] satisfies SortDirection[])), undefined),
  // Kept as typed, spaces included: the field shows it back while the visitor is still typing.
  filter: z.catch(
    z.optional(
      z.pipe(
        z.string(),
        z.transform((value) => value.slice(0, maxFilterLength)),
      ),
    ),
    undefined,
  ),
});

export type NavigationListSearch = z.infer<typeof navigationListSearchSchema>;

export const defaultSort: Sort = { column: 'title', direction: 'asc' };

export function sortOf(search: NavigationListSearch): Sort {
  return { column: search.sort ?? defaultSort.column, direction: search.direction ?? defaultSort.direction };
}

/** A click on a column header: the sorted column flips its direction, another column sorts ascending. */
export function nextSort(current: Sort, column: SortColumn): Sort {
  if (current.column !== column) return { column, direction: 'asc' };
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The search params of a sort, leaving out the default so the plain address stays plain. */
export function sortParams(sort: Sort): Pick<NavigationListSearch, 'sort' | 'direction'> {
  return {
    sort: sort.column === defaultSort.column ? undefined : sort.column,
    direction: sort.direction === defaultSort.direction ? undefined : sort.direction,
  };
}

/** The search param of a filter text; a blank filter leaves the address. */
export function filterParam(text: string): NavigationListSearch['filter'] {
  return text.trim() === '' ? undefined : text;
}
