/**
 * Collects the values of a parameterised query and hands out their placeholders, so that
 * dynamic WHERE clauses never put user input into SQL text.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Joins conditions with AND; an empty list means no restriction. */
export const whereAll = (conditions: string[]) =>
  conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';

/** Parses a contract-validated comma list of ids ('3,12,7'). */
export const idList = (value: string | undefined): number[] | undefined =>
  value ? [...new Set(value.split(',').map(Number))] : undefined;

/**
 * One page of the rows `from` gives (`alias` names its table, whose key is `id`), with `columns`
 * read for that page's rows only. PostgreSQL computes the select list of every row an OFFSET
 * skips: with columns that count and gather linked rows, the 100th page of 2,000 publishers took
 * 1.6 s, and a page past the end of 500 places 0.6 s. The page's ids come first, then their columns.
 */
export function pageOfRows(page: {
  columns: string;
  from: string;
  alias: string;
  where: string;
  order: string;
  limit: string;
  offset: string;
}): string {
  const { columns, from, alias, where, order, limit, offset } = page;
  return `select ${columns} from ${from}
    where ${alias}.id in (select ${alias}.id from ${from} ${where} order by ${order} limit ${limit} offset ${offset})
    order by ${order}`;
}
