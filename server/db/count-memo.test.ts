import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CountMemo, countAlongside } from './count-memo.ts';
import { type Database, openDatabase } from './database.ts';

let db: Database;
/** The statements run since the last reset, as the memo's callers send them. */
let sent: string[] = [];
const counting: Database = {
  get engine() {
    return db.engine;
  },
  query: (text, values) => {
    sent.push(text);
    return db.query(text, values);
  },
  exec: (text) => db.exec(text),
  transaction: (work) => db.transaction(work),
  close: () => db.close(),
};

beforeAll(async () => {
  db = await openDatabase({ inMemory: true });
  await db.exec(`
    create table settings (key text primary key, value text not null);
    insert into settings values ('data_version', '1');
    create table items (id int primary key, colour text not null);
    insert into items select n, case when n % 3 = 0 then 'red' else 'blue' end from generate_series(1, 30) n;`);
  // PGlite takes a while to start on a loaded machine.
}, 120_000);
afterAll(() => db.close());
beforeEach(() => {
  sent = [];
});

const countSql = 'select count(*)::int as count from items where colour = $1';
const bumpVersion = () =>
  db.query("update settings set value = (value::int + 1)::text where key = 'data_version'");

/** A page of red items in one statement with the count alongside, as the list calls ask for it. */
async function redPage(memo: CountMemo | undefined, offset = 0) {
  const total = countAlongside(counting, memo, countSql, ['red']);
  const rows = await counting.query<{ id: number; data_version: string; total: number | null }>(
    `select id, ${total.columns} from items where colour = $1 order by id limit 3 offset ${offset}`,
    ['red'],
  );
  return { ids: rows.map((row) => row.id), count: await total.count(rows[0]) };
}

describe('a count taken in the statement of the rows it counts', () => {
  it('counts in the same statement the first time, and then reads the remembered count', async () => {
    const memo = new CountMemo(counting);
    expect(await redPage(memo)).toEqual({ ids: [3, 6, 9], count: 10 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('count(*)');
    sent = [];
    expect(await redPage(memo, 3)).toEqual({ ids: [12, 15, 18], count: 10 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toContain('count(*)');
  });

  it('counts again, and answers the new total, once the data has changed since the count', async () => {
    const memo = new CountMemo(counting);
    await redPage(memo);
    await db.query("update items set colour = 'red' where id = 1");
    await bumpVersion();
    sent = [];
    expect((await redPage(memo)).count).toBe(11);
    // The page's statement told that the data changed; the count was taken again on its own.
    expect(sent.some((text) => text === countSql)).toBe(true);
    sent = [];
    expect((await redPage(memo)).count).toBe(11);
    expect(sent).toHaveLength(1);
    await db.query("update items set colour = 'blue' where id = 1");
    await bumpVersion();
  });

  it('counts on its own for a page past the end, whose statement brings no row', async () => {
    const memo = new CountMemo(counting);
    expect(await redPage(memo, 100)).toEqual({ ids: [], count: 10 });
    expect(await redPage(undefined, 100)).toEqual({ ids: [], count: 10 });
  });

  it('counts in the statement every time without a memo', async () => {
    expect((await redPage(undefined)).count).toBe(10);
    expect((await redPage(undefined)).count).toBe(10);
    expect(sent.filter((text) => text.includes('count(*)'))).toHaveLength(2);
  });
});

describe('an estimate that only steers a plan', () => {
  it('is remembered until the memo has seen a newer data version, then taken again', async () => {
    const memo = new CountMemo(counting);
    const blueSql = 'select count(*)::int as count from items where colour = $1';
    expect(await memo.estimate(blueSql, ['blue'])).toBe(20);
    await db.query("update items set colour = 'blue' where id = 3");
    await bumpVersion();
    // Nothing has read the new version yet: the remembered estimate stands.
    expect(await memo.estimate(blueSql, ['blue'])).toBe(20);
    memo.noteVersion((await db.query<{ value: string }>('select value from settings'))[0]?.value ?? '');
    expect(await memo.estimate(blueSql, ['blue'])).toBe(21);
    await db.query("update items set colour = 'red' where id = 3");
    await bumpVersion();
  });

  it('keeps the newest version it was told of, whatever order statements in flight report them', async () => {
    const memo = new CountMemo(counting);
    memo.remember(countSql, ['red'], '7', 99);
    memo.noteVersion('6');
    expect(await memo.estimate(countSql, ['red'])).toBe(99);
    expect(sent).toHaveLength(0);
    memo.noteVersion('8');
    // Taken at '7', older than the '8' now seen: counted again.
    expect(await memo.estimate(countSql, ['red'])).toBe(10);
    expect(sent).toHaveLength(1);
  });
});
