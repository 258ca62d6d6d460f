import { cslIssued, type EditionDate } from '../../common/date-exports.ts';
import { editionManifestPath, IIIF_PRESENTATION_MEDIA_TYPE } from '../../common/iiif-presentation.ts';
import { type CanonicalUrls, canonicalUrls } from './canonical-urls.ts';
import type { Catalogue } from './catalogues.ts';
import type { DomainContext } from './context.ts';
import type { Edition } from './editions.ts';
import { HttpError } from './errors.ts';
import type { Holder } from './holders.ts';
import {
  describeRecord,
  describeSite,
  editionTitle,
  type LinkedNode,
  type LoadedRecord,
  loadRecord,
  otherPlaceNames,
  placeNameIn,
  placeTitle,
  type RecordRef,
  SCHEMA_ORG_CONTEXT,
} from './linked-data.ts';
import type { PageHead } from './page-head.ts';
import type { Place } from './places.ts';
import type { Publisher } from './publishers.ts';

/**
 * What the server can tell about a public page of the web app before the app runs: which record
 * it shows (from its path) and that record's facts as a PageHead (title, description, canonical
 * URL, OpenGraph, JSON-LD, and for editions Highwire Press tags and COinS). Names are the English
 * ones: the SPA's language lives in the browser, not in the URL.
 */
export type PublicPage = { kind: 'home' } | RecordRef;

export const SITE_NAME = 'Photographers’ Catalogues';
const SITE_DESCRIPTION =
  "Photographers' sales catalogues and exhibition catalogues of the 19th and early 20th century";
const LANG = 'EN';

/** Ids as the database holds them (int4): anything else cannot be a record. */
const idOf = (text: string | undefined): number | null => {
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
};

const pagePatterns: Array<[RegExp, (ids: Array<number | null>) => PublicPage | null]> = [
  [/^$/, () => ({ kind: 'home' })],
  // The catalogue page and its tabs (supplementary contents).
  [
    /^\/catalogues\/(\d+)(?:\/supplementary-content|\/supplementary-contents-of)?$/,
    ([id]) => (id ? { kind: 'catalogue', id } : null),
  ],
  // The edition view and the entity panels it opens over itself.
  [
    /^\/catalogues\/(\d+)\/edition\/(\d+)(?:\/(?:holder|place|publisher)\/\d+)?$/,
    ([catalogueId, editionId]) =>
      catalogueId && editionId ? { kind: 'edition', catalogueId, editionId } : null,
  ],
  [/^\/place\/(\d+)(?:\/catalogues)?$/, ([id]) => (id ? { kind: 'place', id } : null)],
  [/^\/publisher\/(\d+)(?:\/catalogues)?$/, ([id]) => (id ? { kind: 'publisher', id } : null)],
  [/^\/holders\/(\d+)\/catalogues$/, ([id]) => (id ? { kind: 'holder', id } : null)],
];

