/**
 * The OCR workers: `workers` loops in the server process that take jobs from the queue in the
 * database (server/domain/ocr/ocr-jobs.ts), have each page drawn by the app's PDFium worker threads
 * and read by a Tesseract child process, and write its text into the PDF search page by page. The
 * event loop only passes pixels along, so the server keeps answering while OCR runs.
 */
import sharp from 'sharp';
import type { Database } from '../../db/database.ts';
import type { FileStore } from '../../domain/files.ts';
import {
  claimOcrJob,
  failOcrJob,
  finishOcrJob,
  type OcrEngineState,
  type OcrJob,
  recordOcrPage,
  releaseOcrJob,
  requeueInterruptedOcrJobs,
  setOcrPages,
} from '../../domain/ocr/ocr-jobs.ts';
import { parseTesseractTsv, type RecognisedPage } from '../../domain/ocr/tesseract-tsv.ts';
import type { Dimensions } from '../iiif/image-request.ts';
import type { PageSize, RenderedPage } from '../iiif/pdf-pages.ts';
import { checkTesseract, recogniseImage } from './tesseract.ts';

/** What the workers need of the PDFium pool (PdfPageRenderer). */
export interface PageDrawer {
  describe(path: string, page: number): Promise<PageSize>;
  render(path: string, page: number, size: Dimensions): Promise<RenderedPage>;
}

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface OcrServiceOptions {
  db: Database;
  store: FileStore;
  pages: PageDrawer;
  /** Jobs run at once; 0 turns OCR off. */
  workers: number;
  /** Tesseract's language codes, e.g. ['ita', 'fra', 'deu', 'eng', 'spa']. */
  languages: string[];
  log: Log;
  /** How often idle workers look for jobs queued by another server on the same database. */
  pollMs?: number;
  /** The Tesseract program (tests of a missing engine name one that does not exist). */
  command?: string;
}

/**
 * Pages are drawn at 200 pixels per inch. On a noisy scan of an octavo catalogue page in 6 and
 * 8 pt type, 200 ppi read every word as 300 ppi did, 150 ppi missed a few at 6 pt, and 200 ppi
 * took about 10 % less time than 300 (tests/bench/ocr.bench.ts has the figures).
 */
export const OCR_DPI = 200;
/** A poster-sized page is drawn smaller: Tesseract gains nothing past this, and memory stays bounded. */
const MAX_OCR_PIXELS = 40_000_000;
const POINTS_PER_INCH = 72;
const PAGE_TIMEOUT_MS = 120_000;

