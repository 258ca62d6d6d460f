import { runtimeConfig } from '@/api/clients.ts';
import type { EditionPdfStart } from './opening-pdf.ts';
import { openingCode } from './reader-first-load.ts';

/**
 * The routes' way to start, keep and let go of the reader's PDFs at navigation (opening-pdf.ts,
 * fetched on first use), with the address of the app's API clients. A first load starts its PDF
 * earlier still, without the app (reader-first-load.ts).
 */
export { startPdfWorkerOnEditionPage, startReaderOnFirstLoad } from './reader-first-load.ts';

function whenOpeningCode(task: (code: typeof import('./opening-pdf.ts')) => void): void {
  // Outside a browser (a server rendering the page) there is nothing to start.
  if (typeof Worker === 'undefined') return;
  openingCode().then(task, () => {});
}

/** See `startEditionPdf` in opening-pdf.ts. */
export function startEditionPdf(catalogueId: string, editionId: string, openingPage: number): void {
  whenOpeningCode((code) =>
    code.startEditionPdf(catalogueId, editionId, openingPage, runtimeConfig().apiUrl),
  );
}

/** See `startEditionPdfs` in opening-pdf.ts: the comparison page's two readers. */
export function startEditionPdfs(starts: readonly EditionPdfStart[]): void {
  whenOpeningCode((code) => code.startEditionPdfs(starts, runtimeConfig().apiUrl));
}

/** See `dropEditionPdf` in opening-pdf.ts. */
export function dropEditionPdf(catalogueId: string, editionId: string): void {
  whenOpeningCode((code) => code.dropEditionPdf(catalogueId, editionId, runtimeConfig().apiUrl));
}
