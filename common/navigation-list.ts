/**
 * The navigation list's columns, in the table's order, each an order the list can take (`sort`):
 * the app reads them from its address, the server from the address of the page it sends (whose
 * first windows it answers) and from the list's calls.
 */
export const navigationSortColumns = ['title', 'publishers', 'places', 'year'] as const;
export type NavigationSortColumn = (typeof navigationSortColumns)[number];
