import '@/lib/zod-setup.ts';
import { startFirstPageEditionPdf } from './opening-pdf.ts';
import { startReaderOnFirstLoad } from './reader-first-load.ts';

/**
 * A build entry of its own (vite.config.ts), which the server names on a reader's page before the
 * app's entry (server/domain/route-preloads.ts): the PDF, pdf.js's library and its worker start as
 * soon as this has arrived, not once the app's entry has loaded and run. It shares its modules with
 * the app, so the app's reader takes over what this started.
 *
 * The opening code is a static import, part of this entry's own module graph (which the server
 * preloads with it): the PDF is asked for as soon as that graph has run. Fetched through a dynamic
 * import, it was asked for only after the app's entry had run as well (at 1.66 s instead of 0.97 s
 * in a traced load over HTTP/2 on a slow machine), the import's answer waiting behind the entry's
 * evaluation.
 */
startReaderOnFirstLoad(window.location, startFirstPageEditionPdf);
