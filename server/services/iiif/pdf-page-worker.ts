/**
 * The PDF page worker: opens PDFs with PDFium (WebAssembly) and answers, one job at a time, a
 * page's size in points or its pixels at a given size (RGBA, transferred, not copied). The last
 * document stays open, since a viewer asks for many tiles of one page. Its paths name files by
 * their content hash, so an open document is never stale. A PDF PDFium cannot read is an answer
 * (`unreadable`), not a failure of the worker; if PDFium itself breaks (a WebAssembly trap), the
 * worker answers and exits, and the pool starts a fresh one.
 */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { type PDFiumDocument, PDFiumLibrary } from '@hyzyla/pdfium';
import type { PdfPageAnswer, PdfPageJob } from './pdf-pages.ts';

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
