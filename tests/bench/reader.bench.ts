import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { type Browser, chromium } from '@playwright/test';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { type Database, openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { ensureAdmin } from '../../server/domain/auth.ts';
import { FileStore } from '../../server/domain/files.ts';
import { syncDefaultTranslations } from '../../server/domain/translations.ts';
import { seedDemoData } from '../../server/seed/demo-seed.ts';
import { benchPdf, firstEditionWithPdf } from './bench-pdf.ts';

/**
 * `npm run bench:reader`: how soon the PDF reader shows the first page of a large PDF, and how
 * much of the file the browser fetched by then. A 200-page PDF with a photograph-sized image on
 * every page (over 20 MB) replaces a demo edition's PDF; each of BENCH_RUNS cold page loads
 * (default 5) is timed from navigation to the first page drawn on its canvas, with the PDF's bytes
 * counted off Chromium's network events up to that moment. The first visible page is measured
 * twice per run: with the page's image from the IIIF service shown while pdf.js loads (the
 * reader as it is), and without it (the page images blocked in the browser, so only pdf.js
 * draws); the two kinds of load alternate. The database, the PDF and the build
 * (data/bench/reader-*) are kept for the next run; the build is redone when src/ changed or with
 * `--rebuild`.
 */
const runs = Number(process.env.BENCH_RUNS ?? 5);
const pageCount = 200;
const rebuild = process.argv.includes('--rebuild');
const rootDir = resolve(import.meta.dirname, '..', '..');
const benchDir = join(rootDir, 'data', 'bench');
const outDir = join(benchDir, 'reader-dist');
const dataDir = join(benchDir, 'reader-data');
const pdfPath = join(benchDir, `reader-${pageCount}-pages.pdf`);
const staff = { email: 'bench@example.org', password: 'bench-password-reader' };
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
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function newestMtime(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? await newestMtime(path) : (await stat(path)).mtimeMs);
  }
  return newest;
}

