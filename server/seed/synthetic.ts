import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { compactAfterBulkLoad, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { ensureAdmin } from '../domain/auth.ts';
import { rereadEditionDates } from '../domain/edition-dates.ts';
import { FileStore } from '../domain/files.ts';
import { syncDefaultTranslations } from '../domain/translations.ts';
import { seedSyntheticData } from './synthetic-data.ts';

// `npm run seed:synthetic -- --catalogues 100000`: a large database for benchmarks, on the
// database the server would use (DATABASE_URL, else PGlite in DATA_DIR). The database must be empty.
const { values } = parseArgs({ options: { catalogues: { type: 'string', default: '100000' } } });
const catalogues = Number(values.catalogues);
if (!Number.isInteger(catalogues) || catalogues < 1)
  throw new Error('--catalogues must be a positive integer');
const config = readConfig();
const db = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: join(config.dataDir, 'pglite') },
);
try {
  await migrate(db);
  const [existing] = await db.query<{ count: number }>('select count(*)::int as count from catalogues');
  if ((existing?.count ?? 0) > 0) {
    throw new Error(
      `the database already has ${existing?.count} catalogues: use an empty DATA_DIR or database`,
    );
  }
  // Marks the empty database as read by this normaliser: the seed writes the intervals itself.
  await rereadEditionDates(db);
  await syncDefaultTranslations(db);
  const admin = await ensureAdmin(db, config.admin);
  const started = Date.now();
  const result = await seedSyntheticData(db, {
    catalogues,
    store: new FileStore(config.dataDir),
    log: (line) => process.stdout.write(`${line}\n`),
  });
  await compactAfterBulkLoad(db);
  process.stdout.write(
    `done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(result)}\n`,
  );
  if (admin.generatedPassword)
    process.stdout.write(`staff sign-in: ${admin.email} / ${admin.generatedPassword}\n`);
} finally {
  await db.close();
}
