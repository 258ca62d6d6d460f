import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { benchDir, preparedDatabase } from './bench-database.ts';
import { type TraceEvent, traceBusyTimes, traceCategories } from './browser-trace.ts';

/**
 * `npx tsx tests/bench/navigation-list.bench.ts`: how soon a visitor sees the navigation list's
 * first rows, for each order of the list, on PostgreSQL with BENCH_CATALOGUES synthetic catalogues
 * (default 100,000; the database `catalogues_bench_<n>` of `npm run bench:api`, on the server
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names), with the response cache off. For each order,
 * BENCH_RUNS cold pages (default 5): from navigation to the first rows visible, then from a jump to
 * the middle of the table to that window's rows visible. The web app is built into BENCH_WEB_DIST
 * (default /tmp/navigation-bench-dist) unless a build is already there. `--trace`: one more cold
 * page in the list's own order, recorded as a Chromium trace (data/bench/navigation-trace.json), and
 * what the page's threads were busy with until its first rows showed.
 */
const catalogueCount = Number(process.env.BENCH_CATALOGUES ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const rootDir = resolve(import.meta.dirname, '..', '..');
const outDir = resolve(process.env.BENCH_WEB_DIST ?? '/tmp/navigation-bench-dist');
const traceFile = process.argv.includes('--trace') ? join(benchDir, 'navigation-trace.json') : undefined;

const orders = [
  { name: 'title (the list’s own order)', search: '' },
  { name: 'year, latest first', search: '?sort=year&direction=desc' },
  { name: 'publishers', search: '?sort=publishers' },
  { name: 'places, Z to A', search: '?sort=places&direction=desc' },
];

if (!existsSync(join(outDir, 'index.html'))) {
  process.stdout.write(`building the web app into ${outDir}…\n`);
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: rootDir,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
}

const db = await preparedDatabase('postgres', catalogueCount);
const config = readConfig({
  DATA_DIR: join(benchDir, 'files'),
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  CACHE_MAX_BYTES: '0',
  OCR_WORKERS: '0',
});
const app = await buildApp({ config, db, logger: false, webAppDir: outDir });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});

/**
 * One cold page: milliseconds to the first rows, and from a jump to the middle to its rows. The
 * first rows are timed in the page, on its own clock from navigation: a mutation observer sees the
 * first row with a box, and the frame after it is the one that shows it. (Waiting for the row from
 * here, as before, ran Playwright's selector script in the page while it loaded, about 70 ms of its
 * main thread, and counted the polling and `goto`'s own round trip.)
 */
async function measure(search: string, tracePath?: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'allow-cookies', value: 'true', url }]);
  const page = await context.newPage();
  try {
    if (tracePath) await browser.startTracing(page, { path: tracePath, categories: traceCategories });
    let shown: (ms: number) => void = () => {};
    const rowsShown = new Promise<number>((done) => {
      shown = done;
    });
    await page.exposeFunction('benchRowsShown', (ms: number) => shown(ms));
    await page.addInitScript(() => {
      const bench = window as unknown as { benchRowsShown: (ms: number) => void };
      // No named function in here: tsx would wrap it in a helper the page does not have.
      const observer = new MutationObserver(() => {
        const row = document.querySelector('table tbody tr[aria-rowindex]');
        if (!row || row.getBoundingClientRect().height === 0) return;
        observer.disconnect();
        requestAnimationFrame((frameMs) => bench.benchRowsShown(frameMs));
      });
      observer.observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${url}/catalogues/navigate-list${search}`, { waitUntil: 'commit' });
    const firstRowsMs = await Promise.race([
      rowsShown,
      new Promise<number>((_, fail) =>
        setTimeout(() => fail(new Error(`no rows on ${search || 'the list'} in 60 s`)), 60_000),
      ),
    ]);
    // Where the wait went, on the page's clock (from navigation start): the last script before the
    // first window's call, and that call's answer.
    const phases = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const firstWindow = resources.find((entry) => entry.name.includes('/api/editions?'));
      const scriptsBefore = resources.filter(
        (entry) =>
          entry.name.endsWith('.js') &&
          entry.startTime < (firstWindow?.startTime ?? Number.POSITIVE_INFINITY),
      );
      return {
        scriptsMs: Math.max(0, ...scriptsBefore.map((entry) => entry.responseEnd)),
        callStartMs: firstWindow?.startTime ?? Number.NaN,
        callEndMs: firstWindow?.responseEnd ?? Number.NaN,
      };
    });
    if (tracePath) await browser.stopTracing();
    const scrollBox = page.getByRole('region', { name: 'Navigate list' });
    const jumped = performance.now();
    const middle = await scrollBox.evaluate((box) => {
      box.scrollTo({ top: box.scrollHeight / 2 });
      return Math.round(Number(document.querySelector('table')?.getAttribute('aria-rowcount')) / 2);
    });
    // A row near the middle with its title link: its window has arrived (rows still loading say so).
    await page.waitForFunction(
      (row) =>
        [...document.querySelectorAll('table tbody tr[aria-rowindex]')].some(
          (tr) =>
            Math.abs(Number(tr.getAttribute('aria-rowindex')) - row) < 300 && tr.querySelector('a') !== null,
        ),
      middle,
      { timeout: 60_000 },
    );
    return { firstRowsMs, middleRowsMs: performance.now() - jumped, phases };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const rows: string[] = [];
try {
  await measure(''); // unmeasured: the server's first plans
  for (const order of orders) {
    const results: Array<Awaited<ReturnType<typeof measure>>> = [];
    for (let run = 0; run < runs; run += 1) results.push(await measure(order.search));
    const first = results.map((result) => result.firstRowsMs);
    const middle = results.map((result) => result.middleRowsMs);
    const phase = (pick: (phases: (typeof results)[number]['phases']) => number) =>
      median(results.map((result) => pick(result.phases))).toFixed(0);
    rows.push(
      `| ${order.name} | ${median(first).toFixed(0)} | ${Math.max(...first).toFixed(0)} | ${phase((p) => p.scriptsMs)} | ${phase((p) => p.callStartMs)} | ${phase((p) => p.callEndMs)} | ${median(middle).toFixed(0)} | ${Math.max(...middle).toFixed(0)} |`,
    );
    process.stdout.write(`${rows.at(-1)}\n`);
  }
  if (traceFile) {
    const traced = await measure('', traceFile);
    const events = (JSON.parse(await readFile(traceFile, 'utf8')) as { traceEvents: TraceEvent[] })
      .traceEvents;
    const seenMs = traced.firstRowsMs;
    process.stdout.write(`\ntraced page, first rows seen at ${seenMs.toFixed(0)} ms (${traceFile})\n`);
    process.stdout.write(`${traceBusyTimes(events, seenMs)}\n`);
  }
} finally {
  await browser.close();
  await app.close();
  await db.close();
}
process.stdout.write(
  [
    '',
    `${catalogueCount} catalogues on PostgreSQL, response cache off, ${runs} cold pages per order, Chromium 1280×900, loopback`,
    '',
    '| order | first rows (page clock), median ms | first rows, slowest ms | scripts loaded at | first window asked at | first window answered at | middle window, median ms | middle window, slowest ms |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n'),
);
