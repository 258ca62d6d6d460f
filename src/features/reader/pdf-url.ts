/** The edition a PDF URL of the API names (`…/catalogues/{catalogueId}/editions/{editionId}/pdf`). */
export function editionOfPdfUrl(url: string): { catalogueId: number; editionId: number } | null {
  const match = /\/catalogues\/(\d+)\/editions\/(\d+)\/pdf$/.exec(url);
  return match ? { catalogueId: Number(match[1]), editionId: Number(match[2]) } : null;
}
