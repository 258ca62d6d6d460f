import { type CanonicalUrls, canonicalUrls } from './canonical-urls.ts';
import { type Catalogue, getCatalogue } from './catalogues.ts';
import type { DomainContext } from './context.ts';
import { type Edition, getEdition, placeName } from './editions.ts';
import { HttpError } from './errors.ts';
import { getHolder } from './holders.ts';
import type { PageHead } from './page-head.ts';
import { getPlace } from './places.ts';
import { getPublisher } from './publishers.ts';

/**
 * What the server can tell about a public page of the web app before the app runs: which record
 * it shows (from its path) and that record's facts as a PageHead (title, description, canonical
 * URL, OpenGraph, JSON-LD, and for editions Highwire Press tags and COinS). Names are the English
 * ones: the SPA's language lives in the browser, not in the URL.
 */
export type PublicPage =
  | { kind: 'home' }
  | { kind: 'catalogue'; id: number }
  | { kind: 'edition'; catalogueId: number; editionId: number }
  | { kind: 'place'; id: number }
  | { kind: 'publisher'; id: number }
  | { kind: 'holder'; id: number };

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
  const absolute = (url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`);
  try {
    switch (page.kind) {
      case 'home':
        return homeHead(links);
      case 'catalogue': {
        const [catalogue, languages] = await Promise.all([
          getCatalogue(ctx, page.id, LANG),
          languagesOf(ctx, 'e.catalogue_id = $1', page.id),
        ]);
        return catalogueHead(catalogue, languages, links, absolute);
      }
      case 'edition': {
        const [edition, languages] = await Promise.all([
          getEdition(ctx, page.catalogueId, page.editionId, LANG),
          languagesOf(ctx, 'e.id = $1', page.editionId),
        ]);
        return editionHead(edition, languages.get(edition.id) ?? null, links, absolute);
      }
      case 'place':
        return placeHead(await getPlace(ctx, page.id, LANG), links);
      case 'publisher':
        return publisherHead(await getPublisher(ctx, page.id, LANG), links);
      case 'holder':
        return holderHead(await getHolder(ctx, page.id), links);
    }
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// The facts the heads share.

/**
 * The language of an edition, where its place of publication settles it: the records have no
 * language field, and a country with one language of print (Italy, France, the German lands,
 * Britain, Spain) is a safe guess. Elsewhere (Cairo, Constantinople, Beirut: French, English,
 * Greek) the tag is left out rather than guessed.
 */
const languageOfCountry: Record<string, string> = {
  IT: 'it',
  FR: 'fr',
  DE: 'de',
  AT: 'de',
  GB: 'en',
  US: 'en',
  ES: 'es',
  PT: 'pt',
  NL: 'nl',
};

/** Each edition's language, from the country of its first place (see languageOfCountry). */
async function languagesOf(
  { db }: DomainContext,
  where: string,
  id: number,
): Promise<Map<number, string | null>> {
  const rows = await db.query<{ edition_id: number; country_code: string | null }>(
    `select e.id as edition_id, (select pl.country_code from edition_places ep join places pl on pl.id = ep.place_id
       where ep.edition_id = e.id order by ep.position, pl.id limit 1) as country_code
     from editions e where ${where}`,
    [id],
  );
  return new Map(
    rows.map((row) => [row.edition_id, languageOfCountry[row.country_code?.toUpperCase() ?? ''] ?? null]),
  );
}

/** A place's English name (or its original name, or any). */
const englishName = (place: { names: Record<string, string> }, originalName: string | null = null) => {
  const name = placeName(place.names, originalName, LANG);
  return typeof name === 'string' ? name : '';
};

const geonamesUri = (geonameId: number) => `https://sws.geonames.org/${geonameId}/`;

/**
 * Google Scholar's date: `YYYY/MM/DD` or the year alone. A full date written in ISO order keeps
 * its parts; 'ca. 1890', '[1890?]' and 'marzo 1887' give their year (the page shows the text).
 */
export function scholarDate(date: string | null, year: number | null): string | null {
  const iso = /^\s*(\d{4})-(\d{2})(?:-(\d{2}))?\s*$/.exec(date ?? '');
  if (iso) return [iso[1], iso[2], iso[3]].filter(Boolean).join('/');
  return year === null ? null : String(year);
}

/** Distinct by id, first seen first. */
function distinctById<T extends { id: number }>(items: T[]): T[] {
  return [...new Map(items.map((item) => [item.id, item])).values()];
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

/** Drops empty lists and absent values, so the JSON-LD says only what is known. */
function present(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== undefined &&
        value !== null &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  );
}

const exportFormats = [
  { format: 'bibtex', type: 'application/x-bibtex', title: 'BibTeX' },
  { format: 'ris', type: 'application/x-research-info-systems', title: 'RIS' },
  { format: 'csl-json', type: 'application/vnd.citationstyles.csl+json', title: 'CSL-JSON' },
  { format: 'csv', type: 'text/csv', title: 'CSV' },
];

const alternatesOf = (apiUrl: string) =>
  exportFormats.map(({ format, type, title }) => ({ href: `${apiUrl}?format=${format}`, type, title }));

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

type Absolute = (url: string) => string;

/** The IIIF cover as a whole image (the server bounds `max` by its size limits). */
const coverImage = (imageSrc: string | null, absolute: Absolute) =>
  imageSrc ? absolute(`${imageSrc}/full/max/0/default.jpg`) : null;

type Linked = Pick<Edition, 'publishers' | 'places' | 'holders'>;

const firmsLd = (publishers: Linked['publishers'], links: CanonicalUrls) =>
  publishers.map((p) => ({
    '@type': 'Organization',
    '@id': links.publisher(p.id),
    name: p.name,
    url: links.publisher(p.id),
  }));

const placesLd = (places: Linked['places'], links: CanonicalUrls) =>
  places.map((p) =>
    present({
      '@type': 'Place',
      '@id': links.place(p.id),
      name: englishName(p),
      url: links.place(p.id),
      sameAs: p.geonameId ? geonamesUri(p.geonameId) : null,
    }),
  );

const holdersLd = (holders: Linked['holders'], links: CanonicalUrls) =>
  holders.map((h) =>
    present({
      '@type': 'ArchiveOrganization',
      '@id': links.holder(h.id),
      name: h.name,
      alternateName: h.label,
      url: links.holder(h.id),
    }),
  );

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
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': url,
      name: SITE_NAME,
      description: SITE_DESCRIPTION,
      url,
    },
    coins: null,
  };
}

