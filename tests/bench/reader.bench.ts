import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
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
import { localhostCertificate } from '../api/localhost-certificate.ts';
import { benchPdf, firstEditionWithPdf } from './bench-pdf.ts';
import { type TraceEvent, traceBusyTimes, traceCategories } from './browser-trace.ts';

/**
 * `npm run bench:reader`: how soon the PDF reader draws a page of a large catalogue PDF, against
 * a bare pdf.js viewer on the same file, in the same run. A 200-page PDF with a scanned plate on
 * every page (about 44 MB, as the catalogue of issue 16) replaces a demo edition's PDF. Each of
 * BENCH_RUNS rounds (default 5) makes one cold load of each kind, in turn:
 *
 * - the reader on the edition's page, and at `?page=150`, as a visitor gets it (the page's IIIF
 *   image shows while pdf.js loads);
 * - the reader with the page images blocked in the browser, so only pdf.js draws (the PDF's bytes
 *   fetched before the first page are counted on this one);
 * - pdfjs-dist's own minimal viewer (its build and `web/pdf_viewer.mjs` straight from
 *   node_modules, set up as pdf.js's "simpleviewer" example, with its defaults) on the same file,
 *   at page 1 and at page 150, served by the same server.
 *
 * Every load is timed from navigation to the page's canvas drawn (pdf.js's page box with its
 * canvas, its rendering finished), in the page's own clock; the figures are medians. The reader's
 * own performance marks (`reader:…`) say where its time went: its PDF opened, pdf.js's library
 * and the PDF's first bytes arrived, the document read, the viewer mounted, the page drawn. The
 * database, the PDF and the build (data/bench/reader-*) are kept for the next run; the build is
 * redone when src/ changed or with `--rebuild`, or taken as it is from BENCH_READER_DIST.
 * BENCH_READER_PROTOCOLS (`http1`, `http2` or both, the default) says how the server is reached: over
 * HTTP/1.1 a browser keeps six connections to it, and the reader's page, which loads some sixty
 * files where the bare viewer loads five, queues its PDF's requests behind its own chunks; over
 * HTTP/2 with TLS, as a portal is deployed, they share one connection.
 * Each load is a new visitor's: a fresh browser context, whose HTTP cache starts empty. The cache
 * itself works, as a visitor's does (BENCH_READER_CACHE=off turns it off, as the bench's figures
 * before 2026-11-29 were taken: with the page's `prefetch` of pdf.js's worker, since dropped, the
 * worker's script was then always downloaded twice).
 */
const runs = Number(process.env.BENCH_RUNS ?? 5);
const pageCount = 200;
/** The deep page: the issue's `?page=150`. */
const deepPage = 150;
const rebuild = process.argv.includes('--rebuild');
// `--trace`: one more load of the reader, recorded as a Chromium trace (data/bench/reader-trace.json,
// for chrome://tracing or DevTools), with each thread's busy time printed up to the page drawn.
const trace = process.argv.includes('--trace');
const rootDir = resolve(import.meta.dirname, '..', '..');
const benchDir = join(rootDir, 'data', 'bench');
// BENCH_READER_DIST: a build made elsewhere (another commit's, for a before/after), used as it is.
const prebuilt = process.env.BENCH_READER_DIST;
const outDir = prebuilt ? resolve(prebuilt) : join(benchDir, 'reader-dist');
const dataDir = join(benchDir, 'reader-data');
const pdfPath = join(benchDir, `reader-${pageCount}-pages-44mb.pdf`);
const pdfjsDir = join(rootDir, 'node_modules', 'pdfjs-dist');
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

const protocolNames = { http1: 'HTTP/1.1', http2: 'HTTP/2 (TLS)' } as const;
type Protocol = keyof typeof protocolNames;
const protocols = (process.env.BENCH_READER_PROTOCOLS ?? 'http1,http2').split(',').map((name) => {
  if (!(name in protocolNames)) throw new Error(`BENCH_READER_PROTOCOLS: ${name} is neither http1 nor http2`);
  return name as Protocol;
});

const cache = process.env.BENCH_READER_CACHE ?? 'on';
if (cache !== 'on' && cache !== 'off') throw new Error(`BENCH_READER_CACHE: ${cache} is neither on nor off`);

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
  if (prebuilt) {
    if (!existsSync(index)) throw new Error(`BENCH_READER_DIST=${prebuilt} holds no index.html`);
    return;
  }
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
 * pdfjs-dist's minimal viewer, as its "simpleviewer" example sets it up: the library, its worker
 * and `web/pdf_viewer.mjs` straight from node_modules, `getDocument` with its defaults, the
 * continuous page view, and on `?page=` the page to open at (set on 'pagesinit' before the zoom,
 * as the generic viewer does for `#page=`). The page is fitted to the window, as the reader fits
 * it to its own.
 * Modules and stylesheets only: the server's Content-Security-Policy allows no inline script.
 */
