import { writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { pageShell } from '../../server/domain/page-head.ts';
import { benchDir, benchEngines, preparedDatabase } from './bench-database.ts';

/**
 * `npm run bench:exports`: what leaving the app costs on a synthetic collection (BENCH_CATALOGUES,
 * default 100,000): an export of up to 10,000 catalogues from a filtered list in each format (time
 * to the first byte and to the last), the head the server writes into an edition page, and an
 * OAI-PMH page of 100 records. PGlite, and PostgreSQL when a server is named.
 */
const catalogueCount = Number(process.env.BENCH_CATALOGUES ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const EXPORT_CAP = 10_000;

interface Timing {
  firstByteMs: number;
  totalMs: number;
  bytes: number;
  status: number;
}

/** One GET, timed from the request to its first body byte and to its end. */
function timedGet(url: string): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let firstByteMs = -1;
    let bytes = 0;
    request(url, (response) => {
      response.on('data', (chunk: Buffer) => {
        if (firstByteMs < 0) firstByteMs = performance.now() - started;
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({
          firstByteMs,
          totalMs: performance.now() - started,
          bytes,
          status: response.statusCode ?? 0,
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
};

async function catalogueCountOf(base: string, query: string): Promise<number> {
  const response = await fetch(`${base}/api/catalogues?${query}&per-page=1`);
  const body = (await response.json()) as { pagination: { count: number } };
  return body.pagination.count;
}

/** The widest year range from the earliest year whose catalogues stay within the export cap. */
async function yearsWithinCap(base: string): Promise<{ query: string; count: number }> {
  const begin = 1840;
  let low = begin;
  let high = 1950;
  let best = { query: `date-begin=${begin}&date-end=${begin}`, count: 0 };
  while (low <= high) {
    const end = Math.floor((low + high) / 2);
    const query = `date-begin=${begin}&date-end=${end}`;
    const count = await catalogueCountOf(base, query);
    if (count <= EXPORT_CAP) {
      best = { query, count };
      low = end + 1;
    } else high = end - 1;
  }
  return best;
}

const rows: string[] = [];
const results: Record<string, unknown> = {};
const row = (line: string) => {
  rows.push(line);
  process.stdout.write(`${line}\n`);
};

for (const engine of benchEngines) {
  const db = await preparedDatabase(engine, catalogueCount);
  const config = readConfig({
    DATA_DIR: join(benchDir, 'files'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    CACHE_MAX_BYTES: '0',
    RATE_LIMIT_SEARCH_PER_MINUTE: '10000000',
  });
  const app = await buildApp({ config, db, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  const { query, count } = await yearsWithinCap(base);
  process.stdout.write(`${engine}: exporting the ${count} catalogues of ${query}\n`);
  for (const format of ['csv', 'bibtex', 'ris', 'csl-json']) {
    const url = `${base}/api/catalogues?${query}&format=${format}`;
    await timedGet(url); // warm-up
    const timings: Timing[] = [];
    for (let run = 0; run < runs; run += 1) timings.push(await timedGet(url));
    const failed = timings.filter((timing) => timing.status !== 200).length;
    const figures = {
      catalogues: count,
      firstByteMs: median(timings.map((t) => t.firstByteMs)),
      totalMs: median(timings.map((t) => t.totalMs)),
      megabytes: (timings[0]?.bytes ?? 0) / 1e6,
      failed,
    };
    results[`${engine} export ${format}`] = figures;
    row(
      `| ${engine} | export ${count} catalogues as ${format} | ${figures.firstByteMs.toFixed(0)} | ${figures.totalMs.toFixed(0)} | ${figures.megabytes.toFixed(1)} MB${failed ? `, ${failed} failed` : ''} |`,
    );
  }

  // The head of an edition page: reading the record and writing the tags into the shell.
  const shell = pageShell(
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>x</title></head><body><div id="root"></div></body></html>',
  );
  const sample = await db.query<{ catalogue_id: number; id: number }>(
    'select catalogue_id, id from editions order by md5(id::text) limit 300',
  );
  const headTimes: number[] = [];
  for (const [index, edition] of sample.entries()) {
    const started = performance.now();
    const head = await app.pageHead?.(`/catalogues/catalogues/${edition.catalogue_id}/edition/${edition.id}`);
    shell.render(head ?? null);
    if (index >= 20) headTimes.push(performance.now() - started); // the first 20 warm up
  }
  results[`${engine} edition page head`] = { p50: median(headTimes), p95: percentile(headTimes, 0.95) };
  row(
    `| ${engine} | head of an edition page (${headTimes.length} editions, p50 / p95) | | ${median(headTimes).toFixed(2)} / ${percentile(headTimes, 0.95).toFixed(2)} | |`,
  );

  // OAI-PMH: the first page of ListRecords, and the page a resumption token 20 pages on asks for.
  const first = `${base}/oai?verb=ListRecords&metadataPrefix=oai_dc`;
  const oaiTimes: number[] = [];
  for (let run = 0; run <= runs; run += 1) {
    const timing = await timedGet(first);
    if (run > 0) oaiTimes.push(timing.totalMs);
  }
  let token: string | undefined;
  let url = first;
  for (let page = 0; page < 20; page += 1) {
    const text = await (await fetch(url)).text();
    token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(text)?.[1];
    if (!token) break;
    url = `${base}/oai?verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`;
  }
  const deepTimes: number[] = [];
  for (let run = 0; run < runs; run += 1) deepTimes.push((await timedGet(url)).totalMs);
  results[`${engine} oai`] = { firstPageMs: median(oaiTimes), page21Ms: median(deepTimes) };
  row(`| ${engine} | OAI-PMH ListRecords, first page of 100 | | ${median(oaiTimes).toFixed(0)} | |`);
  row(
    `| ${engine} | OAI-PMH ListRecords, page 21 by resumption token | | ${median(deepTimes).toFixed(0)} | |`,
  );

  await app.close();
  await db.close();
}

const table = [
  `${catalogueCount} catalogues, median of ${runs} runs, response cache off, loopback`,
  '',
  '| engine | what | first byte ms | total ms | size |',
  '|---|---|---|---|---|',
  ...rows,
].join('\n');
await writeFile(join(benchDir, 'exports-results.md'), `${table}\n`);
await writeFile(join(benchDir, 'exports-results.json'), JSON.stringify(results, null, 2));
process.stdout.write(`\n${table}\n`);
