import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

/** How a statement is run. */
export interface QueryOptions {
  /**
   * What PostgreSQL keeps of the statement on each connection (PGlite keeps nothing and runs it as
   * any other):
   * - `plan`: it is parsed once and, once PostgreSQL has seen that one plan suits every call,
   *   planned once (a catalogue list page spent as long being planned as being run). Only for
   *   statements whose best plan does not hang on their values: a kept plan chosen for one keyword
   *   would walk 100,000 rows for a rarer one.
   * - `generic`: it is parsed and planned once, without its values, from its first call. For a
   *   statement with one good plan whatever its values that PostgreSQL would not keep: weighing a
   *   list of places it cannot size against the five lists it saw, it planned a places-and-years
   *   page afresh every time (1.7 ms where the plan kept runs it in 1.05). Planned so, the page's
   *   size unknown, a list walked or joined as for a tenth of its catalogues: only for lookups.
   * - `parse`: it is parsed once and planned for its values every time. Parsing a filtered
   *   catalogue list page took about 1 ms of the database's 4 at 100,000 catalogues.
   */
  keep?: 'plan' | 'generic' | 'parse';
}

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<Row>(text: string, values?: readonly unknown[], options?: QueryOptions): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
  /** Runs `work` in one transaction: every write commits together or not at all. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: a copy of the whole data directory, so tests can start each file from one seeded copy. */
  snapshot?: () => Promise<Blob>;
}

/** Statements kept (`keep`) at most, on each connection. */
export const maxStatementsKept = 32;

/** PostgreSQL connections at most, unless `DATABASE_POOL_SIZE` (or the caller) says otherwise. */
export const defaultPoolSize = 10;

export type DatabaseConfig =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  /** In memory, optionally starting from a `snapshot()` of another PGlite database (tests). */
  | { inMemory: true; snapshot?: Blob };

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if ('databaseUrl' in config) return openPostgres(config.databaseUrl, config.poolSize);
  if ('dataDir' in config) return openPglite(config.dataDir);
  return openPglite(undefined, config.snapshot);
}

async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? `file://${dataDir}` : 'memory://', {
    extensions: { pg_trgm, unaccent },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  return pgliteDatabase(client, () => client.dumpDataDir('none'));
}

export function pgliteDatabase(client: PGlite, snapshot: () => Promise<Blob>): Database {
  return {
    engine: 'pglite',
    snapshot,
    async query<Row>(text: string, values: readonly unknown[] = []) {
      const result = await client.query<Row>(text, values as unknown[]);
      return result.rows;
    },
    async exec(text: string) {
      await client.exec(text);
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return client.transaction((tx) =>
        work({
          async query<Row>(text: string, values: readonly unknown[] = []) {
            return (await tx.query<Row>(text, values as unknown[])).rows;
          },
        }),
      );
    },
    async close() {
      await client.close();
    },
  };
}