const bareViewer: Record<string, { type: string; body: string }> = {
  '/bench-bare/viewer.html': {
    type: 'text/html; charset=utf-8',
    body: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>pdf.js</title>
<link rel="stylesheet" href="/bench-bare/pdfjs/web/pdf_viewer.css">
<link rel="stylesheet" href="/bench-bare/viewer.css">
<script type="module" src="/bench-bare/viewer.mjs"></script>
</head>
<body><div id="viewerContainer"><div id="viewer" class="pdfViewer"></div></div></body>
</html>
`,
  },
  '/bench-bare/viewer.css': {
    type: 'text/css; charset=utf-8',
    body: 'body { margin: 0 } #viewerContainer { position: absolute; inset: 0; overflow: auto }\n',
  },
  '/bench-bare/viewer.mjs': {
    type: 'text/javascript; charset=utf-8',
    body: `import * as pdfjsLib from '/bench-bare/pdfjs/build/pdf.min.mjs';
import * as pdfjsViewer from '/bench-bare/pdfjs/web/pdf_viewer.mjs';

pdfjsLib.GlobalWorkerOptions.workerSrc = '/bench-bare/pdfjs/build/pdf.worker.min.mjs';
const params = new URLSearchParams(location.search);
const openAt = Number(params.get('page') ?? 1);
const container = document.getElementById('viewerContainer');
const eventBus = new pdfjsViewer.EventBus();
const linkService = new pdfjsViewer.PDFLinkService({ eventBus });
const findController = new pdfjsViewer.PDFFindController({ eventBus, linkService });
const viewer = new pdfjsViewer.PDFViewer({ container, eventBus, linkService, findController });
linkService.setViewer(viewer);
eventBus.on('pagesinit', () => {
  if (openAt > 1) viewer.currentPageNumber = openAt;
  viewer.currentScaleValue = 'page-fit';
});
const pdf = await pdfjsLib.getDocument({ url: params.get('file') }).promise;
viewer.setDocument(pdf);
linkService.setDocument(pdf, null);
`,
  },
};

/**
 * The server, serving the benchmark's build through the app's own web-app plugin (`webAppDir`), as
 * `npm start` serves it: the page shell with its inline configuration, texts and first answers, its
 * preload hints and early hints, and the build's compressed copies; and the bare pdf.js viewer
 * under /bench-bare/. (It once served the build's files as they were, without the page shell: the
 * reader then started without its hints and fetched its configuration and texts itself.)
 */
async function startServer(db: Database, tls?: { certFile: string; keyFile: string }) {
  const config = readConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    SIGNIN_ATTEMPTS_PER_MINUTE: '1000',
    // No OCR of the demo data's scanned pages in the background, on a core the loads need, as in
    // the other benches.
    OCR_WORKERS: '0',
    ...(tls && { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile }),
  });
  const app = await buildApp({ config, db, logger: false, webAppDir: outDir });
  app.addHook('onRequest', async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '');
    if (request.method !== 'GET') return;
    const bare = bareViewer[path];
    if (bare) return reply.header('cache-control', 'no-cache').type(bare.type).send(bare.body);
    if (path.startsWith('/bench-bare/pdfjs/')) {
      const file = resolve(pdfjsDir, `.${path.slice('/bench-bare/pdfjs'.length)}`);
      if (!file.startsWith(`${pdfjsDir}${sep}`) || !existsSync(file)) return reply.code(404).send();
      return reply.sendFile(file.slice(pdfjsDir.length + 1), pdfjsDir);
    }
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

/**
 * The first demo edition, with the big PDF in place of its own (uploaded once, kept after), through
 * a server of its own over HTTP/1.1: Node's fetch takes no self-signed certificate.
 */
async function editionWithBigPdf(db: Database, pdf: Uint8Array) {
  const { app, url } = await startServer(db);
  try {
    const { catalogueId, editionId } = await firstEditionWithPdf(url, pdf, staff, log);
    return {
      pagePath: `/catalogues/catalogues/${catalogueId}/edition/${editionId}`,
      pdfPath: `/api/catalogues/${catalogueId}/editions/${editionId}/pdf`,
    };
  } finally {
    await app.close();
  }
}

/** One cold load to time: the address to open, the page whose drawing ends it. */
interface Load {
  url: string;
  /** The PDF's path on the server, whose requests and bytes are counted. */
  pdfPath: string;
  pageNumber: number;
  /** The reader's page images from the IIIF service blocked, so that only pdf.js draws. */
  blockPageImages: boolean;
}

interface Run {
  /** pdf.js drew the page on its canvas. */
  drawnMs: number;
  /** The reader's page image from the IIIF service was shown (null without it). */
  placeholderMs: number | null;
  /** When the page asked for the PDF, from navigation. */
  pdfRequestedMs: number;
  pdfBytes: number;
  pdfRequests: number;
  rangeRequests: number;
  /** The reader's own performance marks (`reader:…`, src/features/reader/reader-marks.ts), first of each. */
  steps: Record<string, number>;
}

/**
 * One cold load, in a fresh context (its cache empty; off with BENCH_READER_CACHE=off). The page
 * notes the moment pdf.js's box of the page asked for holds its canvas with the rendering finished
 * (a mutation observer, in the page's own clock from navigation: the same test for the reader and
 * the bare viewer); the PDF's bytes are Chromium's network events for its URL and its opening (the
 * worker's range requests included) received before that.
 */
async function measure(browser: Browser, load: Load, traceFile?: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'allow-cookies', value: 'true', url: load.url }]);
  const page = await context.newPage();
  try {
    if (traceFile) await browser.startTracing(page, { path: traceFile, categories: traceCategories });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (cache === 'off') await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Blocked in the browser, not routed, so the other requests take no detour.
    if (load.blockPageImages) await cdp.send('Network.setBlockedURLs', { urls: ['*/iiif/3/edition-*'] });
    const pdfRequests = new Map<string, { range: boolean; wallTime: number }>();
    let pdfBytes = 0;
    let frozenBytes: number | null = null;
    cdp.on('Network.requestWillBeSent', (event) => {
      // The file's own requests and the reader's request for its opening (its start and end, which
      // the page's head preloads): a part of the file either way.
      const path = new URL(event.request.url).pathname;
      if (path === load.pdfPath || path === `${load.pdfPath}/opening`)
        pdfRequests.set(event.requestId, {
          range:
            path !== load.pdfPath ||
            Object.keys(event.request.headers).some((name) => name.toLowerCase() === 'range'),
          wallTime: event.wallTime * 1000,
        });
    });
    cdp.on('Network.dataReceived', (event) => {
      if (pdfRequests.has(event.requestId) && frozenBytes === null)
        pdfBytes += event.encodedDataLength || event.dataLength;
    });
    let drawn: (ms: number) => void = () => {};
    const pageDrawn = new Promise<number>((done) => {
      drawn = done;
    });
    await page.exposeFunction('benchPageDrawn', (ms: number) => {
      frozenBytes ??= pdfBytes;
      drawn(ms);
    });
    let placeholderMs: number | null = null;
    await page.exposeFunction('benchPlaceholderShown', (ms: number) => {
      placeholderMs ??= ms;
    });
    await page.addInitScript((pageNumber: number) => {
      const bench = window as unknown as {
        benchPageDrawn: (ms: number) => void;
        benchPlaceholderShown: (ms: number) => void;
      };
      let placeholderSeen = false;
      // No named function in here: tsx would wrap it in a helper the page does not have.
      const observer = new MutationObserver(() => {
        if (!placeholderSeen && document.querySelector('[data-page-placeholder][data-shown]')) {
          placeholderSeen = true;
          bench.benchPlaceholderShown(performance.now());
        }
        const box = document.querySelector(`.page[data-page-number="${pageNumber}"]`);
        const drawn =
          box?.hasAttribute('data-loaded') &&
          box.querySelector('canvas') &&
          !box.classList.contains('loadingIcon');
        if (!drawn) return;
        observer.disconnect();
        bench.benchPageDrawn(performance.now());
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    }, load.pageNumber);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(load.url, { waitUntil: 'commit' });
    const drawnMs = await Promise.race([
      pageDrawn,
      new Promise<number>((_, fail) =>
        setTimeout(
          () =>
            fail(
              new Error(
                `page ${load.pageNumber} of ${load.url} not drawn in 60 s; the page said: ${errors.join(' | ') || 'nothing'}`,
              ),
            ),
          60_000,
        ),
      ),
    ]);
    if (traceFile) await browser.stopTracing();
    const requests = [...pdfRequests.values()];
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    const marks = await page.evaluate(() =>
      performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('reader:'))
        .map((mark) => [mark.name.slice('reader:'.length), mark.startTime] as const),
    );
    const steps: Record<string, number> = {};
    for (const [name, at] of marks) steps[name] ??= at;
    return {
      drawnMs,
      placeholderMs: placeholderMs as number | null,
      pdfRequestedMs: Math.min(...requests.map((request) => request.wallTime)) - navigationStart,
      pdfBytes: frozenBytes ?? pdfBytes,
      pdfRequests: requests.length,
      rangeRequests: requests.filter((request) => request.range).length,
      steps,
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

/** Each step's median over the runs that marked it. */
function medianSteps(runs: Run[]): Record<string, number> {
  const names = [...new Set(runs.flatMap((run) => Object.keys(run.steps)))];
  return Object.fromEntries(
    names.map((name) => [
      name,
      median(runs.flatMap((run) => (run.steps[name] === undefined ? [] : [run.steps[name]]))),
    ]),
  );
}

const kinds = {
  reader: 'reader, first page',
  readerDeep: `reader, ?page=${deepPage}`,
  readerPdfjsOnly: 'reader, first page, page images blocked',
  bare: 'bare pdf.js, first page',
  bareDeep: `bare pdf.js, page ${deepPage}`,
} as const;
type Kind = keyof typeof kinds;

/** The five kinds of load over one protocol, BENCH_RUNS times each, and their table. */
async function measureOver(
  protocol: Protocol,
  url: string,
  target: { pagePath: string; pdfPath: string },
  pdfBytesInAll: number,
) {
  const page = `${url}${target.pagePath}`;
  const bareUrl = (pageNumber: number) =>
    `${url}/bench-bare/viewer.html?file=${encodeURIComponent(target.pdfPath)}&page=${pageNumber}`;
  const loads: Record<Kind, Load> = {
    reader: { url: page, pdfPath: target.pdfPath, pageNumber: 1, blockPageImages: false },
    readerDeep: {
      url: `${page}?page=${deepPage}`,
      pdfPath: target.pdfPath,
      pageNumber: deepPage,
      blockPageImages: false,
    },
    readerPdfjsOnly: { url: page, pdfPath: target.pdfPath, pageNumber: 1, blockPageImages: true },
    bare: { url: bareUrl(1), pdfPath: target.pdfPath, pageNumber: 1, blockPageImages: false },
    bareDeep: {
      url: bareUrl(deepPage),
      pdfPath: target.pdfPath,
      pageNumber: deepPage,
      blockPageImages: false,
    },
  };
  // One unmeasured load of each: the server's first reads and query plans, and the page images it
  // renders once and then serves from its cache, as it does for every later visitor.
  for (const load of Object.values(loads)) await measure(browser, load);
  const measured = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, [] as Run[]])) as Record<
    Kind,
    Run[]
  >;
  // The kinds take turns, so that whatever else loads the machine weighs on all of them alike.
  for (let run = 0; run < runs; run++) {
    for (const kind of Object.keys(kinds) as Kind[]) measured[kind].push(await measure(browser, loads[kind]));
  }
  if (trace) {
    const traceFile = join(benchDir, `reader-trace-${protocol}.json`);
    const traced = await measure(browser, loads.reader, traceFile);
    const events = (JSON.parse(await readFile(traceFile, 'utf8')) as { traceEvents: TraceEvent[] })
      .traceEvents;
    log(`\ntraced load of the reader: page drawn at ${traced.drawnMs.toFixed(0)} ms (${traceFile})`);
    log(traceBusyTimes(events, traced.drawnMs));
  }
  const drawn = (kind: Kind) => measured[kind].map((run) => run.drawnMs);
  const medianOf = (kind: Kind) => median(drawn(kind));
  const ratio = medianOf('reader') / medianOf('bare');
  const deepExtra = medianOf('readerDeep') - medianOf('reader');
  const pdfjsOnly = measured.readerPdfjsOnly;
  const bytes = pdfjsOnly.map((run) => run.pdfBytes);
  const results = {
    pdf: { pages: pageCount, bytes: pdfBytesInAll },
    runs,
    pageDrawnMs: Object.fromEntries(
      (Object.keys(kinds) as Kind[]).map((kind) => [kind, { median: medianOf(kind), runs: drawn(kind) }]),
    ),
    pdfRequestedMs: Object.fromEntries(
      (Object.keys(kinds) as Kind[]).map((kind) => [
        kind,
        median(measured[kind].map((run) => run.pdfRequestedMs)),
      ]),
    ),
    readerOverBarePdfjs: ratio,
    deepPageOverFirstPageMs: deepExtra,
    // Only the loads where it showed: pdf.js draws first on some.
    placeholderShownMs: median(
      measured.reader.flatMap((run) => (run.placeholderMs === null ? [] : [run.placeholderMs])),
    ),
    readerStepsMs: Object.fromEntries(
      (['reader', 'readerDeep'] as const).map((kind) => [kind, medianSteps(measured[kind])]),
    ),
    pdfBytesBeforeFirstPage: { median: median(bytes), runs: bytes },
    shareOfFileBeforeFirstPage: median(bytes) / pdfBytesInAll,
    pdfRequestsBeforeFirstPage: pdfjsOnly.map((run) => run.pdfRequests),
    rangeRequestsBeforeFirstPage: pdfjsOnly.map((run) => run.rangeRequests),
    measuredAt: new Date().toISOString(),
  };

  const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'not shown');
  log('');
  log(
    `PDF reader against bare pdf.js over ${protocolNames[protocol]}, ${pageCount}-page PDF of ${megabytes(pdfBytesInAll)}, ${runs} cold loads each, the browser cache ${cache}`,
  );
  log('');
  const row = (cells: string[]) =>
    log(`| ${cells.map((cell, index) => (index ? cell.padStart(12) : cell.padEnd(42))).join(' | ')} |`);
  row([
    'page drawn, from navigation',
    'median',
    'PDF asked at',
    ...Array.from({ length: runs }, (_, i) => `run ${i + 1}`),
  ]);
  row(['-'.repeat(42), ...Array.from({ length: runs + 2 }, () => '-'.repeat(12))]);
  for (const kind of Object.keys(kinds) as Kind[]) {
    row([
      kinds[kind],
      ms(medianOf(kind)),
      ms(results.pdfRequestedMs[kind] as number),
      ...drawn(kind).map(ms),
    ]);
  }
  log('');
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  log(`reader / bare pdf.js, first page: ${ratio.toFixed(2)}x (target <= 1.10x: ${verdict(ratio <= 1.1)})`);
  log(
    `reader ?page=${deepPage} − reader first page: ${deepExtra.toFixed(0)} ms (target <= 100 ms: ${verdict(deepExtra <= 100)})`,
  );
  log(
    `reader ?page=${deepPage} / bare pdf.js page ${deepPage}: ${(medianOf('readerDeep') / medianOf('bareDeep')).toFixed(2)}x`,
  );
  log(
    `the page's IIIF image shown in the reader at: ${ms(results.placeholderShownMs)} (median of the loads where it showed before pdf.js drew)`,
  );
  for (const kind of ['reader', 'readerDeep'] as const) {
    const steps = Object.entries(results.readerStepsMs[kind] ?? {}).sort(([, a], [, b]) => a - b);
    log(`${kinds[kind]}, its steps (medians): ${steps.map(([name, at]) => `${name} ${ms(at)}`).join(', ')}`);
  }
  const share = (value: number) => `${((value / pdfBytesInAll) * 100).toFixed(1)} %`;
  log(
    `PDF fetched by the reader before its first page (images blocked): ${megabytes(median(bytes))} (${share(median(bytes))} of the file), requests ${results.pdfRequestsBeforeFirstPage.join(', ')}`,
  );
  return results;
}

