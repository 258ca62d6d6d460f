import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { benchDir, benchEngines, preparedDatabase } from './bench-database.ts';

/**
 * `npm run bench:api`: latency and throughput of the list calls on a synthetic collection
 * (BENCH_CATALOGUES, default 100,000), on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL
 * names a PostgreSQL server, on PostgreSQL. The seeded databases are kept under data/bench for the next run.
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
  { name: 'GET /api/editions?per-page=9999', method: 'GET', path: '/api/editions?per-page=9999' },
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
  { name: 'GET /api/maps/catalogues', method: 'GET', path: '/api/maps/catalogues?lang=EN' },
  {
    name: 'GET /api/maps/publishers?date-begin=1860&date-end=1890',
    method: 'GET',
    path: '/api/maps/publishers?lang=EN&date-begin=1860&date-end=1890',
  },
  {
    name: 'GET /api/editions/pdfs?keyword=firenze',
    method: 'GET',
    path: '/api/editions/pdfs?keyword=firenze',
  },
];

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

async function measure(url: string, scenario: Scenario, duration: number) {
  const latencies: number[] = [];
  let failures = 0;
  let finish: (result: autocannon.Result) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve) => {
    finish = resolve;
  });
  const instance = autocannon(
    {
      url: `${url}${scenario.path}`,
      method: scenario.method,
      connections,
      duration,
      ...(scenario.body
        ? { body: JSON.stringify(scenario.body), headers: { 'content-type': 'application/json' } }
        : {}),
    },
    (error, result) => {
      if (error) throw error;
      finish(result);
    },
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode !== 200) failures += 1;
    latencies.push(responseTime);
  });
  const result = await done;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    requestsPerSecond: result.requests.total / duration,
    failures: failures + result.errors + result.timeouts,
  };
}

const rows: string[] = [];
const results: Record<string, unknown> = {};
await mkdir(benchDir, { recursive: true });
for (const engine of benchEngines) {
  const db = await preparedDatabase(engine, catalogueCount);
  // Each call twice: with the response cache off (every request reaches the database; only the
  // pagination count is remembered) and on (repeated reads answered from memory until data changes).
  for (const cache of ['off', 'on'] as const) {
    const config = readConfig({
      DATA_DIR: join(benchDir, 'files'),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      CACHE_MAX_BYTES: cache === 'on' ? String(256 * 1024 * 1024) : '0',
      // autocannon is one client on loopback: the per-client limits would answer it 429.
      RATE_LIMIT_SEARCH_PER_MINUTE: '10000000',
      RATE_LIMIT_GEONAMES_PER_MINUTE: '10000000',
    });
    const app = await buildApp({ config, db, logger: false });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const scenario of scenarios) {
      await measure(url, scenario, 1); // warm-up: query plans, count memo, caches
      const figures = await measure(url, scenario, seconds);
      results[`${engine} cache ${cache} ${scenario.name}`] = figures;
      rows.push(
        `| ${engine} | ${cache} | ${scenario.name} | ${figures.p50.toFixed(1)} | ${figures.p95.toFixed(1)} | ${figures.requestsPerSecond.toFixed(0)} | ${figures.failures} |`,
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
  '| engine | response cache | call | p50 ms | p95 ms | req/s | non-200 |',
  '|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
await writeFile(join(benchDir, 'api-results.md'), `${table}\n`);
await writeFile(join(benchDir, 'api-results.json'), JSON.stringify(results, null, 2));
process.stdout.write(`\n${table}\n`);