/** The pixels a page is drawn at for OCR: OCR_DPI, within MAX_OCR_PIXELS, at least 1 × 1. */
export function ocrImageSize(page: { width: number; height: number }): Dimensions {
  const width = (page.width * OCR_DPI) / POINTS_PER_INCH;
  const height = (page.height * OCR_DPI) / POINTS_PER_INCH;
  const scale = Math.min(1, Math.sqrt(MAX_OCR_PIXELS / (width * height)));
  return {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
  };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class OcrService {
  /** Whether this server runs OCR, and if not why; settled by start(). */
  engine: OcrEngineState = { available: false, reason: 'OCR has not started yet' };
  private languages: string[] = [];
  private stopping = false;
  private loops: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();
  private readonly inFlight = new Set<AbortController>();

  constructor(private readonly options: OcrServiceOptions) {}

  /**
   * Checks the engine, puts jobs a stopped server left running back in the queue and starts the
   * workers. Without Tesseract, or with OCR_WORKERS=0, nothing runs: jobs wait in the queue, and
   * the log and the dashboard say why.
   */
  async start(): Promise<void> {
    const { workers, languages, log, db } = this.options;
    if (workers === 0) {
      this.engine = { available: false, reason: 'OCR is turned off on this server (OCR_WORKERS=0)' };
      log.info({}, this.engine.reason ?? '');
      return;
    }
    const check = await checkTesseract(languages, this.options.command);
    if (!check.available) {
      this.engine = { available: false, reason: check.reason };
      log.warn({}, `OCR is off: ${check.reason}; scanned pages wait in the queue`);
      return;
    }
    if (check.missing.length > 0) {
      log.warn({ missing: check.missing }, 'OCR: Tesseract lacks some of the configured languages');
    }
    this.languages = check.languages;
    this.engine = { available: true, reason: null };
    const resumed = await requeueInterruptedOcrJobs(db);
    log.info(
      { workers, languages: check.languages, resumed },
      `OCR: Tesseract ${check.version}, ${workers} worker${workers === 1 ? '' : 's'}`,
    );
    this.loops = Array.from({ length: workers }, () => this.work());
  }

  /** A job was queued here: idle workers take it now rather than at their next look. */
  wake(): void {
    for (const wake of this.sleepers) wake();
  }

  /** Stops the workers: a page being read is abandoned, its job given back to the queue. */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const controller of this.inFlight) controller.abort();
    this.wake();
    await Promise.all(this.loops);
  }

  private async work(): Promise<void> {
    while (!this.stopping) {
      let job: OcrJob | null = null;
      try {
        job = await claimOcrJob(this.options.db);
        if (job) await this.run(job);
      } catch (error) {
        // The database failed us (a restart, a lost connection): try again after a pause.
        this.options.log.warn({ err: error, job: job?.id }, 'OCR worker: a database call failed');
        job = null;
      }
      if (!job) await this.sleep();
    }
  }

  private sleep(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.options.pollMs ?? 10_000);
      this.sleepers.add(done);
    });
  }

  /** Reads the job's pages from where it stopped; a page that cannot be read is skipped, the PDF that cannot be opened fails the job. */
  private async run(claimed: OcrJob): Promise<void> {
    const { db, store, pages: drawer, log } = this.options;
    const path = store.pathOf(claimed.sha256);
    let job: OcrJob | null = claimed;
    try {
      const first = await drawer.describe(path, job.pages?.[0] ?? 1);
      if (!job.pages) job = await setOcrPages(db, job, first.pageCount);
    } catch (error) {
      if (this.stopping) return releaseOcrJob(db, claimed);
      return failOcrJob(db, claimed, `The PDF could not be read: ${messageOf(error)}`);
    }
    for (const pageNumber of job?.pages?.slice(job.pagesDone) ?? []) {
      if (!job || this.stopping) break;
      let page: RecognisedPage | null = null;
      try {
        page = await this.recognise(path, pageNumber);
      } catch (error) {
        if (this.stopping) break;
        log.warn({ err: error, edition: job.editionId, page: pageNumber }, 'OCR: page skipped');
      }
      // False: the PDF was replaced or removed meanwhile, and this job is no longer wanted.
      if (!(await recordOcrPage(db, job, pageNumber, page))) return;
    }
    if (!job) return;
    if (this.stopping) return releaseOcrJob(db, job);
    await finishOcrJob(db, job);
  }

  private async recognise(path: string, pageNumber: number): Promise<RecognisedPage> {
    const { pages: drawer } = this.options;
    const size = ocrImageSize(await drawer.describe(path, pageNumber));
    const drawn = await drawer.render(path, pageNumber, size);
    const png = await sharp(drawn.pixels, { raw: { width: drawn.width, height: drawn.height, channels: 4 } })
      .grayscale()
      .png({ compressionLevel: 1 })
      .toBuffer();
    const controller = new AbortController();
    this.inFlight.add(controller);
    try {
      const tsv = await recogniseImage(png, {
        languages: this.languages,
        dpi: OCR_DPI,
        timeoutMs: PAGE_TIMEOUT_MS,
        signal: controller.signal,
        ...(this.options.command ? { command: this.options.command } : {}),
      });
      return parseTesseractTsv(tsv);
    } finally {
      this.inFlight.delete(controller);
    }
  }
}