// pg answers int8 (count, sum) and numeric as strings; PGlite answers numbers. Normalise here, once.
const pgTypes = {
  getTypeParser(oid: number, format?: string) {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return Number;
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

type PlanCacheMode = 'auto' | 'force_generic_plan' | 'force_custom_plan';

async function openPostgres(connectionString: string, poolSize = defaultPoolSize): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    types: pgTypes,
    // A new connection starts with empty catalogue caches: its first statements plan several times
    // slower (30-60 ms instead of 1 ms for a catalogue list page on a loaded machine). pg closes
    // idle connections after 10 s by default, so a visitor arriving after a quiet spell paid that;
    // they now stay open for minutes.
    idleTimeoutMillis: 5 * 60_000,
    // Nor do they keep a script that has finished its work running for those minutes.
    allowExitOnIdle: true,
    // No JIT compilation: every statement here answers a visitor's request, where compiling costs
    // more than it saves (16 ms of the navigation list's 9,999 rows; 5.5 s of a statistics call's
    // 7 s, when only that call turned it off). PGlite has no JIT, so both engines now plan alike.
    options: '-c jit=off',
  });
  // A connection lost while idle (the server restarted) is dropped by the pool, which says so
  // here; unheard, the event would end the process.
  pool.on('error', () => {});
  // Fail at start-up, not on the first request, when the database cannot be reached.
  await pool.query('select 1');
  // Whether a connection keeps plans is a setting of the connection (plan_cache_mode), read at
  // every execution: it is switched, one short statement, when a connection serves a statement of
  // another kind than its last. A connection left planning without values would plan so any
  // statement, an unnamed one and the functions it calls too: those run where it is set back.
  const planCacheModes = new WeakMap<pg.PoolClient, PlanCacheMode>();
  const switchPlanCacheMode = async (client: pg.PoolClient, mode: PlanCacheMode) => {
    if ((planCacheModes.get(client) ?? 'auto') === mode) return;
    await client.query(`set plan_cache_mode = ${mode}`);
    planCacheModes.set(client, mode);
  };
  const planningForValues = (client: pg.PoolClient): PlanCacheMode => {
    const mode = planCacheModes.get(client) ?? 'auto';
    return mode === 'force_generic_plan' ? 'auto' : mode;
  };
  // A statement kept holds about 200 kB on every connection (a filtered catalogue list), and each
  // combination of filters is a statement of its own: the first ones seen are kept, any further one
  // is parsed and planned every time, so that no visitor can make the connections grow without end.
  const kept = new Set<string>();
  const keepOf = (text: string, keep: QueryOptions['keep']) => {
    if (keep === undefined || kept.has(text)) return keep;
    if (kept.size >= maxStatementsKept) return undefined;
    kept.add(text);
    return keep;
  };
  /** Runs `statement` on a connection set to `mode`; without one, where plans are made for the values. */
  const onClient = async (
    mode: PlanCacheMode | undefined,
    statement: pg.QueryConfig | string,
  ): Promise<pg.QueryResult> => {
    const client = await pool.connect();
    let result: pg.QueryResult;
    try {
      await switchPlanCacheMode(client, mode ?? planningForValues(client));
      result = await client.query(statement);
    } catch (error) {
      // As pool.query does: a connection that failed a statement is closed, not handed out again.
      client.release(error as Error);
      throw error;
    }
    client.release();
    return result;
  };
  const modeOfKept: Record<NonNullable<QueryOptions['keep']>, PlanCacheMode> = {
    plan: 'auto',
    generic: 'force_generic_plan',
    parse: 'force_custom_plan',
  };
  return {
    engine: 'postgres',
    async query<Row>(text: string, values: readonly unknown[] = [], options: QueryOptions = {}) {
      const keep = keepOf(text, options.keep);
      const result = keep
        ? await onClient(modeOfKept[keep], { text, values: values as unknown[], name: statementName(text) })
        : await onClient(undefined, { text, values: values as unknown[] });
      return result.rows as Row[];
    },
    async exec(text: string) {
      await onClient(undefined, text);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        // A write's triggers plan as everywhere else, whatever list the connection served last.
        await switchPlanCacheMode(client, 'auto');
        await client.query('begin');
        const result = await work({
          async query<Row>(text: string, values: readonly unknown[] = []) {
            return (await client.query(text, values as unknown[])).rows as Row[];
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * A prepared statement's name, the same for the same text on every connection (pg prepares a
 * name once per connection, and refuses one name for two texts).
 */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    // Hashed once per text, not at every call; as many texts as the kept statements, and a few.
    if (statementNames.size < maxStatementNamesRemembered) statementNames.set(text, name);
  }
  return name;
}
const statementNames = new Map<string, string>();
const maxStatementNamesRemembered = 4 * maxStatementsKept;

/**
 * Gathers the planner's statistics, frees the space of deleted and updated rows and marks the
 * pages every transaction sees whole (the visibility map). PostgreSQL's autovacuum does this in
 * the background; PGlite has no background workers. Without statistics every plan is a guess (a
 * filtered list took 1 s instead of 60 ms on 100,000 catalogues); without the map an index-only
 * scan reads the table too; without the vacuum every staff edit's old rows stay, with the counts
 * the triggers keep row by row. Run after bulk loads, and on PGlite at every start (on 6,000
 * catalogues it takes what `analyze` alone took, under a second).
 */
export async function vacuumAndAnalyze(db: Database): Promise<void> {
  await db.exec('vacuum (analyze)');
}

/**
 * Rewrites every table without its dead rows, then gathers the planner's statistics: run once
 * after a bulk load, outside its transaction. A load in one transaction leaves the counts that
 * triggers keep row by row (migrations 011–019) spread over the pages of every version they went
 * through, which autovacuum frees but never gives back: after 100,000 synthetic catalogues the
 * 500 rows of map_place_counts filled 1,330 pages and the 2,000 of map_publisher_activity 2,237,
 * and every map call read them all (maps/publishers took 7 ms of SQL instead of 2).
 */
export async function compactAfterBulkLoad(db: Database): Promise<void> {
  await db.exec('vacuum (full)');
  // A full vacuum writes new files without the visibility map: until a plain vacuum marked them,
  // the places filter's index-only probes read 5,700 table rows on 100,000 catalogues.
  await vacuumAndAnalyze(db);
}
