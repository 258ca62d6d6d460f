import { z } from 'zod/mini';
import { lenient } from './search-values.ts';

/**
 * A shared collection's link: `/catalogues/collection?ids=3,12,7`, the catalogue ids in the
 * collection's order. Anyone opening it sees those catalogues, without an account.
 */

/** The most ids a link carries: as many as the API's `ids` filter takes (openapi IdList). */
export const maxSharedIds = 200;

/** The largest id the API accepts (int4). */
const maxId = 2_147_483_647;

const isId = (text: string) => /^[1-9]\d{0,9}$/.test(text) && Number(text) <= maxId;

/** A link of 200 ids of ten digits each with their commas, and some slack for spaces. */
const maxLinkLength = 4000;

export interface SharedIds {
  /** The valid ids, each once, in the link's order, at most `maxSharedIds`. */
  ids: string[];
  /** Entries left out: malformed, out of range, or past the maximum (a duplicate is not counted). */
  dropped: number;
}

/** The ids of a link's comma list: malformed entries dropped, duplicates removed, at most `maxSharedIds`. */
export function sharedIdsOf(text: string): SharedIds {
  const entries = text
    .slice(0, maxLinkLength)
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const unique = [...new Set(entries)];
  const valid = unique.filter(isId);
  const ids = valid.slice(0, maxSharedIds);
  return { ids, dropped: unique.length - ids.length };
}

/**
 * The URL state of the shared collection: `ids` as a clean comma list (or nothing), and `skipped`,
 * how many of the link's entries were not ids or were too many, so the screen can say how many
 * it could not show. Parsing its own output gives the same again, so a rewritten URL keeps both.
 */
export const sharedCollectionSearch = z.pipe(
  z.object({
    ids: lenient(z.string()),
    skipped: lenient(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(maxLinkLength))),
  }),
  z.transform(({ ids, skipped }) => {
    const shared = sharedIdsOf(ids ?? '');
    const notShown = (skipped ?? 0) + shared.dropped;
    return {
      ids: shared.ids.length > 0 ? shared.ids.join(',') : undefined,
      skipped: notShown > 0 ? notShown : undefined,
    };
  }),
);
export type SharedCollectionSearch = z.infer<typeof sharedCollectionSearch>;

/**
 * The address that shares `ids` (the first `maxSharedIds`), under the app at `appBase`
 * (`https://example.org/catalogues/`): commas written out, so the link reads as it is.
 */
export function sharedCollectionUrl(appBase: string, ids: readonly string[]): string {
  const base = appBase.endsWith('/') ? appBase : `${appBase}/`;
  return `${base}catalogues/collection?ids=${ids.slice(0, maxSharedIds).join(',')}`;
}
