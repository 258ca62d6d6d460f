import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pageImageServiceUrl } from '../../common/iiif-page-images.ts';
import { editionManifestPath } from '../../common/iiif-presentation.ts';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { ensureAdmin } from '../../server/domain/auth.ts';
import { FileStore } from '../../server/domain/files.ts';
import { syncDefaultTranslations } from '../../server/domain/translations.ts';
import { seedDemoData } from '../../server/seed/demo-seed.ts';
import { benchPdf, firstEditionWithPdf } from './bench-pdf.ts';

/**
 * `npm run bench:iiif`: a PDF page as a 1,000 px wide IIIF image, drawn (cold: a page not drawn
 * before, its PDF already open in the worker) and from the disk cache, over HTTP. A 200-page PDF
 * with a scanned plate on every page replaces a demo edition's PDF; BENCH_RUNS (default 20)
 * distinct pages are drawn, then one of them is asked for BENCH_RUNS times again. The first request
 * (which starts a worker and opens the PDF) is reported apart. Targets: 300 ms cold, 10 ms cached.
 *
 * Then the edition's IIIF manifest (200 canvases) from a server started afresh: the first request
 * (cold: a worker started, the PDF opened and its 200 pages measured, the document built) and
 * BENCH_RUNS more (cached: kept until the data changes). Targets: 500 ms cold, 50 ms cached.
 */
const runs = Number(process.env.BENCH_RUNS ?? 20);
const pageCount = 200;
const rootDir = resolve(import.meta.dirname, '..', '..');
const benchDir = join(rootDir, 'data', 'bench');
const dataDir = join(benchDir, 'iiif-data');
const pdfPath = join(benchDir, `iiif-${pageCount}-pages.pdf`);
const staff = { email: 'bench@example.org', password: 'bench-password-iiif' };

const log = (message: string) => process.stdout.write(`${message}\n`);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function timed(url: string, check?: (body: ArrayBuffer) => void): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${Buffer.from(body).toString()}`);
  check?.(body);
  return elapsed;
}

/** A manifest with a canvas per page of the benchmark PDF, each with its image. */
function checkManifest(body: ArrayBuffer) {
  const manifest = JSON.parse(Buffer.from(body).toString()) as { items: Array<{ items: unknown[] }> };
  if (manifest.items.length !== pageCount || manifest.items.some((canvas) => canvas.items.length !== 1)) {
    throw new Error(`the manifest has ${manifest.items.length} canvases, not ${pageCount} with images`);
  }
}

const pdf = await benchPdf({
  path: pdfPath,
  pageCount,
  // A plate as a scanner gives it: 1,200 × 1,700 pixels of noise over a gradient, about 1 MB.
  plate: { width: 1200, height: 1700, quality: 75, gradient: true },
  plates: 4,
  pageNumbers: false,
  log,
});
const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
await migrate(db);
await syncDefaultTranslations(db);
await ensureAdmin(db, staff);
await seedDemoData(db, new FileStore(dataDir));
// Every run starts with no cached derivative.
await rm(join(dataDir, 'cache', 'iiif'), { recursive: true, force: true });
const config = readConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  RATE_LIMIT_IIIF_PER_MINUTE: '100000',
});
const app = await buildApp({ config, db, logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
let editionId = 0;

try {
  ({ editionId } = await firstEditionWithPdf(url, pdf, staff, log));
  const image = (page: number) =>
    `${url}${pageImageServiceUrl('/iiif/3', { editionId, page })}/full/^1000,/0/default.jpg`;

  const first = await timed(image(1));
  const cold: number[] = [];
  for (let page = 2; page < 2 + runs; page++) cold.push(await timed(image(page)));
  const cached: number[] = [];
  for (let run = 0; run < runs; run++) cached.push(await timed(image(2)));

  log('');
  log('| 1,000 px page image | p50 ms | target ms |');
  log('|---|---|---|');
  log(`| first request (worker start, PDF opened) | ${first.toFixed(0)} | |`);
  log(`| cold (not drawn before), ${runs} pages | ${median(cold).toFixed(0)} | 300 |`);
  log(`| cached, ${runs} requests | ${median(cached).toFixed(1)} | 10 |`);
} finally {
  await app.close();
}

/** Runs `measure` against a server started afresh on the same data: no worker running, nothing kept. */
async function onFreshServer<T>(
  measure: (url: string) => Promise<T>,
  { warmPdfWorker = false } = {},
): Promise<T> {
  const fresh = await buildApp({ config, db, logger: false, warmPdfWorker });
  try {
    const origin = await fresh.listen({ port: 0, host: '127.0.0.1' });
    // As `npm start` runs it: its worker has long loaded PDFium when the first visitor comes.
    if (warmPdfWorker) await new Promise((resolve) => setTimeout(resolve, 2000));
    return await measure(origin);
  } finally {
    await fresh.close();
  }
}

try {
  const manifest = (origin: string) => `${origin}${editionManifestPath(editionId)}`;
  // The first request of a server's life, which also starts the PDFium worker it needs.
  const coldStart = await onFreshServer((origin) => timed(manifest(origin), checkManifest));
  const warmStart = await onFreshServer((origin) => timed(manifest(origin), checkManifest), {
    warmPdfWorker: true,
  });
  // As after an upload (whose cover is drawn by the same workers): a worker running, this PDF not
  // measured yet. Another edition's page starts the worker.
  const [other] = await db.query<{ id: number }>(
    'select id from editions where pdf_file_id is not null and id <> $1 order by id limit 1',
    [editionId],
  );
  const { cold, cached } = await onFreshServer(async (origin) => {
    if (other)
      await timed(`${origin}${pageImageServiceUrl('/iiif/3', { editionId: other.id, page: 1 })}/info.json`);
    const first = await timed(manifest(origin), checkManifest);
    const again: number[] = [];
    for (let run = 0; run < runs; run++) again.push(await timed(manifest(origin), checkManifest));
    return { cold: first, cached: again };
  });
  log('');
  log(`| IIIF manifest, ${pageCount} pages | ms | target ms |`);
  log('|---|---|---|');
  log(`| cold: first request, a worker already running (as after an upload) | ${cold.toFixed(0)} | 500 |`);
  log(
    `| cold: first request of a server as \`npm start\` runs it (worker started with it) | ${warmStart.toFixed(0)} | 500 |`,
  );
  log(`| cold: first request of a fresh server, which starts the worker | ${coldStart.toFixed(0)} | |`);
  log(`| cached, p50 of ${runs} requests | ${median(cached).toFixed(1)} | 50 |`);
} finally {
  await db.close();
}
