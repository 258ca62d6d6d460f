import { z } from 'zod/mini';

/**
 * The pieces every route's search schema is made of. The router hands every value over as text
 * (url-search.ts); each schema types it and drops what is malformed rather than failing the page.
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
