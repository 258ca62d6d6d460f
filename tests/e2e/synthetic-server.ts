import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { FileStore } from '../../server/domain/files.ts';
import { syncDefaultTranslations } from '../../server/domain/translations.ts';
import { type SyntheticOptions, seedSyntheticData } from '../../server/seed/synthetic-data.ts';

export interface SyntheticServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * A server of a spec's own, on the build Playwright made, with synthetic catalogues in an
 * in-memory database, so the shared server's demo data stays as the other specs expect it.
 * `withPdfs` stores the one real PDF the editions with text then show; `environment` adds
 * settings, and may write what they name into the server's data directory (a TLS certificate).
 */
export async function startSyntheticServer({
  name,
  seed,
  withPdfs = false,
  environment = async () => ({}),
}: {
  name: string;
  seed: Omit<SyntheticOptions, 'store' | 'log'>;
  withPdfs?: boolean;
  environment?: (dataDir: string) => Promise<Record<string, string>>;
}): Promise<SyntheticServer> {
  const dataDir = await mkdtemp(join(tmpdir(), `${name}-`));
  const db = await openDatabase({ inMemory: true });
  await migrate(db);
  await syncDefaultTranslations(db);
  await seedSyntheticData(db, { ...seed, store: withPdfs ? new FileStore(dataDir) : undefined });
  const config = readConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    OCR_WORKERS: '0',
    ...(await environment(dataDir)),
  });
  const app = await buildApp({ config, db, logger: false, webAppDir: resolve('dist') });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
