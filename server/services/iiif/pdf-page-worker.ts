/**
 * The PDF page worker: opens PDFs with PDFium (WebAssembly) and answers, one job at a time, a
 * page's size in points, every page's size, or a page's pixels at a given size (RGBA,
 * transferred, not copied). The last
 * document stays open, since a viewer asks for many tiles of one page. Its paths name files by
 * their content hash, so an open document is never stale. A PDF PDFium cannot read is an answer
 * (`unreadable`), not a failure of the worker; if PDFium itself breaks (a WebAssembly trap), the
 * worker answers and exits, and the pool starts a fresh one.
 */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { type PDFiumDocument, PDFiumLibrary } from '@hyzyla/pdfium';
import type { PdfPageAnswer, PdfPageJob, PointSize } from './pdf-pages.ts';

const library = await PDFiumLibrary.init();
let open: { path: string; document: PDFiumDocument } | null = null;

async function documentAt(path: string): Promise<PDFiumDocument> {
  if (open?.path === path) return open.document;
  open?.document.destroy();
  open = null;
  const document = await library.loadDocument(await readFile(path));
  open = { path, document };
  return document;
}

async function answer(job: PdfPageJob): Promise<{ answer: PdfPageAnswer; transfer: ArrayBuffer[] }> {
  let document: PDFiumDocument;
  try {
    document = await documentAt(job.path);
  } catch (error) {
    return {
      answer: { id: job.id, kind: 'failed', reason: 'unreadable', message: String(error) },
      transfer: [],
    };
  }
  if (job.kind === 'describe-all') {
    return { answer: { id: job.id, kind: 'described-all', pages: allPageSizes(document) }, transfer: [] };
  }
  const pageCount = document.getPageCount();
  if (job.page < 1 || job.page > pageCount) {
    return { answer: { id: job.id, kind: 'out-of-range', pageCount }, transfer: [] };
  }
  const page = document.getPage(job.page - 1);
  if (job.kind === 'describe') {
    const { originalWidth, originalHeight } = page.getOriginalSize();
    return {
      answer: { id: job.id, kind: 'described', pageCount, width: originalWidth, height: originalHeight },
      transfer: [],
    };
  }
  // scale 1 with a width and height: PDFium draws the page into exactly that bitmap. BGRA with
  // PDFium's reversed byte order is RGBA, on white paper.
  const rendered = await page.render({ scale: 1, width: job.width, height: job.height, render: 'bitmap' });
  const pixels = rendered.data;
  return {
    answer: { id: job.id, kind: 'rendered', width: rendered.width, height: rendered.height, pixels },
    transfer: [pixels.buffer as ArrayBuffer],
  };
}

/** The parts of the wrapper's document that reach PDFium's own functions (not in its typings). */
interface PdfiumInternals {
  documentIdx?: number;
  module?: {
    HEAPU8: Uint8Array;
    wasmExports?: { malloc(size: number): number; free(pointer: number): void };
    _FPDF_GetPageSizeByIndexF?: (document: number, index: number, size: number) => number;
  };
}

/**
 * Every page's size in points, as `getOriginalSize` gives it (the /Rotate applied), without
 * loading the pages: PDFium's FPDF_GetPageSizeByIndexF reads a page's boxes only, 1 ms for 200
 * pages where loading them takes 50 ms and keeps them in memory. The wrapper does not offer it,
 * so its module is reached through the document's fields; should a later version of the wrapper
 * rename them, the pages are loaded one by one instead.
 */
function allPageSizes(document: PDFiumDocument): PointSize[] {
  const count = document.getPageCount();
  const { module, documentIdx } = document as unknown as PdfiumInternals;
  const getSize = module?._FPDF_GetPageSizeByIndexF;
  const memory = module?.wasmExports;
  if (!module || !getSize || !memory || documentIdx === undefined) {
    return Array.from({ length: count }, (_, index) => {
      const { originalWidth, originalHeight } = document.getPage(index).getOriginalSize();
      return { width: originalWidth, height: originalHeight };
    });
  }
  // FS_SIZEF: two 32-bit floats, width then height.
  const pointer = memory.malloc(8);
  try {
    return Array.from({ length: count }, (_, index) => {
      if (!getSize(documentIdx, index, pointer))
        throw new Error(`PDFium cannot read the size of page ${index + 1}`);
      const size = new DataView(module.HEAPU8.buffer, pointer, 8);
      return { width: size.getFloat32(0, true), height: size.getFloat32(4, true) };
    });
  } finally {
    memory.free(pointer);
  }
}

parentPort?.on('message', async (job: PdfPageJob) => {
  try {
    const { answer: reply, transfer } = await answer(job);
    parentPort?.postMessage(reply, transfer);
  } catch (error) {
    parentPort?.postMessage({
      id: job.id,
      kind: 'failed',
      reason: 'unreadable',
      message: String(error),
    } satisfies PdfPageAnswer);
    // PDFium's state after a trap cannot be trusted: a fresh worker takes the next job.
    if (error instanceof WebAssembly.RuntimeError) process.exit(1);
  }
});
