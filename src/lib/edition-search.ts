import { z } from 'zod/mini';

/**
 * The reader's address: apart from the list schemas (list-search.ts), because the reader's first
 * load reads an edition's `?page` before the app's entry has run, and building every list's
 * schemas there stood before the PDF's start (about 40 ms of a traced load, zod's first schemas).
 */

/** A value of the address typed by `schema`, or undefined when it is malformed: `page=abc` opens page 1. */
export const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** Free text from the address: trimmed, at most 200 characters, nothing when blank. */
export const searchText = lenient(
  z.pipe(
    z.string(),
    z.transform((value) => value.trim().slice(0, 200) || undefined),
  ),
);

/** The reader of an edition: open at `page`, with `q` highlighted (links from the PDF search). */
export const editionSearch = z.object({
  page: lenient(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
  q: searchText,
});
export type EditionSearch = z.infer<typeof editionSearch>;
