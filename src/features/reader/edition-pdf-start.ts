import { loadRuntimeConfig } from '@/api/runtime-config.ts';
import { editionAtAddress, showsReader } from './edition-address.ts';
import type { EditionPdfStart } from './opening-pdf.ts';
import { pdfWorkerThread } from './pdf-worker.ts';

/**
 * The edition route's way to start the reader's PDF at navigation. The opening code (range
 * requests, pdf.js's loading task) is a chunk of its own, not in the first page of every other
 * route: it is fetched when an edition's page is the first page, as the app's code is read, or
 * when the route starts, and each call waits for it in the order it was made.
 */
let opening: Promise<typeof import('./opening-pdf.ts')> | undefined;
const openingCode = () => {
  opening ??= import('./opening-pdf.ts').catch((error: unknown) => {
    // Fetched again next time; meanwhile the reader opens the PDF itself when it mounts.
    opening = undefined;
    throw error;
  });
  return opening;
};

function whenOpeningCode(task: (code: typeof import('./opening-pdf.ts')) => void): void {
  // Outside a browser (a server rendering the page) there is nothing to start.
  if (typeof Worker === 'undefined') return;
  openingCode().then(task, () => {});
}

/** See `startEditionPdf` in opening-pdf.ts. */
export function startEditionPdf(catalogueId: string, editionId: string, openingPage: number): void {
  whenOpeningCode((code) => code.startEditionPdf(catalogueId, editionId, openingPage));
}

/** See `startEditionPdfs` in opening-pdf.ts: the comparison page's two readers. */
export function startEditionPdfs(starts: readonly EditionPdfStart[]): void {
  whenOpeningCode((code) => code.startEditionPdfs(starts));
}

/** See `dropEditionPdf` in opening-pdf.ts. */
export function dropEditionPdf(catalogueId: string, editionId: string): void {
  whenOpeningCode((code) => code.dropEditionPdf(catalogueId, editionId));
}

/**
 * On a first load of an edition's page or of the comparison, pdf.js's worker thread and the
 * opening code start while the app itself loads (the route calls this as its module is read): the
 * router reaches the route only after the app's code, its configuration and its texts, and the
 * worker's script is the largest file the first page needs.
 */
export function startPdfWorkerOnEditionPage(pathname: string): void {
  if (typeof Worker === 'undefined' || !showsReader(pathname)) return;
  pdfWorkerThread();
  void openingCode().catch(() => {});
}

/**
 * `startPdfWorkerOnEditionPage`, and on an edition's page its PDF too (the edition and the opening
 * page are in the address): its library and first bytes then load beside the app's own code
 * instead of after it has run, configured and rendered. The edition route's `beforeLoad` starts
 * the same PDF again when the router gets there, which finds it started.
 */
export function startReaderOnFirstLoad({ pathname, search }: { pathname: string; search: string }): void {
  startPdfWorkerOnEditionPage(pathname);
  const edition = typeof Worker === 'undefined' ? null : editionAtAddress(pathname, search);
  if (!edition) return;
  // The page carries its configuration (read at once); a page without it fetches config.json.
  loadRuntimeConfig().then(
    ({ apiUrl }) => whenOpeningCode((code) => code.startFirstPageEditionPdf(edition, apiUrl)),
    () => {},
  );
}
