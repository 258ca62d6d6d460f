import { z } from 'zod/mini';
import { lenient, searchText } from './search-values.ts';

/**
 * The reader's address: apart from the list schemas (list-search.ts), because the reader's first
 * load reads an edition's `?page` before the app's entry has run, and building every list's
 * schemas there stood before the PDF's start (about 40 ms of a traced load, zod's first schemas).
 */

/** The reader of an edition: open at `page`, with `q` highlighted (links from the PDF search). */
export const editionSearch = z.object({
  page: lenient(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
  q: searchText,
});
export type EditionSearch = z.infer<typeof editionSearch>;
