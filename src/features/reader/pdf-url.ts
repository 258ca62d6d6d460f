/** The edition a PDF URL of the API names (`…/catalogues/{catalogueId}/editions/{editionId}/pdf`). */
export function editionOfPdfUrl(url: string): { catalogueId: number; editionId: number } | null {
  const match = /\/catalogues\/(\d+)\/editions\/(\d+)\/pdf$/.exec(url);
  return match ? { catalogueId: Number(match[1]), editionId: Number(match[2]) } : null;
}

/**
 * The API address of an edition's PDF, as the server writes it into the edition (`pdfUrl` in
 * server/domain/editions.ts): known from the route's parameters, before the edition has arrived.
 */
export function editionPdfUrl(apiUrl: string, catalogueId: string, editionId: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/catalogues/${encodeURIComponent(catalogueId)}/editions/${encodeURIComponent(editionId)}/pdf`;
}

/** Two addresses of one file, one perhaps relative to the page: the API may be named either way. */
export function sameAddress(a: string, b: string, base: string): boolean {
  try {
    return new URL(a, base).href === new URL(b, base).href;
  } catch {
    return false;
  }
}
