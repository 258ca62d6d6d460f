import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import type { Database, Queryable, QueryOptions } from '../../server/db/database.ts';
import { benchDir, benchEngines, preparedDatabase } from './bench-database.ts';
import type { LoadRequest, LoadResult } from './load-worker.ts';

/**
 * `npm run bench:api`: latency and throughput of the list calls on a synthetic collection
 * (BENCH_CATALOGUES, default 100,000), on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL
 * names a PostgreSQL server, on PostgreSQL. The seeded databases are kept under data/bench for the next run.
 * Each call's SQL is also timed alone: the statements one request runs are recorded, then replayed
 * straight on the database with the same concurrency, so the table shows what the API adds over them.
 * BENCH_CALLS (comma list of words) keeps only the calls whose name holds one of them (a word starting
 * with `=` only the call of that very name: `=GET /api/catalogues`); BENCH_CACHE
 * (`off` or `on`) runs with the response cache off or on only; BENCH_SHOW_SQL=1 prints the statements
 * recorded for each call.
 */
const catalogueCount = Number(process.env.BENCH_CATALOGUES ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

const scenarios: Scenario[] = [
  { name: 'GET /api/catalogues', method: 'GET', path: '/api/catalogues' },
  { name: 'GET /api/catalogues?keyword=alinari', method: 'GET', path: '/api/catalogues?keyword=alinari' },
  {
    name: 'GET /api/catalogues?places=1,2&date-begin=1860&date-end=1890',
    method: 'GET',
    path: '/api/catalogues?places=1,2&date-begin=1860&date-end=1890',
  },
  // The index lists of publishers and places (2,000 and 500 synthetic ones), deep in the list.
  {
    name: 'GET /api/publishers?page=100&per-page=20',
    method: 'GET',
    path: '/api/publishers?page=100&per-page=20&lang=EN',
  },
  {
    name: 'GET /api/places?page=20&per-page=20',
    method: 'GET',
    path: '/api/places?page=20&per-page=20&lang=EN',
  },
  { name: 'GET /api/editions?per-page=9999', method: 'GET', path: '/api/editions?per-page=9999' },
  {
    name: 'GET /api/editions (navigation list, first window)',
    method: 'GET',
    path: '/api/editions?page=1&per-page=200&lang=EN&sort=title&direction=asc',
  },
  {
    // The middle of 175,110 editions in windows of 200: where a visitor drags the scroll bar.
    name: 'GET /api/editions (navigation list, by title, middle window 438)',
    method: 'GET',
    path: '/api/editions?page=438&per-page=200&lang=EN&sort=title&direction=asc',
  },
  {
    name: 'GET /api/editions (navigation list, filter a (nearly every row), window 50)',
    method: 'GET',
    path: '/api/editions?page=50&per-page=200&lang=EN&sort=title&direction=asc&filter=a',
  },
  {
    name: 'GET /api/editions (navigation list, by year latest first, window 50)',
    method: 'GET',
    path: '/api/editions?page=50&per-page=200&lang=EN&sort=year&direction=desc',
  },
  {
    name: 'GET /api/editions (navigation list, by publishers, window 50)',
    method: 'GET',
    path: '/api/editions?page=50&per-page=200&lang=EN&sort=publishers&direction=asc',
  },
  {
    name: 'GET /api/editions (navigation list, by places in German Z to A, window 50)',
    method: 'GET',
    path: '/api/editions?page=50&per-page=200&lang=DE&sort=places&direction=desc',
  },
  {
    name: 'GET /api/editions (navigation list, filter alinari)',
    method: 'GET',
    path: '/api/editions?page=1&per-page=200&lang=EN&sort=title&direction=asc&filter=alinari',
  },
  {
    name: 'POST /api/contextual-search (publisher name AND year)',
    method: 'POST',
    path: '/api/contextual-search?per-page=6&page=1',
    body: {
      query: [
        { query: { subject: 'catalogue', object: 'publisher', input: 'brogi' } },
        { query: { subject: 'catalogue', object: 'yearFrom', input: '1880' }, condition: 'AND' },
      ],
    },
  },
  // The statistics page (issue 17): unfiltered (kept counts), a year range, a place and a keyword
  // (counted on the spot).
  { name: 'GET /api/statistics', method: 'GET', path: '/api/statistics?lang=EN' },
  {
    name: 'GET /api/statistics?date-begin=1860&date-end=1890',
    method: 'GET',
    path: '/api/statistics?lang=EN&date-begin=1860&date-end=1890',
  },
  { name: 'GET /api/statistics?places=1', method: 'GET', path: '/api/statistics?lang=EN&places=1' },
  {
    name: 'GET /api/statistics?keyword=alinari',
    method: 'GET',
    path: '/api/statistics?lang=EN&keyword=alinari',
  },
  { name: 'GET /api/maps/catalogues', method: 'GET', path: '/api/maps/catalogues?lang=EN' },
  {
    name: 'GET /api/maps/publishers?date-begin=1860&date-end=1890',
    method: 'GET',
    path: '/api/maps/publishers?lang=EN&date-begin=1860&date-end=1890',
  },
  // Timelines (issue 17): the synthetic firm with the most editions (147), a catalogue of three editions.
  { name: 'GET /api/publishers/1087/timeline', method: 'GET', path: '/api/publishers/1087/timeline?lang=EN' },
  {
    name: 'GET /api/catalogues/26264/timeline',
    method: 'GET',
    path: '/api/catalogues/26264/timeline?lang=EN',
  },
  {
    name: 'GET /api/editions/pdfs?keyword=firenze',
    method: 'GET',
    path: '/api/editions/pdfs?keyword=firenze',
  },
];

const cacheModes = (['off', 'on'] as const).filter(
  (mode) => !process.env.BENCH_CACHE || process.env.BENCH_CACHE === mode,
);

const onlyCalls = process.env.BENCH_CALLS?.split(',').filter(Boolean);
const benchedScenarios = onlyCalls
  ? scenarios.filter((scenario) =>
      onlyCalls.some((word) =>
        word.startsWith('=') ? scenario.name === word.slice(1) : scenario.name.includes(word),
      ),
    )
  : scenarios;

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

/** `duration` seconds of `connections` clients asking for `scenario`, from a worker thread (load-worker.ts). */
async function measure(url: string, scenario: Scenario, duration: number) {
  const request: LoadRequest = {
    url: `${url}${scenario.path}`,
    method: scenario.method,
    ...(scenario.body ? { body: JSON.stringify(scenario.body) } : {}),
    connections,
    duration,
  };
  // The worker reads TypeScript through tsx, as this script does (Node 20 refuses a .ts worker file
  // before any loader is asked, so a line of JavaScript registers tsx and imports it).
  const script = new URL('./load-worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(script)}); });`,
    { eval: true, workerData: request },
  );
  const result = await new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const latencies = [...result.latencies].sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    requestsPerSecond: result.requests / duration,
    failures: result.failures,
  };
}

