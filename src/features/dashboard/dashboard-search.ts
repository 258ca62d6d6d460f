import { z } from 'zod/mini';
import { lenient } from '@/lib/search-values.ts';

/** A dashboard list's URL state: the search text and the page, so a reload or a link keeps them. */
export const dashboardListSearch = z.object({
  q: lenient(
    z.pipe(
      z.string(),
      z.transform((value) => value.trim().slice(0, 200) || undefined),
    ),
  ),
  page: lenient(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
});
export type DashboardListSearch = z.infer<typeof dashboardListSearch>;

/** Rows per page of the dashboard lists. */
export const dashboardPageSize = 20;
