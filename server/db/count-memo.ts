import type { Queryable } from './database.ts';

/**
 * Remembers the counts behind pagination while the data version (migration 002) stays the same,
 * so the next pages of an infinite scroll do not count a large result again.
 */
export class CountMemo {
  private readonly counts = new Map<string, { version: string; count: number }>();

  constructor(
    private readonly db: Queryable,
    private readonly maxEntries = 1000,
  ) {}

  /** The latest data version any caller has read, so counts taken before it are known to be old. */
  private latestVersion = '';

  async count(sql: string, values: readonly unknown[]): Promise<number> {
    const [versionRow] = await this.db.query<{ value: string }>(
      "select value from settings where key = 'data_version'",
    );
    const version = versionRow?.value ?? '';
    this.noteVersion(version);
    const known = this.known(sql, values);
    if (known?.version === version) return known.count;
    const [row] = await this.db.query<{ count: number }>(sql, values);
    const count = row?.count ?? 0;
    this.remember(sql, values, version, count);
    return count;
  }

  /**
   * The count last taken of `sql`, with the data version it was taken at, for a caller that reads
   * the version in the same statement as its rows and counts again only when it has changed: one
   * round trip instead of three (version, count, rows).
   */
  known(sql: string, values: readonly unknown[]): { version: string; count: number } | undefined {
    return this.counts.get(keyOf(sql, values));
  }

  remember(sql: string, values: readonly unknown[], version: string, count: number): void {
    const key = keyOf(sql, values);
    this.noteVersion(version);
    this.counts.delete(key);
    this.counts.set(key, { version, count });
    if (this.counts.size > this.maxEntries) {
      const oldest = this.counts.keys().next().value;
      if (oldest !== undefined) this.counts.delete(oldest);
    }
  }

  /** Records a data version read with a query's rows (statements in flight together may read an older one). */
  noteVersion(version: string): void {
    if (!(Number(version) <= Number(this.latestVersion))) this.latestVersion = version;
  }

  /**
   * A count that only steers how a query is written, never what it answers (is a filter selective?):
   * taken again once the data has changed since, as far as this memo has seen, else remembered.
   */
  async estimate(sql: string, values: readonly unknown[]): Promise<number> {
    const known = this.known(sql, values);
    if (known && known.version === this.latestVersion) return known.count;
    const [row] = await this.db.query<{ count: number; version: string }>(
      `select (${sql}) as count, (select value from settings where key = 'data_version') as version`,
      values,
    );
    const count = row?.count ?? 0;
    this.remember(sql, values, row?.version ?? '', count);
    return count;
  }
}

const keyOf = (sql: string, values: readonly unknown[]) => `${sql}\u0000${JSON.stringify(values)}`;

/** What a statement selects to bring its data version and, unless remembered, its total along. */
export interface CountedRow {
  data_version: string;
  total: number | null;
}

/**
 * A pagination count taken in the same statement as the rows it counts: `columns` go into that
 * statement's select list (scalar subqueries, run once), and `count` reads the answer from its
 * first row. A count remembered at the data version the row brings is not taken again; without
 * a row (a page past the end), or when the data has changed since, it is taken on its own.
 */
export function countAlongside(
  db: Queryable,
  memo: CountMemo | undefined,
  countSql: string,
  values: readonly unknown[],
) {
  const remembered = memo?.known(countSql, values);
  return {
    /** The count remembered, at whatever data version: none is taken in the statement then. */
    remembered: remembered?.count,
    columns: `(select value from settings where key = 'data_version') as data_version,
      ${remembered ? 'null::int' : `(${countSql})`} as total`,
    async count(row: CountedRow | undefined): Promise<number> {
      if (row && row.total !== null) {
        memo?.remember(countSql, values, row.data_version, row.total);
        return row.total;
      }
      if (row && remembered?.version === row.data_version) {
        memo?.noteVersion(row.data_version);
        return remembered.count;
      }
      if (memo) return memo.count(countSql, values);
      const [counted] = await db.query<{ count: number }>(countSql, values);
      return counted?.count ?? 0;
    },
  };
}
