import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Request } from '@playwright/test';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse, { type Result as LighthouseResult } from 'lighthouse';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { localhostCertificate } from '../api/localhost-certificate.ts';
import { databaseUrl, onServer } from '../api/test-database.ts';
import { readySyntheticDatabase } from './bench-database.ts';

/**
 * `npm run bench:web`: what a visitor's browser sees on a synthetic collection of
 * BENCH_WEB_CATALOGUES catalogues (default 6,000 on PGlite, which gives over 10,000 editions): the
 * navigation list's time to its first rows and the rows it keeps in the DOM, the catalogue
 * cards' time to the first six, the JavaScript the first page transfers, and Lighthouse's mobile
 * scores of the home page, the catalogue list and a catalogue page. BENCH_RUNS cold pages each
 * (default 5), BENCH_LIGHTHOUSE_RUNS Lighthouse runs per page (default 3; medians).
 *
 * The database is a PGlite directory (data/bench/web-<n>, kept for the next run), or PostgreSQL:
 * BENCH_WEB_DATABASE_URL names the database itself, BENCH_DATABASE_URL the server, on which the
 * bench uses `catalogues_bench_<n>` as `npm run bench:api` does (n defaulting to 100,000 there).
 * The build (BENCH_WEB_DIST, default data/bench/web-dist) is kept too; `--rebuild` builds the web
 * app again. `--lighthouse-only` runs Lighthouse alone; BENCH_LIGHTHOUSE_PAGES (words of the pages'
 * names) picks some of its pages. BENCH_LIGHTHOUSE_THROTTLING is `simulate` (the default, issue
 * 16's measure) or `devtools`: the CPU and the network are slowed down for real as the page loads,
 * instead of an unthrottled load's timings being replayed in Lighthouse's model (see
 * `lighthouseThrottling`).
 */
const postgresDatabaseUrl =
  process.env.BENCH_WEB_DATABASE_URL ??
  (process.env.BENCH_DATABASE_URL
    ? databaseUrl(
        process.env.BENCH_DATABASE_URL,
        `catalogues_bench_${process.env.BENCH_WEB_CATALOGUES ?? 100_000}`,
      )
    : undefined);
const catalogueCount = Number(process.env.BENCH_WEB_CATALOGUES ?? (postgresDatabaseUrl ? 100_000 : 6000));
const runs = Number(process.env.BENCH_RUNS ?? 5);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/**
 * How Lighthouse slows the page down. `simulate` loads it at full speed and computes the phone's
 * figures from that load's trace: every task it saw, times four. On a loaded two-core machine
 * that came to 998 ms of blocking time on the catalogue list, where the list slowed down for real
 * blocked for 173 ms. `devtools` slows the CPU (4x) and the network for real, with the preset's
 * DevTools figures (a longer round trip than the simulation's), and times the load itself.
 */
const throttlingNames = { simulate: 'simulated throttling', devtools: 'DevTools throttling' } as const;
const isThrottling = (value: string): value is keyof typeof throttlingNames => value in throttlingNames;
const throttlingSetting = process.env.BENCH_LIGHTHOUSE_THROTTLING ?? 'simulate';
if (!isThrottling(throttlingSetting))
  throw new Error(
    `BENCH_LIGHTHOUSE_THROTTLING is one of ${Object.keys(throttlingNames)}, not ${throttlingSetting}`,
  );
const lighthouseThrottling = throttlingSetting;
const rebuild = process.argv.includes('--rebuild');
const lighthouseOnly = process.argv.includes('--lighthouse-only');
/** A directory to keep each Lighthouse run's whole report in (JSON), for its diagnostics. */
const lighthouseReportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
// BENCH_LIGHTHOUSE_TRACES=1, with the reports: each run's trace beside its report, with the main
// thread's CPU samples (for DevTools' Performance panel: which code a long task ran).
const keepTraces = Boolean(lighthouseReportsDir && process.env.BENCH_LIGHTHOUSE_TRACES);
const rootDir = resolve(import.meta.dirname, '..', '..');
const benchDir = join(rootDir, 'data', 'bench');
const outDir = resolve(process.env.BENCH_WEB_DIST ?? join(benchDir, 'web-dist'));
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
/** The pages of issue 16's table. */
const lighthousePages = [
  { name: 'home', path: '/catalogues/' },
  { name: 'catalogue list', path: '/catalogues/catalogues' },
  { name: 'catalogue page', path: '/catalogues/catalogues/1' },
].filter(
  // BENCH_LIGHTHOUSE_PAGES=list,home: the pages whose names hold one of the words.
  ({ name }) =>
    !process.env.BENCH_LIGHTHOUSE_PAGES ||
    process.env.BENCH_LIGHTHOUSE_PAGES.split(',').some((word) => name.includes(word)),
);

