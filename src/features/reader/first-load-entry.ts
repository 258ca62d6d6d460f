import { startReaderOnFirstLoad } from './reader-first-load.ts';

/**
 * A build entry of its own (vite.config.ts), which the server names on a reader's page before the
 * app's entry (server/domain/route-preloads.ts): the PDF, pdf.js's library and its worker start as
 * soon as this has arrived, not once the app's entry has loaded and run. It shares its modules with
 * the app, so the app's reader takes over what this started.
 */
startReaderOnFirstLoad(window.location);