/** The record a path of the web app (`/catalogues/…`, query ignored) shows; null for any other page. */
export function publicPageOf(url: string, appPath = '/catalogues'): PublicPage | null {
  const path = (url.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  if (path !== appPath && !path.startsWith(`${appPath}/`)) return null;
  const rest = path.slice(appPath.length);
  for (const [pattern, page] of pagePatterns) {
    const match = pattern.exec(rest);
    if (match) return page(match.slice(1).map(idOf));
  }
  return null;
}

export interface PageMetadataContext {
  ctx: DomainContext;
  /** PUBLIC_ORIGIN: every address in the head is absolute on it. */
  origin: string;
}

/** The page's head, or null when its record does not exist (the web app then shows its own 404). */
export async function pageMetadata(
  { ctx, origin }: PageMetadataContext,
  page: PublicPage,
): Promise<PageHead | null> {
  const links = canonicalUrls(origin, ctx.urls.app);
  if (page.kind === 'home') return homeHead(links);
  let record: LoadedRecord;
  try {
    record = await loadRecord(ctx, page, LANG);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
  // The same description the API answers as JSON-LD, under schema.org's context.
  const jsonLd = { '@context': SCHEMA_ORG_CONTEXT, ...describeRecord(record, links, LANG) };
  switch (record.kind) {
    case 'catalogue':
      return catalogueHead(record.catalogue, jsonLd, links);
    case 'edition':
      return editionHead(record.edition, record.language, jsonLd, links);
    case 'place':
      return placeHead(record.place, jsonLd, links);
    case 'publisher':
      return publisherHead(record.publisher, jsonLd, links);
    case 'holder':
      return holderHead(record.holder, jsonLd, links);
  }
}

// ---------------------------------------------------------------------------------------------------
// The facts the heads share.

/** A place's English name (or its original name, or any). */
const englishName = (place: { names: Record<string, string> }) => placeNameIn(place, null, LANG);

/**
 * Google Scholar's date: `YYYY/MM/DD`, `YYYY/MM` or the year alone, the first day the edition's
 * stored EDTF allows (the staff's correction included): 'ca. 1890' and '[1890?]' give 1890,
 * '1885-1890' gives 1885, '1887-03-12' keeps its day; an open range ('before 1900') or a date
 * not understood gives none rather than a year the catalogue does not print.
 */
export function scholarDate(date: EditionDate): string | null {
  const first = cslIssued(date)?.['date-parts']?.[0];
  if (!first) return null;
  return first.map((part, index) => (index === 0 ? String(part) : String(part).padStart(2, '0'))).join('/');
}

const joinNames = (items: Array<{ name: string }>, separator = ', ') =>
  items.map((item) => item.name).join(separator);

/** A description of at most `max` characters, cut at a word. */
function clip(text: string, max = 300): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;.:]+$/, '')}…`;
}

/** Sentences from the parts that are there. */
const sentences = (...parts: Array<string | null | undefined | false>) =>
  parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim().replace(/[.]*$/, '.'))
    .join(' ');

const exportFormats = [
  { format: 'bibtex', type: 'application/x-bibtex', title: 'BibTeX' },
  { format: 'ris', type: 'application/x-research-info-systems', title: 'RIS' },
  { format: 'csl-json', type: 'application/vnd.citationstyles.csl+json', title: 'CSL-JSON' },
  { format: 'csv', type: 'text/csv', title: 'CSV' },
];

const linkedData = { format: 'jsonld', type: 'application/ld+json', title: 'JSON-LD' };

/** The record in the API's other formats: its linked data, and for catalogues and editions the exports. */
const alternatesOf = (apiUrl: string, formats = [...exportFormats, linkedData]) =>
  formats.map(({ format, type, title }) => ({ href: `${apiUrl}?format=${format}`, type, title }));

function openGraph(
  type: string,
  title: string,
  description: string,
  url: string,
  image?: string | null,
): PageHead['openGraph'] {
  return [
    ['og:site_name', SITE_NAME],
    ['og:type', type],
    ['og:title', title],
    ['og:description', description],
    ['og:url', url],
    ...(image ? [['og:image', image] as [string, string]] : []),
  ];
}

const pageTitle = (name: string) => `${name} · ${SITE_NAME}`;

/** The IIIF cover as a whole image (the server bounds `max` by its size limits), absolute. */
const coverImage = (imageSrc: string | null, links: CanonicalUrls) =>
  imageSrc ? new URL(`${imageSrc}/full/max/0/default.jpg`, links.home()).href : null;

/** Distinct by id, first seen first. */
function distinctById<T extends { id: number }>(items: T[]): T[] {
  return [...new Map(items.map((item) => [item.id, item])).values()];
}

// ---------------------------------------------------------------------------------------------------
// One head per kind of page.

function homeHead(links: CanonicalUrls): PageHead {
  const url = links.home();
  return {
    title: SITE_NAME,
    description: SITE_DESCRIPTION,
    canonical: url,
    openGraph: openGraph('website', SITE_NAME, SITE_DESCRIPTION, url),
    citation: [],
    alternates: [],
    jsonLd: { '@context': SCHEMA_ORG_CONTEXT, ...describeSite(links, SITE_NAME, SITE_DESCRIPTION) },
    coins: null,
  };
}

function editionHead(
  edition: Edition,
  language: string | null,
  jsonLd: LinkedNode,
  links: CanonicalUrls,
): PageHead {
  const url = links.edition(edition.catalogueId, edition.id);
  const title = editionTitle(edition);
  const firms = edition.publishers;
  const places = edition.places.map((place) => englishName(place));
  const pdf = edition.pdf ? new URL(edition.pdf.url, links.home()).href : null;
  const image = coverImage(edition.imageSrc, links);
  const date = scholarDate({
    written: edition.date,
    edtf: edition.dateEdtf,
    uncertain: edition.dateUncertain,
  });
  const pages = edition.pdf?.pages || edition.pdfPageCount || null;
  const description = clip(
    sentences(
      title,
      [edition.editionEnumeration, joinNames(firms), places.join(', '), edition.date]
        .filter(Boolean)
        .join(', '),
      edition.physicalDescription,
      edition.holders.length > 0 && `Held by ${joinNames(edition.holders)}`,
    ),
  );
  const citation: PageHead['citation'] = [
    ['citation_title', title],
    ...firms.map((firm): [string, string] => ['citation_author', firm.name]),
    ...(date ? [['citation_publication_date', date] as [string, string]] : []),
    ...(firms.length > 0 ? [['citation_publisher', joinNames(firms, '; ')] as [string, string]] : []),
    ...(pdf ? [['citation_pdf_url', pdf] as [string, string]] : []),
    ...(language ? [['citation_language', language] as [string, string]] : []),
    ['citation_public_url', url],
  ];
  const kev: Array<[string, string | number | null | undefined]> = [
    ['ctx_ver', 'Z39.88-2004'],
    ['rft_val_fmt', 'info:ofi/fmt:kev:mtx:book'],
    ['rft_id', url],
    ['rft.genre', 'book'],
    ['rft.btitle', title],
    ...firms.map((firm): [string, string] => ['rft.aucorp', firm.name]),
    ['rft.pub', joinNames(firms, '; ')],
    ['rft.place', places.join('; ')],
    ['rft.date', date?.replaceAll('/', '-')],
    ['rft.edition', edition.editionEnumeration],
    ['rft.tpages', pages],
    ['rft.language', language],
  ];
  return {
    title: pageTitle(title),
    description,
    canonical: url,
    openGraph: openGraph('book', title, description, url, image),
    citation,
    alternates: [
      ...alternatesOf(links.api(`/catalogues/${edition.catalogueId}/editions/${edition.id}`)),
      // Its pages as a IIIF manifest, for viewers and the browser extensions that look for one.
      ...(edition.pdf
        ? [
            {
              href: new URL(editionManifestPath(edition.id), links.home()).href,
              type: IIIF_PRESENTATION_MEDIA_TYPE,
              title: 'IIIF manifest',
            },
          ]
        : []),
    ],
    jsonLd,
    coins: kev
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
      .join('&'),
  };
}

function catalogueHead(catalogue: Catalogue, jsonLd: LinkedNode, links: CanonicalUrls): PageHead {
  const url = links.catalogue(catalogue.id);
  const editions = catalogue.editions;
  const firms = distinctById(editions.flatMap((e) => e.publishers));
  const places = distinctById(editions.flatMap((e) => e.places));
  const holders = distinctById(editions.flatMap((e) => e.holders));
  const dates = editions.map((e) => e.date).filter((date): date is string => Boolean(date));
  const image = coverImage(editions.find((e) => e.imageSrc)?.imageSrc ?? null, links);
  const count = editions.length;
  const description = clip(
    sentences(
      catalogue.mainTitle,
      [joinNames(firms), places.map((place) => englishName(place)).join(', '), dates.join(', ')]
        .filter(Boolean)
        .join(', '),
      count > 0 && `${count} ${count === 1 ? 'edition' : 'editions'}`,
      holders.length > 0 && `Held by ${joinNames(holders)}`,
    ),
  );
  return {
    title: pageTitle(catalogue.title),
    description,
    canonical: url,
    openGraph: openGraph('book', catalogue.title, description, url, image),
    citation: [],
    alternates: alternatesOf(links.api(`/catalogues/${catalogue.id}`)),
    jsonLd,
    coins: null,
  };
}

function placeHead(place: Place, jsonLd: LinkedNode, links: CanonicalUrls): PageHead {
  const url = links.place(place.id);
  const name = placeTitle(place, LANG);
  const otherNames = otherPlaceNames(place, LANG);
  const description = clip(
    sentences(
      otherNames.length > 0 ? `${name} (${otherNames.join(', ')})` : name,
      `Photographers' catalogues published here: ${place.catalogues}, by ${place.publishers} ${place.publishers === 1 ? 'publisher' : 'publishers'}`,
    ),
  );
  return {
    title: pageTitle(name),
    description,
    canonical: url,
    openGraph: openGraph('website', name, description, url),
    citation: [],
    alternates: alternatesOf(links.api(`/places/${place.id}`), [linkedData]),
    jsonLd,
    coins: null,
  };
}

