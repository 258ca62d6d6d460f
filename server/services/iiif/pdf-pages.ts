/**
 * PDF pages as IIIF images: a pool of worker threads (pdf-page-worker.ts) that rasterise pages with
 * PDFium, each job under a time limit, and the arithmetic that turns an image request into the
 * pixels to draw.
 */
import { Worker } from 'node:worker_threads';
import type { CropRectangle, Dimensions, ImagePlan, SizeLimits } from './image-request.ts';

/**
 * What a worker is asked: a page's size in points, every page's size (for a IIIF manifest), or a
 * page's pixels at `width` × `height`.
 */
export type PdfPageJob =
  | { id: number; kind: 'describe'; path: string; page: number }
  | { id: number; kind: 'describe-all'; path: string }
  | { id: number; kind: 'render'; path: string; page: number; width: number; height: number };

export type PdfPageAnswer =
  | { id: number; kind: 'described'; pageCount: number; width: number; height: number }
  | { id: number; kind: 'described-all'; pages: PointSize[] }
  | { id: number; kind: 'rendered'; width: number; height: number; pixels: Uint8Array }
  | { id: number; kind: 'out-of-range'; pageCount: number }
  | { id: number; kind: 'failed'; reason: 'unreadable'; message: string };

/** The page does not exist in the PDF (404). */
export class PageOutOfRangeError extends Error {
  constructor(
    readonly page: number,
    readonly pageCount: number,
  ) {
    super(`Page ${page} is outside the PDF, which has ${pageCount} page${pageCount === 1 ? '' : 's'}`);
    this.name = 'PageOutOfRangeError';
  }
}

/** The PDF could not be opened or drawn, or drawing took longer than allowed. */
export class PdfPageUnavailableError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'timeout',
    message: string,
  ) {
    super(message);
    this.name = 'PdfPageUnavailableError';
  }
}

/** A page's size in PDF points (1/72 inch), as displayed (the page's /Rotate applied). */
export interface PointSize {
  width: number;
  height: number;
}

export interface PageSize {
  pageCount: number;
  /** In PDF points (1/72 inch), as displayed (the page's /Rotate applied). */
  width: number;
  height: number;
}

export interface RenderedPage {
  width: number;
  height: number;
  /** RGBA, opaque. */
  pixels: Uint8Array;
}

export interface PdfPageRendererOptions {
  /** Workers at most (each holds one open PDF). */
  workers: number;
  /** Time allowed to one job; past it the worker is stopped and the page is unavailable. */
  timeoutMs: number;
}

// An .mjs entry that registers tsx in the worker first (see pdf-page-worker.mjs).
const workerEntry = new URL('./pdf-page-worker.mjs', import.meta.url);

interface PendingJob {
  job: PdfPageJob;
  resolve(answer: PdfPageAnswer): void;
  reject(error: Error): void;
}

interface PoolWorker {
  worker: Worker;
  current: { pending: PendingJob; timer: NodeJS.Timeout } | null;
}

/**
 * Runs page jobs on at most `workers` threads, started when first needed; jobs beyond them wait
 * in order (the IIIF render queue bounds how many there are). A worker that times out, crashes or
 * exits is replaced by a fresh one for the next job, so one bad PDF costs one job, never the server.
 */
export class PdfPageRenderer {
  private readonly idle: PoolWorker[] = [];
  private readonly busy = new Set<PoolWorker>();
  private readonly waiting: PendingJob[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: PdfPageRendererOptions) {}

  async describe(path: string, page: number): Promise<PageSize> {
    const answer = await this.run({ id: this.nextId++, kind: 'describe', path, page });
    if (answer.kind !== 'described') throw unexpected(answer, page);
    return { pageCount: answer.pageCount, width: answer.width, height: answer.height };
  }

  /** Every page's size, first page first, in one round trip to a worker. */
  async describeAll(path: string): Promise<PointSize[]> {
    const answer = await this.run({ id: this.nextId++, kind: 'describe-all', path });
    if (answer.kind !== 'described-all') throw unexpected(answer, 0);
    return answer.pages;
  }

  async render(path: string, page: number, size: Dimensions): Promise<RenderedPage> {
    const answer = await this.run({ id: this.nextId++, kind: 'render', path, page, ...size });
    if (answer.kind !== 'rendered') throw unexpected(answer, page);
    return { width: answer.width, height: answer.height, pixels: answer.pixels };
  }

