import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type Database,
  maxStatementsKeptParsed,
  openDatabase,
  type QueryOptions,
} from '../../server/db/database.ts';
import { databaseUrl, onServer } from './test-database.ts';

/**
 * What PostgreSQL keeps of a statement on a connection (`QueryOptions.keep`), read from
 * pg_prepared_statements: on one connection, so every statement meets the same session. PGlite
 * keeps nothing.
 */
describe.runIf(process.env.TEST_ENGINE === 'postgres')('statements kept on PostgreSQL connections', () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `catalogues_test_${randomBytes(6).toString('hex')}`;
  let db: Database;

  beforeAll(async () => {
    await onServer(serverUrl, `create database ${name} template ${inject('templateDatabase')}`);
    db = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 1 });
  });
  afterAll(async () => {
    await db?.close();
    await onServer(serverUrl, `drop database if exists ${name}`);
  });

  const plansOf = async (statement: string) => {
    const [row] = await db.query<{ generic_plans: number; custom_plans: number }>(
      'select generic_plans, custom_plans from pg_prepared_statements where statement = $1',
      [statement],
    );
    return row;
  };
  const runTimes = async (statement: string, times: number, keep: QueryOptions['keep']) => {
    for (let id = 1; id <= times; id += 1) await db.query(statement, [id], { keep });
  };

  const byId = 'select id from catalogues where id = $1';
  const byKeyword = "select id from catalogues where search_text like '%' || $1 || '%'";

  it("keeps a 'plan' statement's plan once it has seen that one suits every call", async () => {
    await runTimes(byId, 8, 'plan');
    expect(await plansOf(byId)).toEqual({ generic_plans: 3, custom_plans: 5 });
  });

  it("plans a 'parse' statement for its values every time, on the same connection", async () => {
    await runTimes(byKeyword, 8, 'parse');
    expect(await plansOf(byKeyword)).toEqual({ generic_plans: 0, custom_plans: 8 });
    // The connection goes back to keeping plans for a 'plan' statement, and back again.
    await runTimes(byId, 2, 'plan');
    expect(await plansOf(byId)).toEqual({ generic_plans: 5, custom_plans: 5 });
    await runTimes(byKeyword, 2, 'parse');
    expect(await plansOf(byKeyword)).toEqual({ generic_plans: 0, custom_plans: 10 });
  });

  it("runs a transaction with plans kept as everywhere else, after a 'parse' statement on its connection", async () => {
    await runTimes(byKeyword, 1, 'parse');
    const mode = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ plan_cache_mode: string }>('show plan_cache_mode');
      return row?.plan_cache_mode;
    });
    expect(mode).toBe('auto');
    // And the 'parse' statement after it is planned for its values again.
    const before = await plansOf(byKeyword);
    await runTimes(byKeyword, 1, 'parse');
    expect(await plansOf(byKeyword)).toEqual({
      generic_plans: 0,
      custom_plans: (before?.custom_plans ?? 0) + 1,
    });
  });

  it("keeps so many 'parse' statements and parses any further one every time, answering it alike", async () => {
    const texts = Array.from(
      { length: maxStatementsKeptParsed + 6 },
      (_, n) => `select count(*)::int as count from catalogues where id > $1 + ${n}`,
    );
    for (const text of texts) {
      expect(await db.query(text, [0], { keep: 'parse' })).toHaveLength(1);
    }
    const [kept] = await db.query<{ count: number }>(
      "select count(*)::int as count from pg_prepared_statements where statement like '%where id > $1 + %'",
    );
    // The tests before may have kept a 'parse' statement of their own.
    expect(kept?.count).toBeGreaterThanOrEqual(maxStatementsKeptParsed - 1);
    expect(kept?.count).toBeLessThanOrEqual(maxStatementsKeptParsed);
    expect(await plansOf(texts[0] ?? '')).toEqual({ generic_plans: 0, custom_plans: 1 });
    expect(await plansOf(texts.at(-1) ?? '')).toBeUndefined();
  });

  it('prepares nothing for a statement without keep', async () => {
    const unkept = 'select id from catalogues where id < $1';
    await runTimes(unkept, 3, undefined);
    expect(await plansOf(unkept)).toBeUndefined();
  });
});
