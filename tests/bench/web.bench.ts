import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Request } from '@playwright/test';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { type Database, openDatabase, refreshPlannerStatistics } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { syncDefaultTranslations } from '../../server/domain/translations.ts';
import { seedSyntheticData } from '../../server/seed/synthetic-data.ts';

/**
 * `npm run bench:web`: what a visitor's browser sees on a synthetic collection of
 * BENCH_WEB_CATALOGUES catalogues (default 6,000, which gives over 10,000 editions): the
 * navigation list's time to its first rows and the rows it keeps in the DOM, the catalogue
 * cards' time to the first six, and the JavaScript the first page transfers. BENCH_RUNS cold
 * pages each (default 5). The database (data/bench/web-<n>) and the build (data/bench/web-dist)
 * are kept for the next run; `--rebuild` builds the web app again.
 */
const catalogueCount = Number(process.env.BENCH_WEB_CATALOGUES ?? 6000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const rebuild = process.argv.includes('--rebuild');
const rootDir = resolve(import.meta.dirname, '..', '..');
const benchDir = join(rootDir, 'data', 'bench');
const outDir = join(benchDir, 'web-dist');
const cardsTimeoutMs = 20_000;
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--enable-unsafe-swiftshader',
];

const log = (message: string) => process.stdout.write(`${message}\n`);

async function preparedDatabase(): Promise<{ db: Database; editions: number }> {
  const db = await openDatabase({ dataDir: join(benchDir, `web-${catalogueCount}`) });
  await migrate(db);
  const [existing] = await db.query<{ count: number }>('select count(*)::int as count from catalogues');
  if ((existing?.count ?? 0) === 0) {
    log(`seeding ${catalogueCount} synthetic catalogues…`);
    const started = Date.now();
    await syncDefaultTranslations(db);
    await seedSyntheticData(db, { catalogues: catalogueCount });
    log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  await refreshPlannerStatistics(db);
  const [editions] = await db.query<{ count: number }>('select count(*)::int as count from editions');
  return { db, editions: editions?.count ?? 0 };
}

async function builtWebApp() {
  if (!rebuild && existsSync(join(outDir, 'index.html'))) return;
  log(`building the web app into ${outDir}…`);
  const started = Date.now();
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: rootDir, maxBuffer: 64 * 1024 * 1024 },
  );
  log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * The server, serving the benchmark's build. The app serves the web app from `<repo>/dist`, a
 * path fixed in server/app.ts that no configuration changes, and dist/ may hold someone else's
 * build in progress; so a hook answers the web app's files from `outDir` first, the way the app's
 * own static files would (same sendFile, no compression), and the API stays untouched.
 */
async function startServer(db: Database) {
  const config = readConfig({
    DATA_DIR: join(benchDir, 'files'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const app = await buildApp({ config, db, logger: false });
  app.addHook('onRequest', async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '');
    if (request.method !== 'GET' || !path.startsWith('/catalogues/') || path === '/catalogues/config.json')
      return;
    const file = resolve(outDir, `.${path.slice('/catalogues'.length)}`);
    // The home page itself (`/catalogues/`) resolves to the folder: its index.html, not the app's dist/.
    if (file === outDir) return reply.header('cache-control', 'no-cache').sendFile('index.html', outDir);
    if (!file.startsWith(`${outDir}${sep}`)) return;
    if (existsSync(file) && extname(file) !== '')
      return reply.sendFile(file.slice(outDir.length + 1), outDir);
    if (extname(file) === '') return reply.header('cache-control', 'no-cache').sendFile('index.html', outDir);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Nearest-rank p95: with five runs, the slowest. */
function p95(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] as number;
}

/** A fresh context per run: empty cache, cookie banner accepted as a returning visitor would have. */
async function coldPage(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'allow-cookies', value: 'true', url }]);
  return { context, page: await context.newPage() };
}

