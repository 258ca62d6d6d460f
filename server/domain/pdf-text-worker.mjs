// The entry of the PDF text worker (see extractPdfFileText in pdf-text.ts). Node 20 does not pass
// tsx's loader on to worker threads, so the worker registers it before loading the TypeScript.
// pdf.js is plain JavaScript: loaded first, it skips tsx's hooks, which cost a second per worker.
import 'pdfjs-dist/legacy/build/pdf.mjs';
import 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { register } from 'tsx/esm/api';

register();
await import('./pdf-text-worker.ts');
