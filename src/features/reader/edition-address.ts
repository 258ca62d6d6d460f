import { editionSearch } from '@/lib/edition-search.ts';

/**
 * An edition's page under whatever base path the app is served from, with the entity panels the
 * edition route opens over the reader; not the hosted Mirador viewer of the edition, a page of its own.
 */
const editionPagePath = /\/catalogues\/([^/]+)\/edition\/([^/]+)(?:\/(?:place|publisher|holder)\/[^/]+)?\/?$/;
/** The comparison of two editions: its editions are known only from its calls. */
const comparePagePath = /\/catalogues\/compare(?:\/|$)/;

/** The edition an address shows in the reader, and the page the reader opens at. */
export interface EditionAtAddress {
  catalogueId: string;
  editionId: string;
  openingPage: number;
}

/**
 * The edition of an edition's page address (`…/catalogues/5/edition/8?page=150`), read as the
 * edition route reads it (`editionSearch`: a malformed `page` opens page 1); null elsewhere.
 */
export function editionAtAddress(pathname: string, search: string): EditionAtAddress | null {
  const match = editionPagePath.exec(pathname);
  if (!match?.[1] || !match[2]) return null;
  const { page } = editionSearch.parse(Object.fromEntries(new URLSearchParams(search)));
  return {
    catalogueId: decodeURIComponent(match[1]),
    editionId: decodeURIComponent(match[2]),
    openingPage: page ?? 1,
  };
}

/** An address whose page shows the reader: an edition's page or the comparison of two. */
export function showsReader(pathname: string): boolean {
  return editionPagePath.test(pathname) || comparePagePath.test(pathname);
}
