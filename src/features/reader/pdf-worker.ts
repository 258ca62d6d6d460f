import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

let thread: Worker | undefined;

/**
 * pdf.js's worker thread, started once and kept for the visit, as pdf.js's own viewer keeps it.
 * The edition route starts it at navigation, before pdf.js's library has arrived, so that its
 * 1.2 MB script downloads and compiles on the other core while the app and the library load;
 * pdf.js then talks to it as a port (`pdf-document.ts`). Each document opened in it is destroyed in it
 * when the reader lets the document go.
 */
export function pdfWorkerThread(): Worker {
  thread ??= new Worker(workerUrl, { type: 'module' });
  return thread;
}
