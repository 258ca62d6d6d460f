/**
 * The IIIF Image API identifiers of PDF pages: `edition-{editionId}-p{page}`, served as
 * `{PUBLIC_IIIF_URL}/edition-12-p3/info.json` and `…/edition-12-p3/full/max/0/default.jpg`.
 * Stored images are named by their SHA-256 in lower-case hex, which has neither a dash nor
 * letters past `f`, so the two kinds of identifier cannot collide. The server parses these; the
 * manifests and the reader build their URLs with the same functions.
 */

export interface PageImage {
  editionId: number;
  /** 1-based. */
  page: number;
}

/** Ids and page numbers are positive PostgreSQL int4 values written without leading zeros. */
const MAX_INT4 = 2_147_483_647;
const PAGE_IDENTIFIER = /^edition-([1-9]\d{0,9})-p([1-9]\d{0,9})$/;

export function pageImageIdentifier({ editionId, page }: PageImage): string {
  if (!isPositiveInt4(editionId) || !isPositiveInt4(page)) {
    throw new RangeError(`No page image identifier for edition ${editionId}, page ${page}`);
  }
  return `edition-${editionId}-p${page}`;
}

/** The edition and page an identifier names, or null when it is not a page image's identifier. */
export function parsePageImageIdentifier(identifier: string): PageImage | null {
  const match = PAGE_IDENTIFIER.exec(identifier);
  if (!match) return null;
  const editionId = Number(match[1]);
  const page = Number(match[2]);
  return isPositiveInt4(editionId) && isPositiveInt4(page) ? { editionId, page } : null;
}

/** The page's image service (`{iiifBaseUrl}/edition-12-p3`), to which `/info.json` or a request is added. */
export function pageImageServiceUrl(iiifBaseUrl: string, pageImage: PageImage): string {
  return `${iiifBaseUrl.replace(/\/+$/, '')}/${pageImageIdentifier(pageImage)}`;
}

function isPositiveInt4(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_INT4;
}
