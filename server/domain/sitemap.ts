import type { Queryable } from '../db/database.ts';
import { type CanonicalUrls, canonicalUrls } from './canonical-urls.ts';

/**
 * The sitemap (sitemaps.org 0.9): `/sitemap.xml` is always a sitemap index, whose children
 * `/sitemaps/{kind}-{n}.xml` list the pages of one kind of record in id order, at most 50,000 URLs
 * each (the protocol's limit), with `<lastmod>` from the records' `updated_at`. One query per child,
 * one for the index; 100,000 catalogues make about six children.
 */
export const URLS_PER_SITEMAP = 50_000;

const kinds = ['pages', 'catalogues', 'editions', 'places', 'publishers', 'holders'] as const;
type SitemapKind = (typeof kinds)[number];

/** The lists the navigation leads to, beside the home page, and the statistics of the collection. */
const listPaths = [
  '/catalogues',
  '/publisher',
  '/place',
  '/holders',
  '/browse',
  '/navigate-list',
  '/maps',
  '/statistics',
];

export interface SitemapContext {
  db: Queryable;
  /** PUBLIC_ORIGIN. */
  origin: string;
  /** The web app's path, '/catalogues'. */
  appPath?: string;
  perSitemap?: number;
}

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

const lastmod = (date: Date | string | null) =>
  date ? `<lastmod>${new Date(date).toISOString()}</lastmod>` : '';

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';
const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const sitemapPath = (kind: SitemapKind, part: number) => `/sitemaps/${kind}-${part}.xml`;

/** The index of every child sitemap. */
export async function sitemapIndex({ db, origin, perSitemap = URLS_PER_SITEMAP }: SitemapContext) {
  const [counts] = await db.query<Record<Exclude<SitemapKind, 'pages'>, number>>(
    `select (select count(*) from catalogues)::int as catalogues, (select count(*) from editions)::int as editions,
       (select count(*) from places)::int as places, (select count(*) from publishers)::int as publishers,
       (select count(*) from holders)::int as holders`,
  );
  const parts = kinds.flatMap((kind) => {
    const count = kind === 'pages' ? 1 : (counts?.[kind] ?? 0);
    return Array.from({ length: Math.ceil(count / perSitemap) }, (_, index) => sitemapPath(kind, index + 1));
  });
  const entries = parts.map((path) => `<sitemap><loc>${escapeXml(`${origin}${path}`)}</loc></sitemap>`);
  return `${xmlHead}<sitemapindex xmlns="${sitemapNs}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** `catalogues-2.xml` → its kind and part; null for any other name. */
export function sitemapPartOf(name: string): { kind: SitemapKind; part: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  const kind = kinds.find((known) => known === match?.[1]);
  return kind && match ? { kind, part: Number(match[2]) } : null;
}

interface Row {
  id: number;
  catalogue_id?: number;
  updated_at: Date | string | null;
}

/** The SQL of each kind's pages: ids in order, and when each page last changed. */
const partQueries: Record<Exclude<SitemapKind, 'pages'>, string> = {
  // A catalogue page shows its editions: it changes with them (an edition's PDF touches only the edition).
  catalogues: `select c.id, greatest(c.updated_at, (select max(e.updated_at) from editions e where e.catalogue_id = c.id)) as updated_at
    from catalogues c order by c.id limit $1 offset $2`,
  // An edition page shows its catalogue's titles.
  editions: `select e.id, e.catalogue_id, greatest(e.updated_at, c.updated_at) as updated_at
    from editions e join catalogues c on c.id = e.catalogue_id order by e.id limit $1 offset $2`,
  places: 'select id, updated_at from places order by id limit $1 offset $2',
  publishers: 'select id, updated_at from publishers order by id limit $1 offset $2',
  holders: 'select id, updated_at from holders order by id limit $1 offset $2',
};

function pageUrl(links: CanonicalUrls, kind: Exclude<SitemapKind, 'pages'>, row: Row): string {
  switch (kind) {
    case 'catalogues':
      return links.catalogue(row.id);
    case 'editions':
      return links.edition(row.catalogue_id ?? 0, row.id);
    case 'places':
      return links.place(row.id);
    case 'publishers':
      return links.publisher(row.id);
    case 'holders':
      return links.holder(row.id);
  }
}

/** One child sitemap, or null when there is no such part. */
export async function sitemapPart(
  { db, origin, appPath = '/catalogues', perSitemap = URLS_PER_SITEMAP }: SitemapContext,
  kind: SitemapKind,
  part: number,
): Promise<string | null> {
  const links = canonicalUrls(origin, appPath);
  let entries: string[];
  if (kind === 'pages') {
    if (part !== 1) return null;
    // The home page and the lists change whenever any record does.
    const [newest] = await db.query<{ updated_at: Date | string | null }>(
      `select greatest((select max(updated_at) from catalogues), (select max(updated_at) from editions),
         (select max(updated_at) from places), (select max(updated_at) from publishers),
         (select max(updated_at) from holders)) as updated_at`,
    );
    const modified = lastmod(newest?.updated_at ?? null);
    const app = `${origin}${appPath}`;
    entries = [links.home(), ...listPaths.map((path) => `${app}${path}`)].map(
      (url) => `<url><loc>${escapeXml(url)}</loc>${modified}</url>`,
    );
  } else {
    const rows = await db.query<Row>(partQueries[kind], [perSitemap, (part - 1) * perSitemap]);
    if (rows.length === 0) return null;
    entries = rows.map(
      (row) => `<url><loc>${escapeXml(pageUrl(links, kind, row))}</loc>${lastmod(row.updated_at)}</url>`,
    );
  }
  return `${xmlHead}<urlset xmlns="${sitemapNs}">\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt: the public pages and OAI-PMH open to all; the dashboard and the API closed, except
 * the edition PDFs, which the pages' `citation_pdf_url` names for Google Scholar to read.
 */
export function robotsTxt(origin: string, appPath = '/catalogues'): string {
  return [
    'User-agent: *',
    `Allow: ${appPath}/`,
    'Allow: /oai',
    `Disallow: ${appPath}/dashboard`,
    'Disallow: /api/',
    'Allow: /api/catalogues/*/editions/*/pdf$',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