async function measureNavigationList(browser: Browser, url: string) {
  const { context, page } = await coldPage(browser, url);
  try {
    const started = performance.now();
    await page.goto(`${url}/catalogues/navigate-list`, { waitUntil: 'commit' });
    await page
      .locator('table tbody tr[aria-rowindex]')
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 });
    const firstRowsMs = performance.now() - started;
    const status = (await page.getByText(/^Showing [\d,.]+ of [\d,.]+$/).textContent()) ?? '';

    // Sorting every row, timed inside the page (Playwright's round trips would dwarf it): from the
    // click on Year to the frame after the sorted rows are committed.
    const sortMs = (await page.evaluate(`(async () => {
      const button = [...document.querySelectorAll('th button')].find((b) => b.textContent.includes('Year'));
      const started = performance.now();
      button.click();
      await new Promise((done) => {
        const check = () =>
          (document.querySelector('th[aria-sort="ascending"]')?.textContent ?? '').includes('Year')
            ? requestAnimationFrame(done)
            : requestAnimationFrame(check);
        check();
      });
      return performance.now() - started;
    })()`)) as number;

    const scrollBox = page.getByRole('region', { name: 'Navigate list' });
    const rowsAt = async (share: number) => {
      await scrollBox.evaluate(async (box, to) => {
        box.scrollTo({ top: (box.scrollHeight - box.clientHeight) * to });
        // Two frames: the virtualizer renders on scroll, then measures the new rows.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      }, share);
      return page.locator('table tr').count();
    };
    const domRows = {
      top: await page.locator('table tr').count(),
      middle: await rowsAt(0.5),
      end: await rowsAt(1),
    };
    return { firstRowsMs, sortMs, domRows, status };
  } finally {
    await context.close();
  }
}

async function measureCatalogueCards(browser: Browser, url: string): Promise<number | null> {
  const { context, page } = await coldPage(browser, url);
  try {
    const started = performance.now();
    await page.goto(`${url}/catalogues/catalogues`, { waitUntil: 'commit' });
    await page
      .locator('article[data-card="catalogue"]')
      .nth(5)
      .waitFor({ state: 'visible', timeout: cardsTimeoutMs });
    return performance.now() - started;
  } catch {
    return null;
  } finally {
    await context.close();
  }
}

/**
 * The catalogue map on a cold load: from navigation to the basemap loaded and every place drawn
 * (the map marks its frame with `data-drawn-points` after deck.gl has drawn them).
 */
async function measureCatalogueMap(browser: Browser, url: string) {
  const { context, page } = await coldPage(browser, url);
  try {
    const started = performance.now();
    await page.goto(`${url}/catalogues/maps/catalogues`, { waitUntil: 'commit' });
    await page
      .getByRole('status')
      .filter({ hasText: /places?, [\d,]+ catalogues?/ })
      .waitFor({ timeout: 60_000 });
    await page.locator('[data-drawn-points]:not([data-drawn-points="0"])').waitFor({ timeout: 60_000 });
    const mapMs = performance.now() - started;
    const places =
      (await page
        .getByRole('status')
        .filter({ hasText: /places?,/ })
        .textContent()) ?? '';
    return { mapMs, places };
  } finally {
    await context.close();
  }
}

/** The JavaScript the home page transfers on a cold load, as the network saw it (compressed if the server compressed). */
async function measurePageScripts(browser: Browser, url: string, path: string) {
  const { context, page } = await coldPage(browser, url);
  try {
    const scripts: Array<{ url: string; bytes: number; gzipBytes: number; encoding: string }> = [];
    const measureScript = async (request: Request) => {
      if (request.resourceType() !== 'script') return;
      const response = await request.response();
      if (!response) return;
      const [sizes, body, encoding] = await Promise.all([
        request.sizes(),
        response.body(),
        response.headerValue('content-encoding'),
      ]);
      scripts.push({
        url: request.url(),
        bytes: sizes.responseBodySize,
        // What the same files would weigh gzip-compressed, for when the server sends them raw.
        gzipBytes: gzipSync(body).length,
        encoding: encoding ?? 'identity',
      });
    };
    const measuring: Array<Promise<void>> = [];
    page.on('requestfinished', (request) => measuring.push(measureScript(request)));
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    await Promise.all(measuring);
    const sum = (bytes: (script: (typeof scripts)[number]) => number) =>
      scripts.reduce((total, script) => total + bytes(script), 0);
    return {
      bytes: sum((script) => script.bytes),
      gzipBytes: sum((script) => script.gzipBytes),
      files: scripts.length,
      encodings: [...new Set(scripts.map((script) => script.encoding))],
    };
  } finally {
    await context.close();
  }
}