  /**
   * Starts one worker now, which loads PDFium (a few hundred milliseconds of WebAssembly), so the
   * first page image or manifest after start-up does not wait for it. Does nothing once a worker runs.
   */
  warmUp(): void {
    if (this.closed || this.idle.length + this.busy.size > 0) return;
    this.idle.push(this.spawn());
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.waiting.splice(0))
      pending.reject(new Error('The PDF page renderer was closed'));
    const workers = [...this.idle.splice(0), ...this.busy];
    this.busy.clear();
    await Promise.all(workers.map((entry) => entry.worker.terminate()));
  }

  private run(job: PdfPageJob): Promise<PdfPageAnswer> {
    if (this.closed) return Promise.reject(new Error('The PDF page renderer was closed'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const entry = this.idle.pop() ?? (this.busy.size < this.options.workers ? this.spawn() : null);
      if (!entry) return;
      const pending = this.waiting.shift() as PendingJob;
      this.busy.add(entry);
      const timer = setTimeout(() => {
        this.retire(entry);
        const seconds = Math.round(this.options.timeoutMs / 1000);
        pending.reject(
          new PdfPageUnavailableError(
            'timeout',
            pending.job.kind === 'describe-all'
              ? `The PDF's pages could not be measured within ${seconds} s`
              : `Page ${pending.job.page} could not be drawn within ${seconds} s`,
          ),
        );
      }, this.options.timeoutMs);
      entry.current = { pending, timer };
      entry.worker.postMessage(pending.job);
    }
  }

  private spawn(): PoolWorker {
    const entry: PoolWorker = { worker: new Worker(workerEntry), current: null };
    entry.worker.on('message', (answer: PdfPageAnswer) => {
      const current = entry.current;
      if (!current || current.pending.job.id !== answer.id) return;
      clearTimeout(current.timer);
      entry.current = null;
      this.busy.delete(entry);
      if (!this.closed) this.idle.push(entry);
      current.pending.resolve(answer);
      this.dispatch();
    });
    const lost = (error: Error) => {
      const current = entry.current;
      this.retire(entry);
      current?.pending.reject(error);
    };
    entry.worker.on('error', (error) => lost(error));
    entry.worker.on('exit', (code) => lost(new Error(`The PDF page worker stopped (exit code ${code})`)));
    return entry;
  }

  /** Stops a worker that failed or overran and lets the next job start a fresh one. */
  private retire(entry: PoolWorker): void {
    if (entry.current) clearTimeout(entry.current.timer);
    entry.current = null;
    this.busy.delete(entry);
    const index = this.idle.indexOf(entry);
    if (index >= 0) this.idle.splice(index, 1);
    entry.worker.removeAllListeners();
    // A listener for late errors, so a worker that dies while being stopped is not an uncaught error.
    entry.worker.on('error', () => {});
    void entry.worker.terminate();
    this.dispatch();
  }
}

function unexpected(answer: PdfPageAnswer, page: number): Error {
  if (answer.kind === 'out-of-range') return new PageOutOfRangeError(page, answer.pageCount);
  if (answer.kind === 'failed') return new PdfPageUnavailableError('unreadable', answer.message);
  return new Error(`Unexpected answer '${answer.kind}' from the PDF page worker`);
}

/**
 * The resolution at which a page's IIIF image is described: 150 pixels per inch (a printed page
 * reads well at it, and an A4 page is 1240 × 1754), scaled down to fit the size limits.
 */
export const PAGE_IMAGE_DPI = 150;
const POINTS_PER_INCH = 72;

/** The page's size in pixels at PAGE_IMAGE_DPI, within the limits, at least 1 × 1. */
export function pageImageDimensions(page: { width: number; height: number }, limits: SizeLimits): Dimensions {
  const atDpi = (points: number) => (points * PAGE_IMAGE_DPI) / POINTS_PER_INCH;
  const width = atDpi(page.width);
  const height = atDpi(page.height);
  const scale = Math.min(
    1,
    limits.maxWidth / width,
    limits.maxHeight / height,
    Math.sqrt(limits.maxArea / (width * height)),
  );
  return {
    width: Math.max(1, Math.min(limits.maxWidth, Math.floor(width * scale))),
    height: Math.max(1, Math.min(limits.maxHeight, Math.floor(height * scale))),
  };
}

/** What to draw for a plan: the whole page at `render` pixels, of which `crop` is the requested region. */
export interface PageRaster {
  render: Dimensions;
  crop: CropRectangle;
}

/**
 * Draws only as many pixels as the answer needs. A full-page request at or below the described
 * size draws the page at exactly the requested size; a region draws the whole page at the scale
 * that gives the region its requested size (more than the described size only for an upscaled
 * `^` request), but never beyond `maxPixels`, and sharp scales the rest.
 */
export function planPageRaster(image: Dimensions, plan: ImagePlan, maxPixels: number): PageRaster {
  const wanted = Math.max(plan.scaled.width / plan.crop.width, plan.scaled.height / plan.crop.height);
  if (plan.cropIsFullImage && wanted <= 1 && plan.scaled.width * plan.scaled.height <= maxPixels) {
    return {
      render: plan.scaled,
      crop: { left: 0, top: 0, width: plan.scaled.width, height: plan.scaled.height },
    };
  }
  const scale = Math.min(wanted, Math.sqrt(maxPixels / (image.width * image.height)));
  const render = {
    width: Math.max(1, Math.round(image.width * scale)),
    height: Math.max(1, Math.round(image.height * scale)),
  };
  const sx = render.width / image.width;
  const sy = render.height / image.height;
  // Edges, not lengths, are rounded, so neighbouring tiles meet without gaps.
  const left = Math.min(render.width - 1, Math.floor(plan.crop.left * sx));
  const top = Math.min(render.height - 1, Math.floor(plan.crop.top * sy));
  const right = Math.max(
    left + 1,
    Math.min(render.width, Math.round((plan.crop.left + plan.crop.width) * sx)),
  );
  const bottom = Math.max(
    top + 1,
    Math.min(render.height, Math.round((plan.crop.top + plan.crop.height) * sy)),
  );
  return { render, crop: { left, top, width: right - left, height: bottom - top } };
}
