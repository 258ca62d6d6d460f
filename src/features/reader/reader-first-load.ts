import { loadRuntimeConfig } from '@/api/runtime-config.ts';
import { editionAtAddress, showsReader } from './edition-address.ts';
import type { EditionPdfStart } from './opening-pdf.ts';
import { pdfWorkerThread } from './pdf-worker.ts';

/**
 * The reader's start on a first load, and the way to its opening code. None of this imports the
 * app's entry: the server names `first-load-entry.ts` (a build entry of its own, a few hundred
 * bytes beside the chunks it shares with the app) on a reader's page, and it runs as soon as it
 * has arrived, while the app's entry is still loading and running.
 */

/**
 * The opening code (range requests, pdf.js's loading task) is a chunk of its own, not in the
 * first page of every other route: it is fetched when a reader's page is the first page, or when
 * the edition route starts, and each call waits for it in the order it was made.
 */
let opening: Promise<typeof import('./opening-pdf.ts')> | undefined;
export const openingCode = () => {
  opening ??= import('./opening-pdf.ts').catch((error: unknown) => {
    // Fetched again next time; meanwhile the reader opens the PDF itself when it mounts.
    opening = undefined;
    throw error;
  });
  return opening;
};

/**
 * On a first load of an edition's page or of the comparison, pdf.js's worker thread and the
 * opening code start while the app itself loads: the router reaches the route only after the
 * app's code, its configuration and its texts, and the worker's script is the largest file the
 * first page needs.
 */
export function startPdfWorkerOnEditionPage(pathname: string): void {
  if (typeof Worker === 'undefined' || !showsReader(pathname)) return;
  pdfWorkerThread();
  void openingCode().catch(() => {});
}

/** How a first load starts its edition's PDF (`startFirstPageEditionPdf` of opening-pdf.ts). */
type StartFirstPagePdf = (edition: EditionPdfStart, apiUrl: string) => void;

/** The opening code's own start, once its chunk has arrived: the edition route's module has no other. */
const startOnceOpeningCodeArrives: StartFirstPagePdf = (edition, apiUrl) => {
  openingCode().then(
    (code) => code.startFirstPageEditionPdf(edition, apiUrl),
    () => {},
  );
};

/**
 * `startPdfWorkerOnEditionPage`, and on an edition's page its PDF too (the edition and the opening
 * page are in the address): its library and first bytes then load beside the app's own code
 * instead of after it has run, configured and rendered. Called by the early entry, which hands in
 * the opening code it has already loaded (`startPdf`), and again by the edition route's module; the
 * edition route's `beforeLoad` starts the same PDF once more when the router gets there. Each finds
 * it started.
 */
export function startReaderOnFirstLoad(
  { pathname, search }: { pathname: string; search: string },
  startPdf: StartFirstPagePdf = startOnceOpeningCodeArrives,
): void {
  startPdfWorkerOnEditionPage(pathname);
  const edition = typeof Worker === 'undefined' ? null : editionAtAddress(pathname, search);
  if (!edition) return;
  // The page carries its configuration (read at once); a page without it fetches config.json.
  loadRuntimeConfig().then(
    ({ apiUrl }) => startPdf(edition, apiUrl),
    () => {},
  );
}