await mkdir(benchDir, { recursive: true });
const started = Date.now();
const { db, editions } = await preparedDatabase();
if (editions < 10_000)
  log(`warning: only ${editions} editions; raise BENCH_WEB_CATALOGUES for 10,000 or more`);
await builtWebApp();
const { app, url } = await startServer(db);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });

try {
  // One unmeasured load: the server's first query plans and caches, not the browser's.
  await measureNavigationList(browser, url);
  const navigation = [];
  for (let run = 0; run < runs; run += 1) navigation.push(await measureNavigationList(browser, url));
  const cards: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const ms = await measureCatalogueCards(browser, url);
    // No cards within the timeout: the screen is not built yet; do not wait again for each run.
    if (ms === null) break;
    cards.push(ms);
  }
  const scripts = await measurePageScripts(browser, url, '/catalogues/');
  const mapScripts = await measurePageScripts(browser, url, '/catalogues/maps/catalogues');
  const maps = [];
  for (let run = 0; run < runs; run += 1) maps.push(await measureCatalogueMap(browser, url));
  const mapTimes = maps.map((run) => run.mapMs);

  const firstRows = navigation.map((run) => run.firstRowsMs);
  const sorts = navigation.map((run) => run.sortMs);
  const maxDomRows = Math.max(...navigation.flatMap((run) => Object.values(run.domRows)));
  const results = {
    catalogues: catalogueCount,
    editions,
    runs,
    navigationList: {
      status: navigation[0]?.status,
      firstRowsMs: { median: median(firstRows), p95: p95(firstRows), runs: firstRows },
      sortByYearMs: { median: median(sorts), p95: p95(sorts), runs: sorts },
      domRows: navigation[0]?.domRows,
      maxDomRows,
      domRowsUnder200: maxDomRows < 200,
    },
    catalogueCards:
      cards.length === 0
        ? 'not available'
        : { firstSixMs: { median: median(cards), p95: p95(cards), runs: cards } },
    firstPageScripts: scripts,
    catalogueMap: {
      places: maps[0]?.places,
      mapMs: { median: median(mapTimes), p95: p95(mapTimes), runs: mapTimes },
      scripts: mapScripts,
    },
    totalSeconds: Math.round((Date.now() - started) / 1000),
  };
  await writeFile(join(benchDir, 'web-results.json'), JSON.stringify(results, null, 2));

  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
  const rows = [
    `| navigation list: goto → first rows visible | ${ms(median(firstRows))} | ${ms(p95(firstRows))} |`,
    `| navigation list: sort by year (click → sorted rows, in page) | ${ms(median(sorts))} | ${ms(p95(sorts))} |`,
    `| navigation list: row elements in the DOM (top / middle / end, max of runs) | ${Object.values(navigation[0]?.domRows ?? {}).join(' / ')} (max ${maxDomRows}) | |`,
    cards.length === 0
      ? `| catalogue cards: goto → 6 cards visible | not available (none within ${cardsTimeoutMs / 1000} s) | |`
      : `| catalogue cards: goto → 6 cards visible | ${ms(median(cards))} | ${ms(p95(cards))} |`,
    `| catalogue map (${maps[0]?.places}): goto → map drawn | ${ms(median(mapTimes))} | ${ms(p95(mapTimes))} |`,
    `| catalogue map: JavaScript transferred (${mapScripts.files} files incl. MapLibre, its worker and deck.gl; ${mapScripts.encodings.join(', ')}) | ${kB(mapScripts.bytes)} | |`,
    `| first page /catalogues/: JavaScript transferred (${scripts.files} files, ${scripts.encodings.join(', ')}; ${kB(scripts.gzipBytes)} if gzipped) | ${kB(scripts.bytes)} | |`,
  ];
  log(
    [
      '',
      `${catalogueCount} catalogues, ${editions} editions (${navigation[0]?.status}), ${runs} cold pages per scenario, Chromium, loopback`,
      '',
      '| scenario | median | p95 |',
      '|---|---|---|',
      ...rows,
      '',
      `total ${results.totalSeconds} s; written to data/bench/web-results.json`,
    ].join('\n'),
  );
} finally {
  await browser.close();
  await app.close();
  await db.close();
}