function publisherHead(publisher: Publisher, jsonLd: LinkedNode, links: CanonicalUrls): PageHead {
  const url = links.publisher(publisher.id);
  const active =
    publisher.activeFrom || publisher.activeTo
      ? `active ${publisher.activeFrom ?? '?'}–${publisher.activeTo ?? '?'}`
      : null;
  const description = clip(
    publisher.description?.trim() ||
      sentences(
        [publisher.name, active, publisher.places.map((place) => englishName(place)).join(', ')]
          .filter(Boolean)
          .join(', '),
        `${publisher.catalogues} ${publisher.catalogues === 1 ? 'catalogue' : 'catalogues'}`,
      ),
  );
  return {
    title: pageTitle(publisher.name),
    description,
    canonical: url,
    openGraph: openGraph('website', publisher.name, description, url),
    citation: [],
    alternates: alternatesOf(links.api(`/publishers/${publisher.id}`), [linkedData]),
    jsonLd,
    coins: null,
  };
}

function holderHead(holder: Holder, jsonLd: LinkedNode, links: CanonicalUrls): PageHead {
  const url = links.holder(holder.id);
  const description = clip(
    sentences(
      holder.label ? `${holder.name} (${holder.label})` : holder.name,
      `Photographers' catalogues held: ${holder.catalogues}`,
    ),
  );
  return {
    title: pageTitle(holder.name),
    description,
    canonical: url,
    openGraph: openGraph('website', holder.name, description, url),
    citation: [],
    alternates: alternatesOf(links.api(`/holders/${holder.id}`), [linkedData]),
    jsonLd,
    coins: null,
  };
}
