import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { foldText } from '../../server/domain/text.ts';
import { checkTesseract } from '../../server/services/ocr/tesseract.ts';
import { startTestServer, type TestServer } from './harness.ts';

type Edition = components['schemas']['Edition'];
type OcrState = components['schemas']['OcrState'];
type OcrPageWords = components['schemas']['OcrPageWords'];
type PdfSearchHit = components['schemas']['PdfSearchHit'];

const languages = ['ita', 'fra', 'deu', 'eng', 'spa'];
const tesseract = await checkTesseract(languages);
const missingLanguages = tesseract.available ? tesseract.missing : languages;

/** One scanned page per language, each with a word the search looks for (accents and all). */
const scannedPages = [
  { language: 'Italian', lines: ['Veduta della Città di Perugia', 'presa dal giardino'], word: 'Città' },
  { language: 'French', lines: ['Intérieur de la cathédrale', 'vue prise du chœur'], word: 'cathédrale' },
  { language: 'German', lines: ['Ansicht der alten Brücke', 'über den Fluss'], word: 'Brücke' },
  { language: 'English', lines: ['View of the harbour', 'from the lighthouse'], word: 'lighthouse' },
  { language: 'Spanish', lines: ['Patio del Alcázar de Sevilla', 'año de la Señora'], word: 'Alcázar' },
];