/**
 * How Lighthouse reaches the server (BENCH_LIGHTHOUSE_PROTOCOLS, default both): plain HTTP/1.1,
 * as `npm start` serves on this machine, and HTTP/2 over TLS (TLS_CERT_FILE, a self-signed
 * certificate here), as a public deployment serves. Over HTTP/1.1 a browser opens six connections
 * to an origin and asks one file at a time on each: a page's forty small files take seven round
 * trips of a phone's network, where HTTP/2 asks for all at once.
 */
const protocolNames = { http1: 'HTTP/1.1', http2: 'HTTP/2 (TLS)' } as const;
type Protocol = keyof typeof protocolNames;
const lighthouseProtocols = (process.env.BENCH_LIGHTHOUSE_PROTOCOLS ?? 'http1,http2')
  .split(',')
  .map((word) => word.trim())
  .filter((word): word is Protocol => word in protocolNames);

const log = (message: string) => process.stdout.write(`${message}\n`);

async function preparedDatabase(): Promise<{ db: Database; catalogues: number; editions: number }> {
  if (postgresDatabaseUrl && !process.env.BENCH_WEB_DATABASE_URL) {
    await onServer(
      process.env.BENCH_DATABASE_URL ?? '',
      `create database catalogues_bench_${catalogueCount}`,
    ).catch(() => {});
  }
  const db = await openDatabase(
    postgresDatabaseUrl
      ? { databaseUrl: postgresDatabaseUrl }
      : { dataDir: join(benchDir, `web-${catalogueCount}`) },
  );
  await readySyntheticDatabase(db, catalogueCount, postgresDatabaseUrl ? 'PostgreSQL' : 'PGlite');
  const countOf = async (table: 'catalogues' | 'editions') => {
    const [row] = await db.query<{ count: number }>(`select count(*)::int as count from ${table}`);
    return row?.count ?? 0;
  };
  return { db, catalogues: await countOf('catalogues'), editions: await countOf('editions') };
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
 * The server, serving the benchmark's build (not `<repo>/dist`, which may hold someone else's
 * build in progress) through the app's own web-app plugin: the page shell with the record's head,
 * its inline configuration and texts, its preload hints and early hints, as `npm start` serves them.
 */
async function startServer(db: Database, tls?: { certFile: string; keyFile: string }) {
  const config = readConfig({
    DATA_DIR: join(benchDir, 'files'),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ...(tls && { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile }),
  });
  const app = await buildApp({ config, db, logger: false, webAppDir: outDir });
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

interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  speedIndexMs: number;
  interactiveMs: number;
  scriptBytes: number;
  /** Lighthouse's largest layout shifts: the element that moved most, and by how much. */
  shifts: Array<{ element: string; score: number }>;
  lcpElement: string;
}

/** One Lighthouse run's figures, from its report. */
function lighthouseFigures(lhr: LighthouseResult): LighthouseRun {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  type Node = { selector?: string; snippet?: string };
  const elementOf = (node: Node | undefined) => node?.selector ?? node?.snippet ?? '(unknown element)';
  const table = (id: string) => {
    const details = lhr.audits[id]?.details as { items?: unknown[] } | undefined;
    return details?.items ?? [];
  };
  const summary = table('resource-summary') as Array<{ resourceType: string; transferSize: number }>;
  const shifts = table('layout-shifts') as Array<{ node?: Node; score: number }>;
  const lcpTable = table('largest-contentful-paint-element')[0] as
    | { items?: Array<{ node?: Node }> }
    | undefined;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    speedIndexMs: metric('speed-index'),
    interactiveMs: metric('interactive'),
    scriptBytes: summary.find((row) => row.resourceType === 'script')?.transferSize ?? 0,
    shifts: shifts.map((shift) => ({ element: elementOf(shift.node), score: shift.score })),
    lcpElement: elementOf(lcpTable?.items?.[0]?.node),
  };
}

/**
 * One Lighthouse run with its default configuration: the mobile preset (a Moto G Power's screen,
 * simulated slow 4G and a 4x slower CPU). A fresh Chromium each run, and Lighthouse clears the
 * origin's storage and cache, so every run is a first visit (cookie banner included).
 */
