import { editionManifestPath, IIIF_PRESENTATION_MEDIA_TYPE } from '../../common/iiif-presentation.ts';

/**
 * The browser tab's title, the meta description and the canonical link of a page, as plain
 * functions: which address a path stands for, and how titles and descriptions are written. The
 * server writes the same head into the page it sends (server/domain/page-metadata.ts); these keep
 * it right as the visitor moves on without reloading.
 */

/** Titles read `{name} · {site}`, as the server writes them. */
export const pageTitle = (name: string, site: string): string =>
  name.trim() ? `${name.trim()} · ${site}` : site;

/**
 * Sentences from the parts that are there, each ending in one full stop, in at most `max`
 * characters cut at a word (the server's page descriptions read the same).
 */
export function description(parts: ReadonlyArray<string | null | undefined | false>, max = 300): string {
  const text = parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.replace(/\s+/g, ' ').trim().replace(/[.]*$/, '.'))
    .join(' ');
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;.:]+$/, '')}…`;
}

/** The parts of a line of facts that are there, joined with ', '. */
export const factsLine = (parts: ReadonlyArray<string | null | undefined>): string =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(', ');

/** Paths (inside the app) that stand for another page: a record's tabs and panels are the record. */
const samePageAs: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  // The catalogue page's tabs.
  [
    /^\/catalogues\/(\d+)\/(?:supplementary-content|supplementary-contents-of)$/,
    (m) => `/catalogues/${m[1]}`,
  ],
  // The entity panels the edition view opens over itself.
  [
    /^\/catalogues\/(\d+)\/edition\/(\d+)\/(?:holder|place|publisher)\/\d+$/,
    (m) => `/catalogues/${m[1]}/edition/${m[2]}`,
  ],
  // A place's or a publisher's catalogues are part of its page; a holder's catalogues are its page.
  [/^\/(place|publisher)\/(\d+)\/catalogues$/, (m) => `/${m[1]}/${m[2]}`],
];

/**
 * The path of the page a path (inside the app, without `/catalogues`) shows: a record's tab or
 * panel gives the record's own path, as the server's canonical URLs do; any other path is its
 * own page. The query (a list's filters, the reader's page) is never part of it.
 */
export function canonicalPath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0]?.replace(/\/+$/, '') || '/';
  for (const [pattern, page] of samePageAs) {
    const match = pattern.exec(path);
    if (match) return page(match);
  }
  return path;
}

/** The absolute canonical URL of a page: the app's base (`https://host/catalogues`) and its path. */
export const canonicalUrl = (appBase: string, path: string): string =>
  path === '/' ? `${appBase}/` : `${appBase}${path}`;

/**
 * The link to an edition's IIIF manifest, as the server writes it into the edition's page: IIIF
 * viewers and browser extensions find the pages through it.
 */
export const iiifManifestLink = (appBase: string, editionId: number) => ({
  rel: 'alternate',
  type: IIIF_PRESENTATION_MEDIA_TYPE,
  href: new URL(editionManifestPath(editionId), appBase).href,
  title: 'IIIF manifest',
});

/** What the server wrote into the head of the page the app started on. */
export interface ServerHead {
  /** The path (inside the app) of the page the head describes. */
  path: string;
  /** Its title, as the document had it. */
  title: string;
  /** Its canonical URL, when the server wrote one (a record or the home page). */
  canonical: string | null;
  /** Its meta description: the record's, or the site's from index.html. */
  description: string | null;
  /**
   * Where the app's pages are, absolute (`https://host/catalogues`): from the server's canonical
   * link (the configured public origin), else from this document's own address.
   */
  appBase: string;
  /** The title, description and canonical link as the server wrote them: the app writes its own. */
  managedTags: Element[];
  /**
   * The tags about that page's record the app does not write itself (OpenGraph, Highwire
   * `citation_*`, the export links, JSON-LD, COinS): true of that page only.
   */
  recordTags: Element[];
}

const managedTagSelector = 'title, meta[name="description"], link[rel="canonical"]';
const recordTagSelector = [
  'meta[property^="og:"]',
  'meta[name^="citation_"]',
  'link[rel="alternate"]',
  'script[type="application/ld+json"]',
  'span.Z3988',
].join(', ');

/**
 * Reads the head the server wrote for the page the app started on, before the app renders
 * anything into it. `basePath` is the app's path on its origin (`/catalogues`).
 */
export function readServerHead(document: Document, basePath: string): ServerHead {
  const base = basePath.replace(/\/+$/, '');
  const location = document.location;
  const inApp = location.pathname.startsWith(base) ? location.pathname.slice(base.length) : location.pathname;
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href || null;
  let appBase = `${location.origin}${base}`;
  if (canonical) {
    try {
      appBase = `${new URL(canonical).origin}${base}`;
    } catch {
      // A canonical that is no URL leaves the document's own origin.
    }
  }
  return {
    path: canonicalPath(inApp || '/'),
    title: document.title,
    canonical,
    description:
      document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.getAttribute('content') ??
      null,
    appBase,
    managedTags: [...document.head.querySelectorAll(managedTagSelector)],
    recordTags: [...document.querySelectorAll(recordTagSelector)],
  };
}