await mkdir(benchDir, { recursive: true });
const started = Date.now();
const pdf = await benchPdf({
  path: pdfPath,
  pageCount,
  // About 220 kB a page, as a scanned plate would be: 44 MB in all, the size of the issue's catalogue.
  plate: { width: 540, height: 780, quality: 70, gradient: false },
  plates: 'one-per-page',
  pageNumbers: true,
  log,
});
await builtWebApp();
const db = await preparedDatabase();
// Over HTTP/2 the server's certificate is trusted, not its errors ignored: only then does Chromium
// cache what it fetched, the scripts early hints preloaded among them (localhost-certificate.ts).
const tlsFiles = protocols.includes('http2') ? await localhostCertificate(join(benchDir, 'tls')) : undefined;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [...chromiumArgs, ...(tlsFiles ? [tlsFiles.chromiumFlag] : [])],
});

try {
  const target = await editionWithBigPdf(db, pdf);
  const results: Partial<Record<Protocol, Awaited<ReturnType<typeof measureOver>>>> = {};
  for (const protocol of protocols) {
    const tls = protocol === 'http2' ? tlsFiles : undefined;
    const { app, url } = await startServer(db, tls);
    try {
      results[protocol] = await measureOver(protocol, url, target, pdf.length);
    } finally {
      await app.close();
    }
  }
  await writeFile(join(benchDir, 'reader-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  log(`\nwritten to data/bench/reader-results.json in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await browser.close();
  await db.close();
}