/** The edition's title: its own where it has one, else its catalogue's full title. */
const editionTitle = (edition: Edition) => edition.title?.trim() || edition.catalogue.mainTitle;

function editionHead(
  edition: Edition,
  language: string | null,
  links: CanonicalUrls,
  absolute: Absolute,
): PageHead {
  const url = links.edition(edition.catalogueId, edition.id);
  const title = editionTitle(edition);
  const firms = edition.publishers;
  const places = edition.places.map((place) => englishName(place));
  const pdf = edition.pdf ? absolute(edition.pdf.url) : null;
  const image = coverImage(edition.imageSrc, absolute);
  const date = scholarDate(edition.date, edition.year);
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
    alternates: alternatesOf(links.api(`/catalogues/${edition.catalogueId}/editions/${edition.id}`)),
    jsonLd: present({
      '@context': 'https://schema.org',
      '@type': ['Book', 'ArchiveComponent'],
      '@id': url,
      url,
      name: title,
      bookEdition: edition.editionEnumeration,
      author: firmsLd(firms, links),
      publisher: firmsLd(firms, links),
      locationCreated: placesLd(edition.places, links),
      dateCreated: edition.date,
      inLanguage: language,
      numberOfPages: pages,
      description: edition.physicalDescription,
      exampleOfWork: {
        '@type': 'Book',
        '@id': links.catalogue(edition.catalogueId),
        name: edition.catalogue.mainTitle,
        url: links.catalogue(edition.catalogueId),
      },
      holdingArchive: holdersLd(edition.holders, links),
      image,
      encoding: pdf ? { '@type': 'MediaObject', contentUrl: pdf, encodingFormat: 'application/pdf' } : null,
    }),
    coins: kev
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
      .join('&'),
  };
}