async function lighthouseRun(
  pageUrl: string,
  reportName: string,
  certificateFlags: string[],
): Promise<LighthouseRun> {
  // Lighthouse now and then loses the trace on this loaded machine (NO_NAVSTART): one more try.
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await launchChrome({
      chromePath: '/usr/bin/chromium',
      // The HTTP/2 server's self-signed certificate trusted (localhost-certificate.ts).
      chromeFlags: ['--headless=new', ...certificateFlags, ...chromiumArgs],
      logLevel: 'silent',
    });
    try {
      const result = await lighthouse(
        pageUrl,
        { port: chrome.port, logLevel: 'error', output: 'json' },
        {
          extends: 'lighthouse:default',
          settings: {
            formFactor: 'mobile',
            throttlingMethod: lighthouseThrottling,
            onlyCategories: ['performance', 'accessibility'],
            ...(keepTraces ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
          },
        },
      );
      const error = result ? result.lhr.runtimeError : { message: 'no result' };
      if (!result || error) {
        if (attempt < 2) continue;
        throw new Error(`Lighthouse on ${pageUrl}: ${error?.message}`);
      }
      if (lighthouseReportsDir) {
        await mkdir(lighthouseReportsDir, { recursive: true });
        await writeFile(join(lighthouseReportsDir, `${reportName}.json`), JSON.stringify(result.lhr));
        if (keepTraces)
          await writeFile(
            join(lighthouseReportsDir, `${reportName}.trace.json`),
            JSON.stringify(result.artifacts.Trace),
          );
      }
      return lighthouseFigures(result.lhr);
    } finally {
      chrome.kill();
    }
  }
}

/** Lighthouse on each page of issue 16's table, BENCH_LIGHTHOUSE_RUNS times; medians. */
async function measureLighthouse(url: string, protocol: Protocol, certificateFlags: string[] = []) {
  const pages = [];
  for (const { name, path } of lighthousePages) {
    const pageRuns: LighthouseRun[] = [];
    for (let run = 0; run < lighthouseRuns; run += 1)
      pageRuns.push(
        await lighthouseRun(
          `${url}${path}`,
          `${protocol}-${name.replaceAll(' ', '-')}-${run + 1}`,
          certificateFlags,
        ),
      );
    const medianOf = (figure: (run: LighthouseRun) => number) => median(pageRuns.map(figure));
    // The run with the most shift tells what moved; the median alone would hide it.
    const worst = pageRuns.reduce((a, b) => (b.cls > a.cls ? b : a));
    pages.push({
      name,
      path,
      protocol,
      performance: medianOf((run) => run.performance),
      accessibility: medianOf((run) => run.accessibility),
      lcpMs: medianOf((run) => run.lcpMs),
      cls: medianOf((run) => run.cls),
      tbtMs: medianOf((run) => run.tbtMs),
      speedIndexMs: medianOf((run) => run.speedIndexMs),
      interactiveMs: medianOf((run) => run.interactiveMs),
      scriptBytes: medianOf((run) => run.scriptBytes),
      lcpElement: worst.lcpElement,
      worstRunShifts: worst.shifts,
      runs: pageRuns.map(({ shifts: _shifts, lcpElement: _lcp, ...figures }) => figures),
    });
  }
  return pages;
}