/** The web app, built into its own folder (dist/ may hold someone else's build in progress). */
async function builtWebApp() {
  const index = join(outDir, 'index.html');
  const stale = !existsSync(index) || (await stat(index)).mtimeMs < (await newestMtime(join(rootDir, 'src')));
  if (!rebuild && !stale) return;
  log(`building the web app into ${outDir}…`);
  const started = Date.now();
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: rootDir, maxBuffer: 64 * 1024 * 1024 },
  );
  log(`built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function preparedDatabase(): Promise<Database> {
  const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  await migrate(db);
  await syncDefaultTranslations(db);
  await ensureAdmin(db, staff);
  const seeded = await seedDemoData(db, new FileStore(dataDir));
  if (seeded) log(`seeded the demo data: ${seeded.catalogues} catalogues`);
  return db;
}

/**
 * The server, answering the web app's files from `outDir` before the app's own static files
 * (which serve `<repo>/dist`, a path no configuration changes), as `tests/bench/web.bench.ts` does.
 */
async function startServer(db: Database) {
  const config = readConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    SIGNIN_ATTEMPTS_PER_MINUTE: '1000',
  });
  const app = await buildApp({ config, db, logger: false });
  app.addHook('onRequest', async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '');
    if (request.method !== 'GET' || !path.startsWith('/catalogues/') || path === '/catalogues/config.json')
      return;
    const file = resolve(outDir, `.${path.slice('/catalogues'.length)}`);
    if (!file.startsWith(`${outDir}${sep}`)) return;
    if (existsSync(file) && extname(file) !== '')
      return reply.sendFile(file.slice(outDir.length + 1), outDir);
    if (extname(file) === '') return reply.header('cache-control', 'no-cache').sendFile('index.html', outDir);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

/** The first demo edition, with the big PDF in place of its own (uploaded once, kept after). */
async function editionWithBigPdf(url: string, pdf: Uint8Array) {
  const { catalogueId, editionId } = await firstEditionWithPdf(url, pdf, staff, log);
  return {
    page: `${url}/catalogues/catalogues/${catalogueId}/edition/${editionId}`,
    pdfPath: `/api/catalogues/${catalogueId}/editions/${editionId}/pdf`,
  };
}

interface Run {
  /** pdf.js drew the page on its canvas. */
  firstPageMs: number;
  /** The page's image from the IIIF service was shown (null without it). */
  placeholderMs: number | null;
  /** Whichever came first: when the visitor first saw the page. */
  firstVisibleMs: number;
  /** When the reader asked for the PDF, from navigation: before it, the app and pdf.js load. */
  pdfRequestedMs: number;
  pdfBytes: number;
  pdfRequests: number;
  rangeRequests: number;
}

/**
 * One cold load. The page notes the moment the reader marks its first page drawn (a mutation
 * observer, in the page's own clock from navigation); the PDF's bytes are Chromium's network
 * events for its URL (the worker's range requests included) received before the page said so.
 */
async function measure(
  browser: Browser,
  target: { page: string; pdfPath: string },
  { placeholder }: { placeholder: boolean },
): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'allow-cookies', value: 'true', url: target.page }]);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Without the placeholder: the page images never arrive (blocked in the browser, not routed,
    // so the other requests take no detour), and the reader shows pdf.js's page only.
    if (!placeholder) await cdp.send('Network.setBlockedURLs', { urls: ['*/iiif/3/edition-*'] });
    const pdfRequests = new Map<string, { range: boolean; wallTime: number }>();
    let pdfBytes = 0;
    let frozenBytes: number | null = null;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (new URL(event.request.url).pathname === target.pdfPath)
        pdfRequests.set(event.requestId, {
          range: Object.keys(event.request.headers).some((name) => name.toLowerCase() === 'range'),
          wallTime: event.wallTime * 1000,
        });
    });
    cdp.on('Network.dataReceived', (event) => {
      if (pdfRequests.has(event.requestId)) pdfBytes += event.encodedDataLength || event.dataLength;
    });
    let rendered: (ms: number) => void = () => {};
    const firstPage = new Promise<number>((done) => {
      rendered = done;
    });
    await page.exposeFunction('benchFirstPageDrawn', (ms: number) => {
      frozenBytes ??= pdfBytes;
      rendered(ms);
    });
    let placeholderMs: number | null = null;
    await page.exposeFunction('benchPlaceholderShown', (ms: number) => {
      placeholderMs ??= ms;
    });
    await page.addInitScript(() => {
      const bench = window as unknown as {
        benchFirstPageDrawn: (ms: number) => void;
        benchPlaceholderShown: (ms: number) => void;
      };
      let placeholderSeen = false;
      const observer = new MutationObserver(() => {
        if (!placeholderSeen && document.querySelector('[data-page-placeholder][data-shown]')) {
          placeholderSeen = true;
          bench.benchPlaceholderShown(performance.now());
        }
        if (!document.querySelector('[data-first-page-rendered]')) return;
        observer.disconnect();
        bench.benchFirstPageDrawn(performance.now());
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto(target.page, { waitUntil: 'commit' });
    const firstPageMs = await Promise.race([
      firstPage,
      new Promise<number>((_, fail) => setTimeout(() => fail(new Error('no page drawn in 60 s')), 60_000)),
    ]);
    const requests = [...pdfRequests.values()];
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    const shown = placeholderMs as number | null;
    return {
      firstPageMs,
      placeholderMs: shown,
      firstVisibleMs: Math.min(firstPageMs, shown ?? Number.POSITIVE_INFINITY),
      pdfRequestedMs: Math.min(...requests.map((request) => request.wallTime)) - navigationStart,
      pdfBytes: frozenBytes ?? pdfBytes,
      pdfRequests: requests.length,
      rangeRequests: requests.filter((request) => request.range).length,
    };
  } finally {
    await context.close();
  }
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

await mkdir(benchDir, { recursive: true });
const started = Date.now();
const pdf = await benchPdf({
  path: pdfPath,
  pageCount,
  // About 130 kB a page, as a scanned plate would be.
  plate: { width: 420, height: 600, quality: 70, gradient: false },
  plates: 'one-per-page',
  pageNumbers: true,
  log,
});
await builtWebApp();
const db = await preparedDatabase();
const { app, url } = await startServer(db);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });

try {
  const target = await editionWithBigPdf(url, pdf);
  // One unmeasured load: the server's first reads and query plans, and the page image it renders
  // once and then serves from its cache, as it does for every later visitor.
  await measure(browser, target, { placeholder: true });
  // Without the placeholder, pdf.js alone: the figures of the table below, as before it existed.
  const measured: Run[] = [];
  const withPlaceholder: Run[] = [];
  for (let run = 0; run < runs; run++) {
    measured.push(await measure(browser, target, { placeholder: false }));
    withPlaceholder.push(await measure(browser, target, { placeholder: true }));
  }
  const shownAt = withPlaceholder.map((run) => run.placeholderMs ?? Number.NaN);
  const visibleWith = withPlaceholder.map((run) => run.firstVisibleMs);
  const visibleWithout = measured.map((run) => run.firstVisibleMs);
  const pdfPageWith = withPlaceholder.map((run) => run.firstPageMs);

  const times = measured.map((run) => run.firstPageMs);
  const pdfToPage = measured.map((run) => run.firstPageMs - run.pdfRequestedMs);
  const bytes = measured.map((run) => run.pdfBytes);
  const results = {
    pdf: { pages: pageCount, bytes: pdf.length },
    runs,
    firstPageMs: { median: median(times), runs: times },
    pdfRequestToFirstPageMs: { median: median(pdfToPage), runs: pdfToPage },
    pdfBytesBeforeFirstPage: { median: median(bytes), runs: bytes },
    shareOfFileBeforeFirstPage: median(bytes) / pdf.length,
    pdfRequestsBeforeFirstPage: measured.map((run) => run.pdfRequests),
    rangeRequestsBeforeFirstPage: measured.map((run) => run.rangeRequests),
    firstVisiblePage: {
      withoutPlaceholderMs: { median: median(visibleWithout), runs: visibleWithout },
      withPlaceholderMs: { median: median(visibleWith), runs: visibleWith },
      placeholderShownMs: { median: median(shownAt), runs: shownAt },
      pdfPageWithPlaceholderMs: { median: median(pdfPageWith), runs: pdfPageWith },
    },
    measuredAt: new Date().toISOString(),
  };

  log('');
  log(`PDF reader, ${pageCount}-page PDF of ${megabytes(pdf.length)}, ${runs} cold loads`);
  log('');
  const row = (cells: string[]) =>
    log(`| ${cells.map((cell, index) => cell.padStart(index ? 14 : 6)).join(' | ')} |`);
  const share = (bytes: number) => `${((bytes / pdf.length) * 100).toFixed(1)} %`;
  row(['run', 'first page', 'PDF asked at', 'PDF → page', 'PDF bytes', 'of the file', 'requests']);
  row([
    '------',
    '-'.repeat(14),
    '-'.repeat(14),
    '-'.repeat(14),
    '-'.repeat(14),
    '-'.repeat(14),
    '-'.repeat(14),
  ]);
  measured.forEach((run, index) => {
    row([
      String(index + 1),
      `${run.firstPageMs.toFixed(0)} ms`,
      `${run.pdfRequestedMs.toFixed(0)} ms`,
      `${(run.firstPageMs - run.pdfRequestedMs).toFixed(0)} ms`,
      megabytes(run.pdfBytes),
      share(run.pdfBytes),
      `${run.pdfRequests} (${run.rangeRequests} ranges)`,
    ]);
  });
  const middle = results.pdfBytesBeforeFirstPage.median;
  row([
    'median',
    `${results.firstPageMs.median.toFixed(0)} ms`,
    '',
    `${results.pdfRequestToFirstPageMs.median.toFixed(0)} ms`,
    megabytes(middle),
    share(middle),
    '',
  ]);

  log('');
  log('First visible page: the IIIF image placeholder shown while pdf.js loads, or pdf.js alone');
  log('');
  const visibleRow = (cells: string[]) =>
    log(`| ${cells.map((cell, index) => cell.padStart(index ? 18 : 6)).join(' | ')} |`);
  visibleRow(['run', 'without (pdf.js)', 'with: image shown', 'with: pdf.js page', 'with: first visible']);
  visibleRow(['------', ...Array.from({ length: 4 }, () => '-'.repeat(18))]);
  const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'not shown');
  withPlaceholder.forEach((run, index) => {
    visibleRow([
      String(index + 1),
      ms(visibleWithout[index] ?? Number.NaN),
      ms(run.placeholderMs ?? Number.NaN),
      ms(run.firstPageMs),
      ms(run.firstVisibleMs),
    ]);
  });
  visibleRow([
    'median',
    ms(median(visibleWithout)),
    ms(median(shownAt)),
    ms(median(pdfPageWith)),
    ms(median(visibleWith)),
  ]);
  await writeFile(join(benchDir, 'reader-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(`\nwritten to data/bench/reader-results.json in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await browser.close();
  await app.close();
  await db.close();
}
