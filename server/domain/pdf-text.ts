/**
 * Plain-text extraction from PDFs with pdf.js, page by page, for full-text indexing of catalogue scans.
 * Uploads are read in a worker thread (pdf-text-worker.ts) under time, memory and page limits.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface PdfPageText {
  /** 1-based. */
  page: number;
  text: string;
}

/** The subset of pdf.js' TextItem used here (marked-content items have no `str`). */
interface PositionedText {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

// Without the bundled font data pdf.js warns about every standard (non-embedded) font it meets.
// pdf.js on Node reads these with fs, so a directory path (with trailing separator) is what it wants.
const STANDARD_FONT_DATA_DIR = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}${path.sep}`;

/** pdf.js tolerates leading garbage before the header, but only within the first kilobyte. */
const HEADER_SEARCH_BYTES = 1024;

/**
 * The text of every page of `data`, which stays the caller's (pdf.js gets a copy). Throws
 * `invalid_pdf` when pdf.js cannot read the file. For trusted files (the demo seed); uploads go
 * through `extractPdfFileText`, in a worker with limits.
 */
export async function extractPdfPages(data: Uint8Array): Promise<PdfPageText[]> {
  // pdf.js transfers (detaches) the buffer it is given, so it gets a copy. A plain Uint8Array copy
  // also because pdf.js refuses Node Buffers, and Buffer#slice would return a Buffer sharing memory.
  return readPdfText(new Uint8Array(data));
}

/** A PDF with more pages than its limit allows is not read at all. */
export class TooManyPagesError extends Error {
  constructor(readonly pageCount: number) {
    super('too_many_pages');
  }
}

/**
 * The text of every page of `data`, which pdf.js takes over (it detaches the buffer): the worker
 * hands over the file it has just read instead of copying it. `onPageCount` hears how many pages
 * there are as soon as the document is open.
 */
export async function readPdfText(
  data: Uint8Array,
  {
    maxPages = Number.POSITIVE_INFINITY,
    onPageCount,
  }: { maxPages?: number; onPageCount?: (count: number) => void } = {},
): Promise<PdfPageText[]> {
  if (!hasPdfHeader(data)) throw new Error('invalid_pdf');

  // Loaded on first use, not with this module: the legacy build's polyfills replace built-ins such
  // as Array.prototype.push with slower versions for the whole thread, so the server's main thread
  // loads it only when it reads a PDF itself (the demo seed); uploads are read in a worker.
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data,
    useSystemFonts: false,
    isEvalSupported: false,
    disableFontFace: true,
    standardFontDataUrl: STANDARD_FONT_DATA_DIR,
    // Recoverable damage is logged as warnings; callers only care whether text came out.
    verbosity: VerbosityLevel.ERRORS,
  });

  let document: Awaited<typeof task.promise>;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy();
    throw new Error('invalid_pdf', { cause: error });
  }

  try {
    onPageCount?.(document.numPages);
    if (document.numPages > maxPages) throw new TooManyPagesError(document.numPages);
    const pages: PdfPageText[] = [];
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      const page = await document.getPage(pageNumber);
      const content = await page.getTextContent();
      pages.push({ page: pageNumber, text: joinTextItems(content.items as Array<PositionedText | object>) });
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

export interface PdfTextLimits {
  timeoutMs: number;
  maxPages: number;
  maxMemoryMb: number;
}

/** Why no text came out: over the time, memory or page limit, or pdf.js could not read the file. */
export type PdfTextFailure = 'timeout' | 'memory' | 'too-many-pages' | 'unreadable';

export type PdfTextOutcome =
  /** `no-text`: the pages were read but carry no text at all (a scan without a text layer). */
  | { status: 'indexed' | 'no-text'; pageCount: number; pages: PdfPageText[] }
  /** `pageCount` when the document opened before it failed. */
  | { status: 'failed'; pageCount: number | null; reason: PdfTextFailure };

/** What the worker is given, and what it answers (in this order: started, page-count, then one of the others). */
export interface PdfTextJob {
  path: string;
  maxPages: number;
}
export type PdfTextMessage =
  | { kind: 'started' }
  | { kind: 'page-count'; pageCount: number }
  | { kind: 'pages'; pages: PdfPageText[] }
  | { kind: 'failed'; reason: 'too-many-pages' | 'unreadable' };

// An .mjs entry that registers tsx in the worker first: Node 20 does not pass tsx's loader on to
// worker threads (verified under both `tsx` and vitest), so a .ts entry would not load.
const workerEntry = new URL('./pdf-text-worker.mjs', import.meta.url);

/**
 * Reads the text of the PDF at `path` in a worker thread, which reads the file itself (so a large
 * PDF is in memory once, there) and is stopped at the time limit or when its heap passes the memory
 * limit. A PDF over the page limit is not read at all: indexing only its first pages would make
 * the search quietly miss the rest. Rejects only when the worker itself cannot start.
 */
export function extractPdfFileText(path: string, limits: PdfTextLimits): Promise<PdfTextOutcome> {
  const extraction = extractionsDone.then(() => extractInWorker(path, limits));
  extractionsDone = extraction.catch(() => undefined);
  return extraction;
}

/** One worker at a time: each may take PDF_TEXT_MAX_MEMORY_MB, and uploads of PDFs are rare. */
let extractionsDone: Promise<unknown> = Promise.resolve();

function extractInWorker(path: string, limits: PdfTextLimits): Promise<PdfTextOutcome> {
  return new Promise((resolve, reject) => {
    let started = false;
    let pageCount: number | null = null;
    const worker = new Worker(workerEntry, {
      workerData: { path, maxPages: limits.maxPages } satisfies PdfTextJob,
      resourceLimits: { maxOldGenerationSizeMb: limits.maxMemoryMb },
    });
    const timer = setTimeout(() => fail('timeout'), limits.timeoutMs);
    let settled = false;
    const settle = () => {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      return true;
    };
    const finish = (outcome: PdfTextOutcome) => {
      if (settle()) resolve(outcome);
    };
    const fail = (reason: PdfTextFailure) => finish({ status: 'failed', pageCount, reason });
    worker.on('message', (message: PdfTextMessage) => {
      if (message.kind === 'started') started = true;
      else if (message.kind === 'page-count') pageCount = message.pageCount;
      else if (message.kind === 'failed') fail(message.reason);
      else {
        const hasText = message.pages.some((page) => page.text.length > 0);
        finish({
          status: hasText ? 'indexed' : 'no-text',
          pageCount: message.pages.length,
          pages: message.pages,
        });
      }
    });
    worker.on('error', (error) => {
      if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') fail('memory');
      // Before it started, the worker could not even load: a fault of this server, not of the PDF.
      else if (!started) {
        if (settle()) reject(error);
      } else fail('unreadable');
    });
    worker.on('exit', () => fail('unreadable'));
  });
}

function hasPdfHeader(data: Uint8Array): boolean {
  const head = Buffer.from(data.buffer, data.byteOffset, Math.min(data.byteLength, HEADER_SEARCH_BYTES));
  return head.includes('%PDF-', 0, 'latin1');
}

function isPositionedText(item: PositionedText | object): item is PositionedText {
  return 'str' in item;
}

/**
 * pdf.js splits a line into several items (font changes, columns, separately drawn words). Items on the
 * same baseline are joined with a space only when there is a visible gap, so a word split by a font
 * change stays whole; a change of baseline or an explicit end-of-line starts a new line.
 */
function joinTextItems(items: Array<PositionedText | object>): string {
  let text = '';
  let previous: PositionedText | undefined;
  for (const item of items) {
    if (!isPositionedText(item)) continue;
    if (previous && !previous.hasEOL && item.str) {
      const lineHeight = Math.max(previous.height, item.height, 1);
      const sameLine = Math.abs((item.transform[5] ?? 0) - (previous.transform[5] ?? 0)) < lineHeight * 0.5;
      if (!sameLine) {
        text += '\n';
      } else {
        const gap = (item.transform[4] ?? 0) - ((previous.transform[4] ?? 0) + previous.width);
        if (gap > lineHeight * 0.15) text += ' ';
      }
    }
    text += item.str;
    if (item.hasEOL) text += '\n';
    if (item.str || item.hasEOL) previous = item;
  }
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}
