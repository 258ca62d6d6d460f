// The entry of the PDF page worker (see PdfPageRenderer in pdf-pages.ts). Node 20 does not pass
// tsx's loader on to worker threads, so the worker registers it before loading the TypeScript.
// PDFium is plain JavaScript and WebAssembly: loaded first, it skips tsx's hooks.
import '@hyzyla/pdfium';
import { register } from 'tsx/esm/api';

register();
await import('./pdf-page-worker.ts');
