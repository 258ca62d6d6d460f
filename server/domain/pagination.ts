import type { components } from '../../openapi/generated/catalogue';
import type { DomainContext } from './context.ts';

export type Pagination = components['schemas']['Pagination'];

export interface PageRequest {
  page: number;
  perPage: number;
}

export const offsetOf = ({ page, perPage }: PageRequest) => (page - 1) * perPage;

export const paginationOf = (count: number, perPage: number): Pagination => ({
  count,
  pages: Math.ceil(count / perPage),
});

/** The number of rows a pagination count query finds, remembered while the data stays the same. */
export async function countRows(
  ctx: DomainContext,
  sql: string,
  values: readonly unknown[],
): Promise<number> {
  if (ctx.counts) return ctx.counts.count(sql, values);
  const [row] = await ctx.db.query<{ count: number }>(sql, values);
  return row?.count ?? 0;
}