/** The navigation list, the catalogue cards and the map, in Playwright's Chromium on a desktop screen. */
async function measureScenarios(browser: Browser, url: string) {
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
  const mapScripts = await measurePageScripts(browser, url, '/catalogues/maps/catalogues');
  const maps = [];
  for (let run = 0; run < runs; run += 1) maps.push(await measureCatalogueMap(browser, url));
  const mapTimes = maps.map((run) => run.mapMs);

  const firstRows = navigation.map((run) => run.firstRowsMs);
  const sorts = navigation.map((run) => run.sortMs);
  const maxDomRows = Math.max(...navigation.flatMap((run) => Object.values(run.domRows)));
  const results = {
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
    catalogueMap: {
      places: maps[0]?.places,
      mapMs: { median: median(mapTimes), p95: p95(mapTimes), runs: mapTimes },
      scripts: mapScripts,
    },
  };
  const rows = [
    `| navigation list: goto → first rows visible | ${ms(median(firstRows))} | ${ms(p95(firstRows))} |`,
    `| navigation list: sort by year (click → sorted rows, in page) | ${ms(median(sorts))} | ${ms(p95(sorts))} |`,
    `| navigation list: row elements in the DOM (top / middle / end, max of runs) | ${Object.values(navigation[0]?.domRows ?? {}).join(' / ')} (max ${maxDomRows}) | |`,
    cards.length === 0
      ? `| catalogue cards: goto → 6 cards visible | not available (none within ${cardsTimeoutMs / 1000} s) | |`
      : `| catalogue cards: goto → 6 cards visible | ${ms(median(cards))} | ${ms(p95(cards))} |`,
    `| catalogue map (${maps[0]?.places}): goto → map drawn | ${ms(median(mapTimes))} | ${ms(p95(mapTimes))} |`,
    `| catalogue map: JavaScript transferred (${mapScripts.files} files incl. MapLibre, its worker and deck.gl; ${mapScripts.encodings.join(', ')}) | ${kB(mapScripts.bytes)} | |`,
  ];
  return { results, rows };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

await mkdir(benchDir, { recursive: true });
const started = Date.now();
const { db, catalogues, editions } = await preparedDatabase();
if (editions < 10_000)
  log(`warning: only ${editions} editions; raise BENCH_WEB_CATALOGUES for 10,000 or more`);
await builtWebApp();
const { app, url } = await startServer(db);
const engine = postgresDatabaseUrl ? 'PostgreSQL' : 'PGlite';

try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  let scenarios: Awaited<ReturnType<typeof measureScenarios>> | null = null;
  let scripts: Awaited<ReturnType<typeof measurePageScripts>>;
  try {
    if (!lighthouseOnly) scenarios = await measureScenarios(browser, url);
    scripts = await measurePageScripts(browser, url, '/catalogues/');
  } finally {
    await browser.close();
  }
  const lighthouseResults = [];
  for (const protocol of lighthouseProtocols) {
    if (protocol === 'http1') {
      lighthouseResults.push(...(await measureLighthouse(url, protocol)));
      continue;
    }
    const certificate = await localhostCertificate(join(benchDir, 'tls'));
    const tlsServer = await startServer(db, certificate);
    try {
      lighthouseResults.push(
        ...(await measureLighthouse(tlsServer.url, protocol, [certificate.chromiumFlag])),
      );
    } finally {
      await tlsServer.app.close();
    }
  }

  const results = {
    engine,
    catalogues,
    editions,
    runs,
    ...scenarios?.results,
    firstPageScripts: scripts,
    lighthouse: {
      runs: lighthouseRuns,
      preset: `mobile, ${throttlingNames[lighthouseThrottling]}`,
      pages: lighthouseResults,
    },
    totalSeconds: Math.round((Date.now() - started) / 1000),
  };
  await writeFile(join(benchDir, 'web-results.json'), JSON.stringify(results, null, 2));

  const scenarioRows = [
    ...(scenarios?.rows ?? []),
    `| first page /catalogues/: JavaScript transferred (${scripts.files} files, ${scripts.encodings.join(', ')}; ${kB(scripts.gzipBytes)} if gzipped) | ${kB(scripts.bytes)} | |`,
  ];
  const lighthouseRows = lighthouseResults.map(
    (page) =>
      `| ${page.name} \`${page.path}\` | ${protocolNames[page.protocol]} | ${page.performance} | ${seconds(page.lcpMs)} | ${page.cls.toFixed(3)} | ${ms(page.tbtMs)} | ${seconds(page.speedIndexMs)} | ${seconds(page.interactiveMs)} | ${page.accessibility} | ${kB(page.scriptBytes)} |`,
  );
  const shiftNotes = lighthouseResults.flatMap((page) =>
    page.worstRunShifts.length === 0
      ? []
      : [
          `- ${page.name} (${protocolNames[page.protocol]}): ${page.worstRunShifts
            .slice(0, 3)
            .map((shift) => `\`${shift.element}\` ${shift.score.toFixed(3)}`)
            .join(', ')}`,
        ],
  );
  const report = [
    `${catalogues} catalogues, ${editions} editions on ${engine}${scenarios ? ` (${scenarios.results.navigationList.status})` : ''}, ${runs} cold pages per scenario, Chromium, loopback`,
    '',
    '| scenario | median | p95 |',
    '|---|---|---|',
    ...scenarioRows,
    '',
    `Lighthouse 12, mobile preset (${throttlingNames[lighthouseThrottling]}), median of ${lighthouseRuns} runs per page:`,
    '',
    '| page | served over | performance | LCP | CLS | TBT | Speed Index | interactive | accessibility | JS transferred |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...lighthouseRows,
    '',
    ...(shiftNotes.length > 0
      ? [
          'Largest layout shifts (element that moved most, score), in the run with the most:',
          '',
          ...shiftNotes,
          '',
        ]
      : []),
    `Largest contentful paint: ${lighthouseResults.map((page) => `${page.name} (${protocolNames[page.protocol]}) \`${page.lcpElement}\``).join('; ')}`,
  ].join('\n');
  await writeFile(join(benchDir, 'web-results.md'), `${report}\n`);
  log(
    ['', report, '', `total ${results.totalSeconds} s; written to data/bench/web-results.md and .json`].join(
      '\n',
    ),
  );
} finally {
  await app.close();
  await db.close();
}
