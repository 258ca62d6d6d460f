/**
 * The PDF text worker: reads the file at `workerData.path` itself, so the main thread never holds
 * it, and posts its pages' text (see extractPdfFileText in pdf-text.ts, which sets the limits).
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { type PdfTextJob, type PdfTextMessage, readPdfText, TooManyPagesError } from './pdf-text.ts';

const post = (message: PdfTextMessage) => parentPort?.postMessage(message);
const { path, maxPages } = workerData as PdfTextJob;

post({ kind: 'started' });
try {
  const file = await readFile(path);
  // A view of the whole buffer, which pdf.js takes over as it is: the file is in memory once.
  const data = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
  const pages = await readPdfText(data, {
    maxPages,
    onPageCount: (pageCount) => post({ kind: 'page-count', pageCount }),
  });
  post({ kind: 'pages', pages });
} catch (error) {
  post({ kind: 'failed', reason: error instanceof TooManyPagesError ? 'too-many-pages' : 'unreadable' });
}
