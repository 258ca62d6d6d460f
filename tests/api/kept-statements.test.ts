import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CountMemo } from '../../server/db/count-memo.ts';
import {
  type Database,
  maxStatementsKept,
  openDatabase,
  type QueryOptions,
} from '../../server/db/database.ts';
import { listCatalogues } from '../../server/domain/catalogues.ts';
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
  const urls = { api: '/api', iiif: '/iiif/3', app: '/catalogues' };
  const byKeyword = "select id from catalogues where search_text like '%' || $1 || '%'";

  it("keeps a 'plan' statement's plan once it has seen that one suits every call", async () => {
    await runTimes(byId, 8, 'plan');
    expect(await plansOf(byId)).toEqual({ generic_plans: 3, custom_plans: 5 });
  });

  it("plans a 'generic' statement once, without its values, from its first call", async () => {
    const byIds = 'select id from catalogues where id = any($1::int[])';
    for (let id = 1; id <= 4; id += 1) await db.query(byIds, [[id, id + 1]], { keep: 'generic' });
    expect(await plansOf(byIds)).toEqual({ generic_plans: 4, custom_plans: 0 });
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

  it("plans an unkept statement for its values after a 'generic' statement on its connection", async () => {
    // There, an unnamed statement would take a plan made without its values.
    await runTimes(byId, 1, 'generic');
    const [row] = await db.query<{ plan_cache_mode: string }>('show plan_cache_mode');
    expect(row?.plan_cache_mode).toBe('auto');
    await runTimes(byId, 1, 'generic');
    await db.exec(
      'create temporary table plan_cache_modes as select setting from pg_settings where name = $$plan_cache_mode$$',
    );
    const [execRow] = await db.query<{ setting: string }>('select setting from plan_cache_modes');
    expect(execRow?.setting).toBe('auto');
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

  it("keeps the catalogue list's plan for places and years, and plans a keyword's for each keyword", async () => {
    const ctx = { db, urls };
    const listed = async (filters: Omit<Parameters<typeof listCatalogues>[1], 'page'>) => {
      const before = new Set(
        (await db.query<{ statement: string }>('select statement from pg_prepared_statements')).map(
          (row) => row.statement,
        ),
      );
      const pages = [];
      for (let page = 1; page <= 8; page += 1) pages.push(await listCatalogues(ctx, { ...filters, page }));
      const statements = await db.query<{ statement: string; generic_plans: number; custom_plans: number }>(
        'select statement, generic_plans, custom_plans from pg_prepared_statements',
      );
      const [statement, ...more] = statements.filter((row) => !before.has(row.statement));
      expect(more).toEqual([]);
      return { pages, plans: { generic: statement?.generic_plans, custom: statement?.custom_plans } };
    };
    const byPlace = await listed({ places: '1,2,3', dateBegin: 1850, dateEnd: 1900, perPage: 1 });
    expect(byPlace.plans).toEqual({ generic: 8, custom: 0 });
    expect(byPlace.pages[0]?.catalogues).toHaveLength(1);
    const byKeyword = await listed({ keyword: 'photograph', perPage: 1 });
    expect(byKeyword.plans).toEqual({ generic: 0, custom: 8 });
  });

  it("keeps the plan of a keyword's list once its count is known, walking the titles for the word", async () => {
    const ctx = { db, urls, counts: new CountMemo(db) };
    const walking = '%strpos(c.search_text, $1) > 0%';
    const walked = async () => {
      const [row] = await db.query<{ generic_plans: number; custom_plans: number }>(
        'select generic_plans, custom_plans from pg_prepared_statements where statement like $1',
        [walking],
      );
      return row;
    };
    // The first page counts the list, planned for its keyword; the next ones walk with a plan kept.
    const pages = [];
    for (let page = 1; page <= 4; page += 1)
      pages.push(await listCatalogues(ctx, { keyword: 'graph', perPage: 2, page }));
    expect(await walked()).toEqual({ generic_plans: 3, custom_plans: 0 });
    expect(pages.map((answer) => answer.pagination.count)).toEqual(Array(4).fill(pages[0]?.pagination.count));
  });

  it('keeps so many statements, of either kind, and parses and plans any further one every time, answering it alike', async () => {
    const texts = Array.from(
      { length: maxStatementsKept + 6 },
      (_, n) => `select count(*)::int as count from catalogues where id > $1 + ${n}`,
    );
    for (const [n, text] of texts.entries()) {
      expect(await db.query(text, [0], { keep: n % 2 === 0 ? 'generic' : 'parse' })).toHaveLength(1);
    }
    const [kept] = await db.query<{ count: number }>(
      "select count(*)::int as count from pg_prepared_statements where statement like '%where id > $1 + %'",
    );
    // The tests before kept seven statements of their own.
    expect(kept?.count).toBeGreaterThanOrEqual(maxStatementsKept - 7);
    expect(kept?.count).toBeLessThanOrEqual(maxStatementsKept);
    expect(await plansOf(texts[0] ?? '')).toEqual({ generic_plans: 1, custom_plans: 0 });
    expect(await plansOf(texts[1] ?? '')).toEqual({ generic_plans: 0, custom_plans: 1 });
    expect(await plansOf(texts.at(-1) ?? '')).toBeUndefined();
  });

  it('prepares nothing for a statement without keep', async () => {
    const unkept = 'select id from catalogues where id < $1';
    await runTimes(unkept, 3, undefined);
    expect(await plansOf(unkept)).toBeUndefined();
  });
});
