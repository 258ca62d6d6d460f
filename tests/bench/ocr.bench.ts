import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { ensureAdmin } from '../../server/domain/auth.ts';
import { FileStore } from '../../server/domain/files.ts';
import { foldText } from '../../server/domain/text.ts';
import { syncDefaultTranslations } from '../../server/domain/translations.ts';
import { seedDemoData } from '../../server/seed/demo-seed.ts';
import { checkTesseract } from '../../server/services/ocr/tesseract.ts';
import { benchDir } from './bench-database.ts';

/**
 * `npm run bench:ocr`: OCR pages per minute through the server's own queue, with 1 and 2 workers.
 * The scans: octavo catalogue pages (34 numbered entries in 8 pt type, slightly rotated, blurred,
 * noisy, on toned paper), scanned at 300 ppi and stored as JPEG, one PDF of BENCH_OCR_PAGES pages
 * (default 4) per edition for BENCH_OCR_EDITIONS editions (default 4): one job each, so two
 * workers have work side by side. The PDFs are uploaded to a server with OCR off, and a server with
 * N workers is then timed from its start until every job is done. Meanwhile a client asks for a
 * catalogue list every 250 ms: its latency shows whether the server keeps answering. Reported
 * with the share of the printed words the search can find.
 */
const pagesPerPdf = Number(process.env.BENCH_OCR_PAGES ?? 4);
const editionCount = Number(process.env.BENCH_OCR_EDITIONS ?? 4);
const dataDir = join(benchDir, 'ocr-data');
const staff = { email: 'bench@example.org', password: 'bench-password-ocr' };
const log = (message: string) => process.stdout.write(`${message}\n`);
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ??
  Number.NaN;

const subjects = [
  'Venezia. Basilica di San Marco, facciata principale',
  'Firenze. Palazzo Vecchio e la Loggia dei Lanzi',
  'Roma. Il Colosseo, veduta interna',
  'Napoli. Panorama preso da Posillipo',
  'Milano. Il Duomo, dettaglio delle guglie',
  'Pisa. Il Campanile inclinato',
  'Genova. Porto e Lanterna',
  'Torino. Piazza Castello',
  'Verona. Arena, interno',
  'Bologna. Le due Torri',
];
const formats = ['grande', 'medio', 'piccolo'];

/** The lines printed on page `number`: a heading and 34 entries. */
function printedLines(number: number): string[] {
  const entries = Array.from({ length: 34 }, (_, index) => {
    const entry = (number - 1) * 34 + index + 1;
    return `${entry}. ${subjects[entry % subjects.length]}, formato ${formats[entry % 3]} ... L. ${(entry % 7) + 2},50`;
  });
  return ['CATALOGO DELLE FOTOGRAFIE', ...entries];
}

/** A page as a scanner gives it: 300 ppi, 8 pt type, 0.6° askew, blurred, noise, JPEG at quality 50. */
async function scannedPage(number: number): Promise<Uint8Array> {
  const dpi = 300;
  const scale = dpi / 72;
  const width = Math.round(6 * dpi);
  const height = Math.round(9 * dpi);
  const [heading, ...entries] = printedLines(number);
  const text = entries
    .map(
      (line, index) =>
        `<text x="${30 * scale}" y="${(70 + index * 16) * scale}" font-family="DejaVu Serif" font-size="${8 * scale}" fill="#3a3026">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#d9cfb8"/><text x="${120 * scale}" y="${40 * scale}" font-family="DejaVu Serif" font-size="${14 * scale}" font-weight="bold" fill="#3a3026">${heading}</text>${text}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .rotate(0.6, { background: '#d9cfb8' })
    .resize(width, height)
    .blur(0.8)
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let state = number * 7919;
  for (let index = 0; index < data.length; index++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    data[index] = Math.max(0, Math.min(255, (data[index] ?? 0) + ((state & 63) - 32)));
  }
  return sharp(data, { raw: info }).jpeg({ quality: 50 }).toBuffer();
}

/** Edition `index`'s scanned PDF: made once, then read back, so runs on different days compare. */
async function scannedPdf(index: number): Promise<Uint8Array> {
  const path = join(benchDir, `ocr-scan-${index}-${pagesPerPdf}-pages.pdf`);
  if (existsSync(path)) return new Uint8Array(await readFile(path));
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (let page = 1; page <= pagesPerPdf; page++) {
    const image = await doc.embedJpg(await scannedPage(index * pagesPerPdf + page));
    doc.addPage([432, 648]).drawImage(image, { x: 0, y: 0, width: 432, height: 648 });
  }
  const bytes = await doc.save();
  await mkdir(benchDir, { recursive: true });
  await writeFile(path, bytes);
  return bytes;
}

const tesseract = await checkTesseract(['ita', 'fra', 'deu', 'eng', 'spa']);
if (!tesseract.available) {
  log(`bench:ocr skipped: ${tesseract.reason}`);
  process.exit(0);
}
log(`generating or reading ${editionCount} scanned PDFs of ${pagesPerPdf} pages…`);
const pdfs = await Promise.all(Array.from({ length: editionCount }, (_, index) => scannedPdf(index)));

const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
await migrate(db);
await syncDefaultTranslations(db);
await ensureAdmin(db, staff);
await seedDemoData(db, new FileStore(dataDir));
const configWith = (workers: number) =>
  readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', OCR_WORKERS: String(workers) });

/** Puts the scans into the first demo editions on a server with OCR off: their jobs wait, queued. */
async function queueScans(): Promise<Array<{ catalogueId: number; editionId: number }>> {
  const app = await buildApp({ config: configWith(0), db, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const signIn = await fetch(`${url}/api/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(staff),
    });
    const { token } = await signIn.json();
    const list = await (await fetch(`${url}/api/catalogues?per-page=${editionCount}`)).json();
    const editions: Array<{ catalogueId: number; editionId: number }> = list.catalogues.map(
      (catalogue: { id: number; editions: Array<{ id: number }> }) => ({
        catalogueId: catalogue.id,
        editionId: catalogue.editions[0]?.id,
      }),
    );
    for (const [index, edition] of editions.entries()) {
      const form = new FormData();
      form.append('pdf', new Blob([Buffer.from(pdfs[index] ?? [])], { type: 'application/pdf' }), 'scan.pdf');
      const upload = await fetch(
        `${url}/api/catalogues/${edition.catalogueId}/editions/${edition.editionId}/pdf`,
        {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        },
      );
      if (!upload.ok) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
    }
    return editions;
  } finally {
    await app.close();
  }
}

