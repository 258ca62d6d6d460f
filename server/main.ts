import { join } from 'node:path';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase, vacuumAndAnalyze } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { ensureAdmin } from './domain/auth.ts';
import { indexUnreadEditionEntries } from './domain/catalogue-entries-store.ts';
import { rereadEditionDates } from './domain/edition-dates.ts';
import { FileStore } from './domain/files.ts';
import { warmUpOfflineGazetteer } from './domain/geonames.ts';
import { syncDefaultTranslations } from './domain/translations.ts';
import { seedDemoData } from './seed/demo-seed.ts';

/** Starts the server: configuration, database and migrations, first staff account, demo data, then listen. */
async function main() {
  const config = readConfig();
  const db = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize }
      : { dataDir: join(config.dataDir, 'pglite') },
  );
  await migrate(db);
  // Before the lists answer: they match and sort by the intervals the normaliser reads.
  const rereadDates = await rereadEditionDates(db);
  await syncDefaultTranslations(db);
  const app = await buildApp({ config, db, warmPdfWorker: true });
  if (rereadDates !== null) app.log.info({ editions: rereadDates }, 'edition dates read again');
  const admin = await ensureAdmin(db, config.admin);
  const seeded = config.seedDemo ? await seedDemoData(db, new FileStore(config.dataDir), app.log) : null;
  if (seeded) app.log.info(seeded, 'demo data loaded');
  if (seeded || db.engine === 'pglite') await vacuumAndAnalyze(db);
  const closeGracefully = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', closeGracefully);
  process.once('SIGTERM', closeGracefully);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const origin = `${config.tls ? 'https' : 'http'}://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  const lines = [
    '',
    `  Photographers' catalogues is running on ${db.engine === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL'}`,
    `  Web app:  ${origin}/catalogues/`,
    `  API docs: ${origin}/api/docs`,
    `  Staff sign-in: ${admin.email}${admin.generatedPassword ? `  password: ${admin.generatedPassword}  (shown once: note it now)` : ''}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  // In the background, in batches: the numbered entries of editions whose text was indexed before
  // they were read (migration 017, the seeds, a newer reader). A comparison reads its own at once.
  indexUnreadEditionEntries(db)
    .then((read) => read > 0 && app.log.info({ editions: read }, 'numbered entries read'))
    .catch((error) => app.log.warn({ err: error }, 'reading numbered entries failed'));
  // Load the offline gazetteer now rather than on the first place lookup.
  warmUpOfflineGazetteer().catch((error) => app.log.warn({ err: error }, 'offline gazetteer failed to load'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
