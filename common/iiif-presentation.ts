/**
 * Where the IIIF Presentation 3 documents live, relative to the site's origin: the server routes
 * them, the page heads and the edition view link them, and Mirador is given them.
 * - `/iiif/presentation/editions/{editionId}/manifest.json`: one edition's pages;
 * - `/iiif/presentation/catalogues/{catalogueId}/collection.json`: a catalogue's editions and supplements;
 * - `/iiif/presentation/collection.json`: the whole repository, as parts of at most
 *   REPOSITORY_COLLECTION_PART_SIZE catalogues (`/iiif/presentation/collection/{part}.json`).
 */

export const IIIF_PRESENTATION_PREFIX = '/iiif/presentation';

/** The JSON-LD context every manifest and collection names. */
export const IIIF_PRESENTATION_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';

/** The media type with which manifests and collections are served and linked. */
export const IIIF_PRESENTATION_MEDIA_TYPE =
  'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"';

export function editionManifestPath(editionId: number): string {
  return `${IIIF_PRESENTATION_PREFIX}/editions/${editionId}/manifest.json`;
}

export function catalogueCollectionPath(catalogueId: number): string {
  return `${IIIF_PRESENTATION_PREFIX}/catalogues/${catalogueId}/collection.json`;
}

export function repositoryCollectionPath(): string {
  return `${IIIF_PRESENTATION_PREFIX}/collection.json`;
}

/**
 * The catalogues one part of the repository's collection lists. At 100,000 catalogues a flat list
 * would be tens of megabytes, which no viewer opens; parts of 1,000 keep every document under a
 * few hundred kilobytes, and the top collection lists at most a hundred parts.
 */
export const REPOSITORY_COLLECTION_PART_SIZE = 1000;

/** One part (1-based) of the repository's collection. */
export function repositoryCollectionPartPath(part: number): string {
  return `${IIIF_PRESENTATION_PREFIX}/collection/${part}.json`;
}