/** A statement one request ran; statements of one wave were in flight together (a Promise.all). */
interface RecordedStatement {
  text: string;
  values: readonly unknown[] | undefined;
  options?: QueryOptions;
  wave: number;
  kind: 'query' | 'exec';
  /** The transaction it ran in, numbered per recording: replayed in one too, so `set local` holds. */
  transaction?: number;
}

/**
 * The app's database, noting the statements that run while a recording is open. For the benchmark
 * only: the app gets this wrapper, the replay uses the database itself. A recording is opened
 * once the server is idle (autocannon stops waiting for the requests it leaves running, the server
 * does not), so it holds the statements of the one request recorded.
 */
function recordingDatabase(db: Database) {
  let recording: RecordedStatement[] | null = null;
  let running = 0;
  let wave = -1;
  let transactions = 0;
  async function noted<T>(statement: Omit<RecordedStatement, 'wave'>, run: () => Promise<T>): Promise<T> {
    if (recording) {
      // A statement sent while another is still running belongs to the same wave.
      if (running === 0) wave += 1;
      recording.push({ ...statement, wave });
    }
    running += 1;
    try {
      return await run();
    } finally {
      running -= 1;
    }
  }
  const recordedQueryable = (target: Queryable, transaction?: number): Queryable => ({
    query: <Row>(text: string, values?: readonly unknown[], options?: QueryOptions) =>
      noted({ text, values, options, kind: 'query', ...(transaction ? { transaction } : {}) }, () =>
        target.query<Row>(text, values, options),
      ),
  });
  const wrapped: Database = {
    ...db,
    ...recordedQueryable(db),
    exec: (text) => noted({ text, values: undefined, kind: 'exec' }, () => db.exec(text)),
    transaction: (work) => {
      transactions += 1;
      const transaction = transactions;
      return db.transaction((tx) => work(recordedQueryable(tx, transaction)));
    },
  };
  /** Resolves once no statement has run for 200 ms. */
  async function idle(): Promise<void> {
    let quietSince = performance.now();
    while (performance.now() - quietSince < 200) {
      await setTimeout(20);
      if (running > 0) quietSince = performance.now();
    }
  }
  return {
    db: wrapped,
    /** The statements `request` runs, in order, with their waves numbered from 0. */
    async record(request: () => Promise<unknown>): Promise<RecordedStatement[]> {
      await idle();
      const statements: RecordedStatement[] = [];
      recording = statements;
      wave = -1;
      try {
        await request();
      } finally {
        recording = null;
      }
      return statements;
    },
  };
}

/**
 * Replays `statements` as one request would, by `connections` clients for `duration` seconds: the
 * waves one after the other, each wave's statements together, and the statements of a transaction
 * in one transaction (their `set local` settings shape the plans), in the wave it began in.
 */
