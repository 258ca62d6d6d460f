/**
 * The public addresses of the records, as citations, exports, page heads, sitemaps and OAI-PMH
 * give them: absolute, on the configured origin (`PUBLIC_ORIGIN`), the same everywhere.
 */
export interface CanonicalUrls {
  home(): string;
  catalogue(catalogueId: number): string;
  /** The edition's page; with `page`, the reader opened at that page. */
  edition(catalogueId: number, editionId: number, page?: number): string;
  place(placeId: number): string;
  publisher(publisherId: number): string;
  /** A holder has no page of its own: its catalogues are its page. */
  holder(holderId: number): string;
  /** An API address (`/api/...`) made absolute. */
  api(path: string): string;
}

export function canonicalUrls(origin: string, appPath = '/catalogues', apiPath = '/api'): CanonicalUrls {
  const app = `${origin}${appPath}`;
  return {
    home: () => `${app}/`,
    catalogue: (catalogueId) => `${app}/catalogues/${catalogueId}`,
    edition: (catalogueId, editionId, page) =>
      `${app}/catalogues/${catalogueId}/edition/${editionId}${page && page > 1 ? `?page=${page}` : ''}`,
    place: (placeId) => `${app}/place/${placeId}`,
    publisher: (publisherId) => `${app}/publisher/${publisherId}`,
    holder: (holderId) => `${app}/holders/${holderId}/catalogues`,
    api: (path) => `${origin}${apiPath}${path.startsWith('/') ? path : `/${path}`}`,
  };
}
