import { z } from 'zod/mini';
import { lenient } from '@/lib/search-values.ts';

const id = lenient(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)));
const page = lenient(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)));

/**
 * `/catalogues/compare`: the catalogue whose family of editions is compared (its own, its
 * supplements', the one it supplements), the two editions and the page each reader shows, and
 * whether the readers page together. Like the list URLs, a malformed value is dropped, never an
 * error: `from-page=abc` opens page 1, `paging=sideways` pages together.
 */
export const compareSearch = z.object({
  catalogue: id,
  from: id,
  to: id,
  'from-page': page,
  'to-page': page,
  paging: lenient(z.enum(['together', 'apart'])),
});
export type CompareSearch = z.infer<typeof compareSearch>;

/** The two sides of a comparison, as the URL and the API name them. */
export type Side = 'from' | 'to';
export const otherSide = (side: Side): Side => (side === 'from' ? 'to' : 'from');
export const pageKey = (side: Side) => (side === 'from' ? 'from-page' : 'to-page');