/** The share of the printed words (of three letters or more) the search index holds for the scans. */
async function wordsFound(editions: Array<{ editionId: number }>): Promise<number> {
  let found = 0;
  let printed = 0;
  for (const [index, { editionId }] of editions.entries()) {
    const pages = await db.query<{ page: number; text: string }>(
      'select page, text from pdf_pages where edition_id = $1',
      [editionId],
    );
    for (const { page, text } of pages) {
      const recognised = new Map<string, number>();
      for (const word of foldText(text).match(/[\p{L}]{3,}/gu) ?? []) {
        recognised.set(word, (recognised.get(word) ?? 0) + 1);
      }
      for (const word of foldText(printedLines(index * pagesPerPdf + page).join(' ')).match(
        /[\p{L}]{3,}/gu,
      ) ?? []) {
        printed++;
        const left = recognised.get(word) ?? 0;
        if (left > 0) {
          found++;
          recognised.set(word, left - 1);
        }
      }
    }
  }
  return printed === 0 ? 0 : found / printed;
}

log('');
log(
  `OCR on ${availableParallelism()} cores, Tesseract ${tesseract.version}, ${editionCount} × ${pagesPerPdf} pages`,
);
log('');
log(
  '| workers | pages | seconds | pages per minute | words found | list request p50 / p95 / max ms while OCR runs |',
);
log('|---|---|---|---|---|---|');
for (const workers of [1, 2]) {
  const editions = await queueScans();
  const ids = editions.map((edition) => edition.editionId);
  const app = await buildApp({ config: configWith(workers), db, logger: false });
  const started = performance.now();
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const latencies: number[] = [];
  try {
    for (;;) {
      const asked = performance.now();
      const answer = await fetch(`${url}/api/catalogues?per-page=5&page=${(latencies.length % 5) + 1}`);
      await answer.arrayBuffer();
      latencies.push(performance.now() - asked);
      const [queue] = await db.query<{ open: number; failed: number }>(
        `select count(*) filter (where status in ('queued', 'running'))::int as open,
           count(*) filter (where status = 'failed')::int as failed
         from ocr_jobs where edition_id = any($1)`,
        [ids],
      );
      if (queue?.failed) throw new Error(`${queue.failed} OCR jobs failed`);
      if (queue?.open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await app.close();
  }
  const seconds = (performance.now() - started) / 1000;
  const pages = editionCount * pagesPerPdf;
  const share = await wordsFound(editions);
  log(
    `| ${workers} | ${pages} | ${seconds.toFixed(1)} | ${((pages / seconds) * 60).toFixed(1)} | ${(share * 100).toFixed(1)} % | ${percentile(latencies, 0.5).toFixed(0)} / ${percentile(latencies, 0.95).toFixed(0)} / ${Math.max(...latencies).toFixed(0)} |`,
  );
}
await db.close();
