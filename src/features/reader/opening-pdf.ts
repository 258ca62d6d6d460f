import type { PDFDocumentProxy } from 'pdfjs-dist';
import { runtimeConfig } from '@/api/clients.ts';
import { fetchPdfStart } from './pdf-ranges.ts';
import { editionPdfUrl, sameAddress } from './pdf-url.ts';
import { pdfWorkerThread } from './pdf-worker.ts';

/** A PDF being opened in pdf.js: its document once read, and the way to let it go. */
interface OpeningPdf {
  url: string;
  document: Promise<PDFDocumentProxy>;
  /** Called when a range of the file could not be loaded after the document was read. */
  onFailure: (listener: (error: unknown) => void) => void;
  /** Cancels what is still loading and ends the worker's copy of the document. */
  destroy: () => Promise<void>;
}

/**
 * Starts opening the PDF at `url`, every part at once: pdf.js's worker thread, its library (a
 * chunk of its own) and the file's first bytes (`fetchPdfStart`); the document follows from them.
 */
function openPdf(url: string, openingPage: number): OpeningPdf {
  pdfWorkerThread();
  const controller = new AbortController();
  let destroyTask: (() => Promise<void>) | undefined;
  let failureListener: (error: unknown) => void = () => {};
  let failed: (error: unknown) => void = () => {};
  const failure = new Promise<never>((_, reject) => {
    failed = reject;
  });
  const document = Promise.all([
    import('./pdfjs.ts'),
    fetchPdfStart(url, openingPage, controller.signal),
  ]).then(([{ loadPdf, prepareOpeningPage }, bytes]) => {
    if (controller.signal.aborted) throw new Error('The PDF was let go before it was read');
    let read = false;
    const task = loadPdf(url, bytes, controller.signal, (error) => {
      if (read) failureListener(error);
      else failed(error);
    });
    destroyTask = () => task.destroy();
    // A range lost before the document is read fails the document: pdf.js would wait for it.
    return Promise.race([task.promise, failure]).then((pdf) => {
      read = true;
      // While the reader waits for the edition's calls; a failure shows when the viewer draws.
      prepareOpeningPage(pdf, openingPage).catch(() => {});
      return pdf;
    });
  });
  // A failure is the reader's to show once it takes the document; until then nobody is waiting.
  document.catch(() => {});
  failure.catch(() => {});
  return {
    url,
    document,
    onFailure: (listener) => {
      failureListener = listener;
    },
    destroy: async () => {
      controller.abort();
      await destroyTask?.();
    },
  };
}

// The one PDF started at navigation that no reader has taken yet (the edition's calls are still
// answering), and how many mounted readers show each address: both outlive the components,
// as the reader's own download does in lazy-pdf-reader.tsx.
let waiting: OpeningPdf | undefined;
const shown = new Map<string, number>();

const base = () => globalThis.location?.href ?? 'http://localhost/';
const isShown = (url: string) => [...shown.keys()].some((candidate) => sameAddress(candidate, url, base()));

/**
 * The edition route calls this (through `edition-pdf-start.ts`) as soon as it knows the edition
 * (navigation, before the catalogue's calls answer): pdf.js's worker, its library and the PDF's first ranges start
 * alongside them, and the reader takes the loading document when it mounts. A PDF started for
 * another edition and not taken is destroyed; one a reader already shows is not started twice
 * (the route runs this again on every change of its address, a turned page included).
 */
export function startEditionPdf(catalogueId: string, editionId: string, openingPage: number): void {
  // Outside a browser (a server rendering the page) there is nothing to start.
  if (typeof Worker === 'undefined') return;
  const url = editionPdfUrl(runtimeConfig().apiUrl, catalogueId, editionId);
  if ((waiting && sameAddress(waiting.url, url, base())) || isShown(url)) return;
  void waiting?.destroy();
  waiting = openPdf(url, openingPage);
}

/** Leaving the edition: its PDF, if no reader took it (an edition without a PDF, say), goes. */
export function dropEditionPdf(catalogueId: string, editionId: string): void {
  if (!waiting || typeof Worker === 'undefined') return;
  if (!sameAddress(waiting.url, editionPdfUrl(runtimeConfig().apiUrl, catalogueId, editionId), base()))
    return;
  void waiting.destroy();
  waiting = undefined;
}

/**
 * The reader's document for `url`: the one started at navigation when it is this file, otherwise
 * (another file, a retry after a failure) a new one. Destroying it is the reader's, when it lets go.
 */
export function takePdf(url: string, openingPage: number): OpeningPdf {
  let opening: OpeningPdf;
  if (waiting && sameAddress(waiting.url, url, base())) {
    opening = waiting;
    waiting = undefined;
  } else {
    opening = openPdf(url, openingPage);
  }
  shown.set(url, (shown.get(url) ?? 0) + 1);
  let released = false;
  return {
    ...opening,
    destroy: () => {
      if (!released) {
        released = true;
        const count = (shown.get(url) ?? 1) - 1;
        if (count > 0) shown.set(url, count);
        else shown.delete(url);
      }
      return opening.destroy();
    },
  };
}
