import type { PDFDocumentProxy } from 'pdfjs-dist';
import { fetchPdfStart } from './pdf-ranges.ts';
import { editionPdfUrl, sameAddress } from './pdf-url.ts';
import { pdfWorkerThread } from './pdf-worker.ts';
import { markReader } from './reader-marks.ts';

/** A PDF being opened in pdf.js: its document once read, and the way to let it go. */
interface OpeningPdf {
  url: string;
  document: Promise<PDFDocumentProxy>;
  /** Called when a range of the file could not be loaded after the document was read. */
  onFailure: (listener: (error: unknown) => void) => void;
  /** Cancels what is still loading and ends the worker's copy of the document. */
  destroy: () => Promise<void>;
}

// pdf.js's library, asked for once however many PDFs open at once (the comparison page opens
// two): browsers share one dynamic import, but not every module runner does. Forgotten on failure.
let library: Promise<typeof import('./pdf-document.ts')> | undefined;
const pdfjsLibrary = () => {
  if (!library) {
    library = import('./pdf-document.ts').catch((error: unknown) => {
      library = undefined;
      throw error;
    });
    library.then(
      () => markReader('pdfjs-library'),
      () => {},
    );
  }
  return library;
};

/**
 * Starts opening the PDF at `url`, every part at once: pdf.js's worker thread, its library (a
 * chunk of its own) and the file's first bytes (`fetchPdfStart`); the document follows from them.
 */
function openPdf(url: string, openingPage: number): OpeningPdf {
  markReader('open-pdf');
  pdfWorkerThread();
  const controller = new AbortController();
  let destroyTask: (() => Promise<void>) | undefined;
  let failureListener: (error: unknown) => void = () => {};
  let failed: (error: unknown) => void = () => {};
  const failure = new Promise<never>((_, reject) => {
    failed = reject;
  });
  const document = Promise.all([pdfjsLibrary(), fetchPdfStart(url, openingPage, controller.signal)]).then(
    ([{ loadPdf, prepareOpeningPage }, bytes]) => {
      markReader('pdf-start-bytes');
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
        markReader('document-read');
        // While the reader waits for the edition's calls; a failure shows when the viewer draws.
        prepareOpeningPage(pdf, openingPage).catch(() => {});
        return pdf;
      });
    },
  );
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

// The PDFs started at navigation that no reader has taken yet (the edition's calls are still
// answering; the comparison page starts two), and how many mounted readers show each address:
// both outlive the components, as the reader's own download does in lazy-pdf-reader.tsx.
let waiting: OpeningPdf[] = [];
const shown = new Map<string, number>();

const base = () => globalThis.location?.href ?? 'http://localhost/';
const isShown = (url: string) => [...shown.keys()].some((candidate) => sameAddress(candidate, url, base()));
const isWaiting = (url: string) => waiting.some((opening) => sameAddress(opening.url, url, base()));

/** A PDF to start at navigation: an edition and the page it opens at. */
export interface EditionPdfStart {
  catalogueId: string;
  editionId: string;
  openingPage: number;
}

/**
 * The edition route calls this (through `edition-pdf-start.ts`) as soon as it knows the edition
 * (navigation, before the catalogue's calls answer): pdf.js's worker, its library and the PDF's first ranges start
 * alongside them, and the reader takes the loading document when it mounts. A PDF started for
 * another edition and not taken is destroyed; one a reader already shows is not started twice
 * (the route runs this again on every change of its address, a turned page included).
 */
export function startEditionPdf(
  catalogueId: string,
  editionId: string,
  openingPage: number,
  apiUrl: string,
): void {
  startEditionPdfs([{ catalogueId, editionId, openingPage }], apiUrl);
}

/**
 * `startEditionPdf` for the pages that show several readers (the comparison of two editions):
 * every PDF listed starts, and only a waiting PDF not listed is destroyed.
 */
export function startEditionPdfs(starts: readonly EditionPdfStart[], apiUrl: string): void {
  // Outside a browser (a server rendering the page) there is nothing to start.
  if (typeof Worker === 'undefined') return;
  const wanted = starts.map((start) => editionPdfUrl(apiUrl, start.catalogueId, start.editionId));
  const isWanted = (url: string) => wanted.some((candidate) => sameAddress(candidate, url, base()));
  for (const opening of waiting.filter((candidate) => !isWanted(candidate.url))) void opening.destroy();
  waiting = waiting.filter((candidate) => isWanted(candidate.url));
  for (const start of starts) startUnlessStarted(start, apiUrl);
}

/**
 * The edition of the first page's address, started as the app's code is read, before the API
 * clients exist (hence `apiUrl`): added to the PDFs waiting, none dropped, as the router has not
 * decided anything yet; its own `startEditionPdf` follows and finds this one started.
 */
export function startFirstPageEditionPdf(start: EditionPdfStart, apiUrl: string): void {
  if (typeof Worker === 'undefined') return;
  startUnlessStarted(start, apiUrl);
}

function startUnlessStarted({ catalogueId, editionId, openingPage }: EditionPdfStart, apiUrl: string) {
  const url = editionPdfUrl(apiUrl, catalogueId, editionId);
  if (!isWaiting(url) && !isShown(url)) waiting.push(openPdf(url, openingPage));
}

/** Leaving the edition: its PDF, if no reader took it (an edition without a PDF, say), goes. */
export function dropEditionPdf(catalogueId: string, editionId: string, apiUrl: string): void {
  if (typeof Worker === 'undefined') return;
  const url = editionPdfUrl(apiUrl, catalogueId, editionId);
  const dropped = waiting.filter((opening) => sameAddress(opening.url, url, base()));
  if (dropped.length === 0) return;
  for (const opening of dropped) void opening.destroy();
  waiting = waiting.filter((opening) => !dropped.includes(opening));
}

/**
 * The reader's document for `url`: the one started at navigation when it is this file, otherwise
 * (another file, a retry after a failure) a new one. Destroying it is the reader's, when it lets go.
 */
export function takePdf(url: string, openingPage: number): OpeningPdf {
  const started = waiting.find((candidate) => sameAddress(candidate.url, url, base()));
  if (started) waiting = waiting.filter((candidate) => candidate !== started);
  const opening = started ?? openPdf(url, openingPage);
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
