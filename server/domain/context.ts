import type { Database } from '../db/database.ts';

/** Where the public sees each service; links in responses are built from these. */
export interface PublicUrls {
  /** Catalogue API, e.g. '/api'. */
  api: string;
  /** IIIF Image API, e.g. '/iiif/3'. */
  iiif: string;
  /** The web app, e.g. '/catalogues'. */
  app: string;
}

export interface DomainContext {
  db: Database;
  urls: PublicUrls;
}

export const entityUri = (urls: PublicUrls, collection: string, id: number) =>
  `${urls.api}/${collection}/${id}`;