function catalogueHead(
  catalogue: Catalogue,
  languages: Map<number, string | null>,
  links: CanonicalUrls,
  absolute: Absolute,
): PageHead {
  const url = links.catalogue(catalogue.id);
  const editions = catalogue.editions;
  const firms = distinctById(editions.flatMap((e) => e.publishers));
  const places = distinctById(editions.flatMap((e) => e.places));
  const holders = distinctById(editions.flatMap((e) => e.holders));
  const dates = editions.map((e) => e.date).filter((date): date is string => Boolean(date));
  const image = coverImage(editions.find((e) => e.imageSrc)?.imageSrc ?? null, absolute);
  const inLanguage = [...new Set(editions.map((e) => languages.get(e.id)).filter(Boolean))];
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
    jsonLd: present({
      '@context': 'https://schema.org',
      '@type': ['Book', 'ArchiveComponent'],
      '@id': url,
      url,
      name: catalogue.mainTitle,
      alternateName: catalogue.title !== catalogue.mainTitle ? catalogue.title : null,
      author: firmsLd(firms, links),
      publisher: firmsLd(firms, links),
      locationCreated: placesLd(places, links),
      dateCreated: dates[0],
      dateModified: catalogue.updatedAt,
      inLanguage: inLanguage.length === 1 ? inLanguage[0] : inLanguage,
      holdingArchive: holdersLd(holders, links),
      image,
      workExample: editions.map((edition) =>
        present({
          '@type': 'Book',
          '@id': links.edition(catalogue.id, edition.id),
          url: links.edition(catalogue.id, edition.id),
          name: editionTitle(edition),
          bookEdition: edition.editionEnumeration,
          dateCreated: edition.date,
        }),
      ),
    }),
    coins: null,
  };
}

function placeHead(place: Awaited<ReturnType<typeof getPlace>>, links: CanonicalUrls): PageHead {
  const url = links.place(place.id);
  const name = englishName(place, place.originalName);
  const otherNames = [...new Set([...Object.values(place.names), place.originalName ?? ''])].filter(
    (other) => other && other !== name,
  );
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
    alternates: [],
    jsonLd: present({
      '@context': 'https://schema.org',
      '@type': 'Place',
      '@id': url,
      url,
      name,
      alternateName: otherNames,
      sameAs: place.geonameId ? geonamesUri(place.geonameId) : null,
      geo:
        place.latitude !== null && place.longitude !== null
          ? { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude }
          : null,
      address: place.countryCode ? { '@type': 'PostalAddress', addressCountry: place.countryCode } : null,
    }),
    coins: null,
  };
}

function publisherHead(publisher: Awaited<ReturnType<typeof getPublisher>>, links: CanonicalUrls): PageHead {
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
    alternates: [],
    jsonLd: present({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': url,
      url,
      name: publisher.name,
      description: publisher.description,
      foundingDate: publisher.activeFrom ? String(publisher.activeFrom) : null,
      dissolutionDate: publisher.activeTo ? String(publisher.activeTo) : null,
      location: placesLd(publisher.places, links),
    }),
    coins: null,
  };
}

function holderHead(holder: Awaited<ReturnType<typeof getHolder>>, links: CanonicalUrls): PageHead {
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
    alternates: [],
    jsonLd: present({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': url,
      url,
      name: holder.name,
      alternateName: holder.label,
      sameAs: holder.prefix && /^https?:\/\//i.test(holder.prefix) ? holder.prefix : null,
    }),
    coins: null,
  };
}
