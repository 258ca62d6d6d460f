import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readConfig } from '../../server/config.ts';
import {
  compactAfterBulkLoad,
  type Database,
  openDatabase,
  vacuumAndAnalyze,
} from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { syncDefaultTranslations } from '../../server/domain/translations.ts';
import { seedSyntheticData } from '../../server/seed/synthetic-data.ts';
import { databaseUrl, onServer } from '../api/test-database.ts';

/** Where the benchmarks keep their seeded databases and results, from one run to the next. */
export const benchDir = join(import.meta.dirname, '..', '..', 'data', 'bench');

/** The PostgreSQL server the benchmarks use besides PGlite (BENCH_DATABASE_URL or TEST_DATABASE_URL). */
export const postgresServer = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

export type BenchEngine = 'pglite' | 'postgres';

/** PGlite, and PostgreSQL when a server is named; BENCH_ENGINES (`postgres`, `pglite`) picks one. */
export const benchEngines: BenchEngine[] = (
  postgresServer ? (['pglite', 'postgres'] as const) : (['pglite'] as const)
).filter((engine) => !process.env.BENCH_ENGINES || process.env.BENCH_ENGINES.split(',').includes(engine));

/**
 * A database with `catalogueCount` synthetic catalogues, seeded on first use and kept (a PGlite
 * directory under data/bench, or a database `catalogues_bench_{count}` on the server).
 */
export async function preparedDatabase(engine: BenchEngine, catalogueCount: number): Promise<Database> {
  let db: Database;
  if (engine === 'postgres') {
    const name = `catalogues_bench_${catalogueCount}`;
    const url = databaseUrl(postgresServer ?? '', name);
    await onServer(postgresServer ?? '', `create database ${name}`).catch(() => {});
    // The server's pool, as DATABASE_POOL_SIZE sets it, so a pool's size can be measured.
    const { databasePoolSize } = readConfig({ DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE });
    db = await openDatabase({ databaseUrl: url, poolSize: databasePoolSize });
  } else {
    await mkdir(benchDir, { recursive: true });
    db = await openDatabase({ dataDir: join(benchDir, `pglite-${catalogueCount}`) });
  }
  await readySyntheticDatabase(db, catalogueCount, engine);
  return db;
}

/**
 * Migrates `db` and, when it has no catalogues yet, seeds `catalogueCount` synthetic ones and
 * compacts it as after any bulk load (which also gathers the planner's statistics and sets the
 * visibility map, so counts can use index-only scans); a database seeded before is vacuumed and
 * analysed (PGlite has no autovacuum to do it).
 */
export async function readySyntheticDatabase(db: Database, catalogueCount: number, where: string) {
  await migrate(db);
  const [existing] = await db.query<{ count: number }>('select count(*)::int as count from catalogues');
  if ((existing?.count ?? 0) > 0) {
    await vacuumAndAnalyze(db);
    return;
  }
  process.stdout.write(`seeding ${catalogueCount} synthetic catalogues on ${where}…\n`);
  const started = Date.now();
  await syncDefaultTranslations(db);
  await seedSyntheticData(db, { catalogues: catalogueCount });
  await compactAfterBulkLoad(db);
  process.stdout.write(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}
