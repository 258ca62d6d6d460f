import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, inject } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { testAccounts } from './accounts.ts';
import { privateDataDir } from './private-data-dir.ts';
import { databaseUrl, onServer } from './test-database.ts';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  /** Its data directory: a copy of the seeded files of its own unless DATA_DIR was given. */
  dataDir: string;
  /** Authorization headers of a staff account and of a plain USER account. */
  admin: { authorization: string };
  reader: { authorization: string };
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** GETs `url`, expects 200 (failing with the body otherwise) and answers the parsed JSON. */
  getJson<T>(url: string): Promise<T>;
  close(): Promise<void>;
}

/**
 * A server on its own copy of the seeded demo database, on the engine this test project runs
 * (PGlite by default, PostgreSQL when TEST_ENGINE=postgres).
 */
export async function startTestServer(environment: Record<string, string> = {}): Promise<TestServer> {
  const engine = inject('engine');
  let db: Database;
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `catalogues_test_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name} template ${inject('templateDatabase')}`);
    db = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
    dropDatabase = () => onServer(serverUrl, `drop database if exists ${name}`);
  } else {
    db = await openDatabase({ inMemory: true, snapshot: new Blob([await readFile(inject('snapshotPath'))]) });
  }
  // Each server its own copy of the seeded files: deleting an edition now deletes its files.
  const ownDataDir = environment.DATA_DIR ? null : await privateDataDir();
  const config = readConfig({
    DATA_DIR: ownDataDir?.path ?? inject('dataDir'),
    LOG_LEVEL: 'silent',
    SIGNIN_ATTEMPTS_PER_MINUTE: '10000',
    SIGNIN_ATTEMPTS_PER_ACCOUNT: '10000',
    RATE_LIMIT_SEARCH_PER_MINUTE: '100000',
    RATE_LIMIT_GEONAMES_PER_MINUTE: '100000',
    RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE: '100000',
    RATE_LIMIT_IIIF_PER_MINUTE: '100000',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    // OCR runs only where a suite asks for it (tests/api/ocr.test.ts): elsewhere every scan uploaded
    // would be read in the background, taking a core from the suites running beside it.
    OCR_WORKERS: '0',
    ...environment,
  });
  const app = await buildApp({ config, db, logger: false }).catch(async (error: unknown) => {
    // A server that refuses its configuration leaves no database or files behind.
    await db.close();
    await dropDatabase();
    await ownDataDir?.remove();
    throw error;
  });
  await app.ready();
  const signIn = async (account: { email: string; password: string }) => {
    const response = await app.inject({ method: 'POST', url: '/api/users/signin', payload: account });
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    return { authorization: `Bearer ${response.json().token}` };
  };
  return {
    app,
    db,
    dataDir: config.dataDir,
    admin: await signIn(testAccounts.admin),
    reader: await signIn(testAccounts.reader),
    request: (options) => app.inject(options),
    async getJson<T>(url: string) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json<T>();
    },
    async close() {
      await app.close();
      await db.close();
      await dropDatabase();
      await ownDataDir?.remove();
    },
  };
}