async function measureSql(db: Database, statements: RecordedStatement[], duration: number) {
  const units: Array<{ wave: number; statements: RecordedStatement[]; inTransaction: boolean }> = [];
  const transactionUnits = new Map<number, (typeof units)[number]>();
  for (const statement of statements) {
    const unit =
      statement.transaction === undefined ? undefined : transactionUnits.get(statement.transaction);
    if (unit) {
      unit.statements.push(statement);
      continue;
    }
    const started = {
      wave: statement.wave,
      statements: [statement],
      inTransaction: statement.transaction !== undefined,
    };
    units.push(started);
    if (statement.transaction !== undefined) transactionUnits.set(statement.transaction, started);
  }
  const waves = [...new Set(units.map((unit) => unit.wave))].map((wave) =>
    units.filter((unit) => unit.wave === wave),
  );
  const runStatement = (target: Queryable, statement: RecordedStatement) =>
    statement.kind === 'exec'
      ? db.exec(statement.text)
      : target.query(statement.text, statement.values, statement.options);
  const run = (unit: (typeof units)[number]) =>
    unit.inTransaction
      ? db.transaction(async (tx) => {
          for (const statement of unit.statements) await runStatement(tx, statement);
        })
      : runStatement(db, unit.statements[0] as RecordedStatement);
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        try {
          for (const together of waves) await Promise.all(together.map(run));
        } catch {
          failures += 1;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    statements: statements.length,
    failures,
  };
}

/** One request of `scenario`, through the app itself. */
const injectScenario = (app: FastifyInstance, scenario: Scenario) =>
  app.inject({
    method: scenario.method,
    url: scenario.path,
    ...(scenario.body
      ? { payload: JSON.stringify(scenario.body), headers: { 'content-type': 'application/json' } }
      : {}),
  });

const figure = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '–' : value.toFixed(1);

const rows: string[] = [];
const results: Record<string, unknown> = {};
await mkdir(benchDir, { recursive: true });
for (const engine of benchEngines) {
  const db = await preparedDatabase(engine, catalogueCount);
  // Each call twice: with the response cache off (every request reaches the database; only the
  // pagination count is remembered) and on (repeated reads answered from memory until data changes).
  for (const cache of cacheModes) {
    const config = readConfig({
      DATA_DIR: join(benchDir, 'files'),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      CACHE_MAX_BYTES: cache === 'on' ? String(256 * 1024 * 1024) : '0',
      // autocannon is one client on loopback: the per-client limits would answer it 429.
      RATE_LIMIT_SEARCH_PER_MINUTE: '10000000',
      RATE_LIMIT_GEONAMES_PER_MINUTE: '10000000',
      // No OCR in the background: its statements would run beside the calls measured.
      OCR_WORKERS: '0',
    });
    const recorder = recordingDatabase(db);
    const app = await buildApp({ config, db: recorder.db, logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const scenario of benchedScenarios) {
      // Warm-up: one request alone first, so the count memo holds the total before the load starts
      // (ten requests at once would each count it: a common word's PDF search counts for seconds),
      // then query plans, prepared statements on every connection, caches.
      await injectScenario(app, scenario);
      await measure(url, scenario, 1);
      const figures = await measure(url, scenario, seconds);
      const statements = await recorder.record(() => injectScenario(app, scenario));
      if (process.env.BENCH_SHOW_SQL) {
        for (const statement of statements) {
          const values = JSON.stringify(statement.values ?? [])?.slice(0, 120);
          process.stdout.write(`  [${statement.wave}] ${statement.text.replace(/\s+/g, ' ')} ${values}\n`);
        }
      }
      // A call answered without SQL (from the response cache) has no SQL to time.
      const sql = statements.length > 0 ? await measureSql(db, statements, seconds) : undefined;
      results[`${engine} cache ${cache} ${scenario.name}`] = { ...figures, sql };
      rows.push(
        `| ${engine} | ${cache} | ${scenario.name} | ${figures.p50.toFixed(1)} | ${figures.p95.toFixed(1)} | ${figures.requestsPerSecond.toFixed(0)} | ${figures.failures} | ${sql?.statements ?? 0} | ${figure(sql?.p50)} | ${figure(sql?.p95)} | ${sql ? (figures.p95 / sql.p95).toFixed(2) : '–'} |`,
      );
      process.stdout.write(`${rows.at(-1)}\n`);
    }
    await app.close();
  }
  await db.close();
}
const table = [
  `${catalogueCount} catalogues, ${connections} connections, ${seconds} s per call, loopback`,
  '',
  '| engine | response cache | call | p50 ms | p95 ms | req/s | non-200 | SQL statements | SQL p50 ms | SQL p95 ms | API p95 / SQL p95 |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
await writeFile(join(benchDir, 'api-results.md'), `${table}\n`);
await writeFile(join(benchDir, 'api-results.json'), JSON.stringify(results, null, 2));
process.stdout.write(`\n${table}\n`);
