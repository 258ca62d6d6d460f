import { afterAll, beforeAll, expect, it } from 'vitest';
import { compactAfterBulkLoad, type Database, openDatabase } from './database.ts';

let db: Database;

beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
  // PGlite takes a while to start on a loaded machine.
}, 120_000);
afterAll(() => db.close());

const pagesOf = async (table: string) => {
  const [row] = await db.query<{ pages: number }>(
    `select (pg_relation_size('${table}') / current_setting('block_size')::int)::int as pages`,
  );
  return row?.pages ?? 0;
};

it('gives back the pages a bulk load left to a table kept row by row, and keeps its rows', async () => {
  // As migration 011's triggers keep map_place_counts: a few rows, updated once per edition loaded,
  // all in the load's one transaction (so no version can be freed while it runs).
  await db.exec('create table place_counts (place_id int primary key, catalogues int not null)');
  await db.transaction(async (tx) => {
    await tx.query('insert into place_counts select n, 0 from generate_series(1, 50) n');
    for (let round = 0; round < 60; round += 1) {
      await tx.query('update place_counts set catalogues = catalogues + 1');
    }
  });
  const loaded = await pagesOf('place_counts');
  expect(loaded).toBeGreaterThan(5);

  await compactAfterBulkLoad(db);

  expect(await pagesOf('place_counts')).toBe(1);
  expect(
    await db.query('select count(*)::int as rows, sum(catalogues)::int as total from place_counts'),
  ).toEqual([{ rows: 50, total: 50 * 60 }]);
});

it('leaves a compacted table readable from its indexes alone, without visits to its rows', async () => {
  await db.exec('create table visible_counts (id int primary key, total int not null)');
  await db.query('insert into visible_counts select n, n from generate_series(1, 2000) n');

  await compactAfterBulkLoad(db);

  // An index-only scan visits the table for each row on a page the visibility map does not mark.
  const plan = await db.transaction(async (tx) => {
    await tx.query('set local enable_seqscan = off');
    await tx.query('set local enable_bitmapscan = off');
    return tx.query<{ 'QUERY PLAN': string }>(
      'explain (analyze, costs off, timing off) select count(*) from visible_counts where id > 0',
    );
  });
  const lines = plan.map((row) => row['QUERY PLAN']).join('\n');
  expect(lines).toContain('Index Only Scan');
  expect(lines).toMatch(/Heap Fetches: 0\b/);
});
