import type { CountMemo } from '../db/count-memo.ts';
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
  /** Remembers pagination counts until the data changes; without it every page counts again. */
  counts?: CountMemo;
}

export const entityUri = (urls: PublicUrls, collection: string, id: number) =>
  `${urls.api}/${collection}/${id}`;