/** A page image of printed text: a scan as OCR meets it, but small, so the suite stays quick. */
async function textImage(lines: string[]): Promise<Uint8Array> {
  const text = lines
    .map(
      (line, index) =>
        `<text x="40" y="${110 + index * 90}" font-family="DejaVu Serif" font-size="56">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="300"><rect width="100%" height="100%" fill="#f3efe4"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).grayscale().png().toBuffer();
}

/** An image-only PDF (no text layer): one page per language, 360 × 108 pt each. */
async function scannedPdf(pages = scannedPages): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const page of pages) {
    const image = await doc.embedPng(await textImage(page.lines));
    doc.addPage([360, 108]).drawImage(image, { x: 0, y: 0, width: 360, height: 108 });
  }
  return doc.save();
}

let server: TestServer;
/** The app answering now: the restart test replaces the harness's with one on the same database. */
let app: TestServer['app'];
let scan: Uint8Array;
beforeAll(async () => {
  server = await startTestServer({ OCR_WORKERS: '1' });
  app = server.app;
  scan = await scannedPdf();
});
afterAll(async () => {
  // The harness closes its own app (again, if the restart closed it) with the database and files.
  if (app !== server?.app) await app?.close();
  await server?.close();
});

async function multipart(bytes: Uint8Array) {
  const form = new FormData();
  form.append('pdf', new Blob([new Uint8Array(bytes)]), 'scan.pdf');
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    type: encoded.headers.get('content-type') ?? '',
  };
}

/** A new catalogue's first edition, to put a PDF in. */
async function newEdition(mainTitle: string): Promise<Edition> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/catalogues',
    headers: server.admin,
    payload: { mainTitle },
  });
  expect(created.statusCode, created.body).toBe(201);
  const edition = created.json<{ catalogue: { editions: Edition[] } }>().catalogue.editions[0];
  if (!edition) throw new Error('a new catalogue comes with an edition');
  return edition;
}

const editionUrl = (edition: Edition) => `/api/catalogues/${edition.catalogueId}/editions/${edition.id}`;

async function uploadPdf(edition: Edition, bytes: Uint8Array): Promise<Edition> {
  const body = await multipart(bytes);
  const response = await app.inject({
    method: 'PUT',
    url: `${editionUrl(edition)}/pdf`,
    headers: { ...server.admin, 'content-type': body.type },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ edition: Edition }>().edition;
}

async function ocrState(edition: Edition): Promise<OcrState> {
  const response = await app.inject({
    method: 'GET',
    url: `${editionUrl(edition)}/ocr`,
    headers: server.admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OcrState>();
}

/** How long OCR may take to get somewhere: a busy 2-core machine reads a scanned page in seconds. */
const ocrWaitMs = 60_000;

/** Polls the edition's OCR state, as the dashboard does, until `until` holds (at most `ocrWaitMs`). */
async function waitForOcr(edition: Edition, until: (state: OcrState) => boolean): Promise<OcrState> {
  const deadline = Date.now() + ocrWaitMs;
  for (;;) {
    const state = await ocrState(edition);
    if (until(state)) return state;
    if (Date.now() > deadline) throw new Error(`OCR did not get there: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
const finished = (state: OcrState) => state.job?.status === 'done' || state.job?.status === 'failed';

async function searchHit(keyword: string, edition: Edition): Promise<PdfSearchHit | undefined> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/editions/pdfs?keyword=${encodeURIComponent(keyword)}&per-page=100`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PdfSearchHit[] }>().data.find((hit) => hit.edition.id === edition.id);
}

/** The app closed (its workers give their job back) and built again on the same database and files. */
async function restart() {
  await app.close();
  const config = readConfig({
    DATA_DIR: server.dataDir,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    RATE_LIMIT_SEARCH_PER_MINUTE: '100000',
    OCR_WORKERS: '1',
  });
  app = await buildApp({ config, db: server.db, logger: false });
  await app.ready();
}

describe.skipIf(missingLanguages.length > 0)(
  `OCR of scanned PDFs${missingLanguages.length > 0 ? ` (skipped: Tesseract or its languages ${missingLanguages.join(', ')} are not installed; .ci/run installs them)` : ''}`,
  // A test may wait for OCR twice (a first page, then the rest after a restart).
  { timeout: 2 * ocrWaitMs + 10_000 },
  () => {
    let scanned: Edition;

    it('reads an image-only PDF in the background, page n of m, and goes on after a restart', async () => {
      scanned = await newEdition('Scanned catalogue');
      const uploaded = await uploadPdf(scanned, scan);
      expect(uploaded.pdf).toMatchObject({ pages: 5, textStatus: 'no-text' });
      const first = await ocrState(scanned);
      expect(first.engine).toEqual({ available: true, reason: null });
      expect(first.job).toMatchObject({ pagesTotal: 5, error: null, skippedPages: [] });
      expect(['queued', 'running']).toContain(first.job?.status);

      const started = await waitForOcr(scanned, (state) => (state.job?.pagesDone ?? 0) >= 1);
      expect(started.job?.pagesDone).toBeLessThanOrEqual(5);
      await restart();
      const done = await waitForOcr(scanned, finished);
      expect(done.job).toMatchObject({
        status: 'done',
        pagesDone: 5,
        pagesTotal: 5,
        skippedPages: [],
        error: null,
      });
      // Restarts do not count as attempts: a job the server gave back is not a failing job.
      expect(done.job?.attempts).toBe(1);

      const edition = await app.inject({ method: 'GET', url: editionUrl(scanned) });
      expect(edition.json<{ edition: Edition }>().edition.pdf?.textStatus).toBe('ocr');
    });

    it('lets the PDF search find a word of each language on its page', async () => {
      for (const [index, page] of scannedPages.entries()) {
        const hit = await searchHit(page.word, scanned);
        expect(hit, `${page.language}: ${page.word}`).toBeDefined();
        expect(
          hit?.matches.map((match) => match.page),
          page.word,
        ).toEqual([index + 1]);
        // Tesseract favours the first of its languages (Italian): 'Alcázar' may come out 'Alcazar',
        // which the search, folding accents, finds all the same.
        expect(foldText(hit?.matches[0]?.snippet ?? '')).toContain(foldText(page.word));
      }
      // Folded as everywhere in the search: without accents, in capitals.
      expect((await searchHit('BRUCKE', scanned))?.matches[0]?.page).toBe(3);
    });

    it("gives the reader the boxes of a search's words on the page, inside it", async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${editionUrl(scanned)}/pdf/words?keyword=${encodeURIComponent('cathedrale lighthouse')}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { pages } = response.json<OcrPageWords>();
      expect(pages.map((page) => page.page)).toEqual([2, 4]);
      expect(pages.map((page) => page.words.map((word) => word.text))).toEqual([
        ['cathédrale'],
        ['lighthouse'],
      ]);
      for (const word of pages.flatMap((page) => page.words)) {
        expect(word.left).toBeGreaterThan(0);
        expect(word.top).toBeGreaterThan(0);
        expect(word.width).toBeGreaterThan(0.1);
        expect(word.height).toBeGreaterThan(0.1);
        expect(word.left + word.width).toBeLessThanOrEqual(1);
        expect(word.top + word.height).toBeLessThanOrEqual(1);
      }
      // "lighthouse" is on the second line of its page: below the middle.
      expect(pages[1]?.words[0]?.top).toBeGreaterThan(0.5);
      const none = await app.inject({
        method: 'GET',
        url: `${editionUrl(scanned)}/pdf/words?keyword=Colosseo`,
      });
      expect(none.json<OcrPageWords>()).toEqual({ pages: [] });
    });

    it('drops the job of a PDF that is replaced: its words never reach the search', async () => {
      const replaced = await newEdition('Replaced scan');
      await uploadPdf(replaced, scan);
      const withText = await PDFDocument.create();
      withText.addPage([200, 200]).drawText('Nothing scanned here', { x: 20, y: 100, size: 12 });
      const edition = await uploadPdf(replaced, await withText.save());
      expect(edition.pdf?.textStatus).toBe('indexed');
      expect((await ocrState(replaced)).job).toBeNull();
      // One worker takes jobs in turn: once a later one is done, the dropped one has stopped.
      const later = await newEdition('Later scan');
      await uploadPdf(later, await scannedPdf(scannedPages.slice(4)));
      await waitForOcr(later, finished);
      expect(await searchHit('Alcázar', replaced)).toBeUndefined();
      expect(await searchHit('Alcázar', later)).toBeDefined();
    });

    it('fails a corrupt scan alone, with a reason, and queues it again on a retry', async () => {
      const corrupt = await newEdition('Corrupt scan');
      // Cut short in transfer: pdf.js cannot read its text, PDFium cannot open it.
      const uploaded = await uploadPdf(corrupt, scan.subarray(0, Math.floor(scan.length * 0.6)));
      expect(uploaded.pdf?.textStatus).toBe('failed');
      const failed = await waitForOcr(corrupt, finished);
      expect(failed.job).toMatchObject({ status: 'failed', attempts: 1 });
      expect(failed.job?.error).toMatch(/could not be read/);

      const notFailed = await app.inject({
        method: 'POST',
        url: `${editionUrl(scanned)}/ocr/retry`,
        headers: server.admin,
      });
      expect(notFailed.statusCode).toBe(409);
      const retry = await app.inject({
        method: 'POST',
        url: `${editionUrl(corrupt)}/ocr/retry`,
        headers: server.admin,
      });
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json<OcrState>().job).toMatchObject({ status: 'queued', pagesDone: 0, error: null });
      const again = await waitForOcr(corrupt, (state) => finished(state) && (state.job?.attempts ?? 0) >= 2);
      expect(again.job).toMatchObject({ status: 'failed', attempts: 2 });
      // The server answered all along, and the other edition's OCR stands.
      expect((await ocrState(scanned)).job?.status).toBe('done');
    });
  },
);

describe('OCR turned off (OCR_WORKERS=0)', () => {
  let off: TestServer;
  beforeAll(async () => {
    off = await startTestServer({ OCR_WORKERS: '0' });
  });
  afterAll(() => off.close());

  it('says so, and keeps the job of an uploaded scan queued', async () => {
    const created = await off.request({
      method: 'POST',
      url: '/api/catalogues',
      headers: off.admin,
      payload: { mainTitle: 'Waiting scan' },
    });
    const edition = created.json<{ catalogue: { editions: Edition[] } }>().catalogue.editions[0] as Edition;
    const body = await multipart(await scannedPdf());
    const upload = await off.request({
      method: 'PUT',
      url: `${editionUrl(edition)}/pdf`,
      headers: { ...off.admin, 'content-type': body.type },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const state = (
      await off.request({ method: 'GET', url: `${editionUrl(edition)}/ocr`, headers: off.admin })
    ).json<OcrState>();
    expect(state.engine.available).toBe(false);
    expect(state.engine.reason).toMatch(/OCR_WORKERS=0/);
    expect(state.job).toMatchObject({ status: 'queued', pagesDone: 0, pagesTotal: 5 });
  });

  it('answers 404 for the OCR of an edition that does not exist, and of a job to retry that does not', async () => {
    const missing = await off.request({
      method: 'GET',
      url: '/api/catalogues/1/editions/999999/ocr',
      headers: off.admin,
    });
    expect(missing.statusCode).toBe(404);
    const { catalogues } = await off.getJson<{ catalogues: Array<{ id: number; editions: Edition[] }> }>(
      '/api/catalogues?per-page=1',
    );
    const demo = catalogues[0]?.editions[0] as Edition;
    const state = (
      await off.request({ method: 'GET', url: `${editionUrl(demo)}/ocr`, headers: off.admin })
    ).json<OcrState>();
    expect(state.job).toBeNull();
    const retry = await off.request({
      method: 'POST',
      url: `${editionUrl(demo)}/ocr/retry`,
      headers: off.admin,
    });
    expect(retry.statusCode).toBe(404);
  });
});
