import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createAuth, ensureAdmin } from '../../server/domain/auth.ts';
import { FileStore } from '../../server/domain/files.ts';
import { syncDefaultTranslations } from '../../server/domain/translations.ts';
import { seedDemoData } from '../../server/seed/demo-seed.ts';
import { testAccounts } from './accounts.ts';
import { databaseUrl, onServer } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    engine: 'pglite' | 'postgres';
    dataDir: string;
    /** PGlite: a snapshot of the seeded database, loaded by every test file. */
    snapshotPath: string;
    /** PostgreSQL: the seeded database every test file copies. */
    templateDatabase: string;
  }
}

/**
 * Seeds the demo data once per run; each test file then starts from its own copy of it
 * (a PGlite snapshot, or a PostgreSQL database created from a template).
 */
export default async function setup(project: TestProject) {
  // The project's own env (vitest.config.ts): a global setup runs in the main process, whose
  // process.env holds no project's TEST_ENGINE. Read from there, every project seeded PGlite, and
  // the suites of api:postgres ran on PGlite too.
  const engine = project.config.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
  const dataDir = await mkdtemp(join(tmpdir(), `catalogues-api-${engine}-`));
  const templateDatabase = `catalogues_template_${process.pid}`;
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  if (engine === 'postgres') {
    if (!serverUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
    await onServer(serverUrl, `drop database if exists ${templateDatabase}`);
    await onServer(serverUrl, `create database ${templateDatabase}`);
  }
  const db = await openDatabase(
    engine === 'postgres' ? { databaseUrl: databaseUrl(serverUrl, templateDatabase) } : { inMemory: true },
  );
  await migrate(db);
  await syncDefaultTranslations(db);
  await ensureAdmin(db, testAccounts.admin);
  await createAuth(db, 'seed-secret-that-is-long-enough-for-hs256', { tokenTtlSeconds: 60 }).createUser({
    ...testAccounts.reader,
    name: 'Reader',
    role: 'USER',
  });
  await seedDemoData(db, new FileStore(dataDir));
  const snapshotPath = join(dataDir, 'snapshot.tar');
  if (db.snapshot) await writeFile(snapshotPath, Buffer.from(await (await db.snapshot()).arrayBuffer()));
  await db.close();
  project.provide('engine', engine);
  project.provide('dataDir', dataDir);
  project.provide('snapshotPath', snapshotPath);
  project.provide('templateDatabase', templateDatabase);
  return async () => {
    if (engine === 'postgres') await onServer(serverUrl, `drop database if exists ${templateDatabase}`);
    await rm(dataDir, { recursive: true, force: true });
  };
}
