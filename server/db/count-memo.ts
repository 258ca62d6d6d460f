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

  async count(sql: string, values: readonly unknown[]): Promise<number> {
    const key = `${sql}\u0000${JSON.stringify(values)}`;
    const [versionRow] = await this.db.query<{ value: string }>(
      "select value from settings where key = 'data_version'",
    );
    const version = versionRow?.value ?? '';
    const known = this.counts.get(key);
    if (known?.version === version) return known.count;
    const [row] = await this.db.query<{ count: number }>(sql, values);
    const count = row?.count ?? 0;
    this.counts.delete(key);
    this.counts.set(key, { version, count });
    if (this.counts.size > this.maxEntries) {
      const oldest = this.counts.keys().next().value;
      if (oldest !== undefined) this.counts.delete(oldest);
    }
    return count;
  }
}
