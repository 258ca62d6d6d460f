import { z } from 'zod/mini';

/** The longest `q` the page reads: a longer one is dropped. */
export const maxQueryLength = 4000;

const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/**
 * The screen's search params, as the router checks them on every navigation. The router hands
 * them over as text from the URL and as typed values when the app navigates: `q` is text either
 * way, `page` is coerced. `dateMatch` is `within` or absent (overlap, the default).
 *
 * `q` is kept as text here; the page reads it (`query-url.ts`) and puts its canonical text in the
 * URL, or takes it away when it cannot be read. The reading stays in the page's code: every route's
 * search params are checked by the entry, which every first page downloads.
 */
export const contextualSearchSearch = z.object({
  q: lenient(z.string().check(z.maxLength(maxQueryLength))),
  dateMatch: lenient(z.literal('within')),
  page: lenient(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000))),
});
export type ContextualSearchSearch = z.infer<typeof contextualSearchSearch>;
