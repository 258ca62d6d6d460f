import { defaultTexts, type TranslationKey } from '../../common/default-texts.ts';
import { type PageImage, pageImageServiceUrl } from '../../common/iiif-page-images.ts';
import {
  catalogueCollectionPath,
  editionManifestPath,
  IIIF_PRESENTATION_CONTEXT,
  REPOSITORY_COLLECTION_PART_SIZE,
  repositoryCollectionPartPath,
  repositoryCollectionPath,
} from '../../common/iiif-presentation.ts';
import { translationServiceId } from '../../common/translation-service.ts';
import type { Queryable } from '../db/database.ts';
import type { CanonicalUrls } from './canonical-urls.ts';
import { getCatalogue } from './catalogues.ts';
import type { DomainContext } from './context.ts';
import { type Edition, editionsById, placeName } from './editions.ts';
import { notFound } from './errors.ts';
import { editionTitle } from './linked-data.ts';

/**
 * IIIF Presentation 3 documents: a manifest per edition with a PDF (a canvas per page, painted
 * with the page's image from our IIIF Image API), a collection per catalogue (its editions with
 * PDFs and its supplements) and the repository's collection, in parts. The facts are the
 * edition's, as the page heads and the linked data give them; labels are the interface's texts in
 * every language staff keep (the translations service), place names in each language they have.
 *
 * Addresses: the IIIF documents and images are named on the origin the request came to, as the
 * Image API's info.json names its images, so that a viewer can follow every id it is given; the
 * record's page (`homepage`), its JSON-LD (`seeAlso`) and its PDF (`rendering`) are the canonical
 * addresses on PUBLIC_ORIGIN that the page heads, exports and linked data give.
 */

/** A IIIF language map: BCP 47 tags (or `none`) to texts. */
export type LanguageMap = Record<string, string[]>;

/** A IIIF resource as JSON. */
type Resource = Record<string, unknown>;

export interface PresentationLinks {
  /** Scheme and host the request came to: the IIIF documents' ids are on it. */
  origin: string;
  /** The IIIF Image API's base, absolute (`https://host/iiif/3`). */
  imageBase: string;
  /** The records' public pages and API addresses, on PUBLIC_ORIGIN. */
  canonical: CanonicalUrls;
}

/** Pixels, as the IIIF Image API describes a page's image. */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The canvases' sizes: each page's image size, or null when the PDF could not be read. Then every
 * canvas keeps DEFAULT_CANVAS_SIZE and has no image: a viewer shows empty pages with their
 * numbers, the manifest still opens, and its `rendering` still offers the PDF.
 */
export type PageImageSizes = PixelSize[] | null;

/** An A4 page at 150 dpi, as the page images would describe it: the size of a page that cannot be read. */
export const DEFAULT_CANVAS_SIZE: PixelSize = { width: 1240, height: 1753 };

/** The width of the thumbnails: a viewer's strip of pages shows them at about 100 to 200 pixels. */
const THUMBNAIL_WIDTH = 200;

// ---------------------------------------------------------------------------------------------------
// The interface's texts, in every language staff keep.

const interfaceKeys = [
  'app_title',
  'app_subtitle',
  'page_n',
  'edition_enumeration',
  'publisher',
  'place',
  'date',
  'holder',
  'citation',
  'physical_description',
  'illustrative_content',
] as const satisfies readonly TranslationKey[];

type InterfaceKey = (typeof interfaceKeys)[number];

export interface InterfaceTexts {
  /** The languages' prefixes (`EN`, `DE`, `IT`, then those staff added), as the translations service keeps them. */
  languages: string[];
  /** Each key's text by language prefix. */
  texts: Map<string, Map<string, string>>;
}

/** The texts the documents label things with, in every language of the translations service. */
export async function loadInterfaceTexts(db: Queryable): Promise<InterfaceTexts> {
  const [languages, rows] = await Promise.all([
    db.query<{ prefix: string }>(
      'select prefix from languages where service_id = $1 order by built_in desc, id',
      [translationServiceId],
    ),
    db.query<{ key: string; prefix: string; value: string }>(
      'select key, prefix, value from translations where service_id = $1 and key = any($2)',
      [translationServiceId, interfaceKeys],
    ),
  ]);
  const texts = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const values = texts.get(row.key) ?? new Map<string, string>();
    values.set(row.prefix, row.value);
    texts.set(row.key, values);
  }
  return { languages: languages.map((row) => row.prefix), texts };
}

/**
 * A language prefix as a BCP 47 tag (`EN` → `en`). A prefix the IIIF schema would refuse as a key of
 * a language map (one with digits, `es-419`) is left out rather than written wrongly.
 */
function languageTag(prefix: string): string | null {
  const tag = prefix.toLowerCase();
  return /^[a-z]{2,8}(?:-[a-z]{1,8})*$/.test(tag) ? tag : null;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** A text in every language it is translated into; the default English text when none is stored. */
function translated(texts: InterfaceTexts, key: InterfaceKey, values: Record<string, string | number> = {}) {
  const stored = texts.texts.get(key);
  const map: LanguageMap = {};
  for (const prefix of texts.languages) {
    const tag = languageTag(prefix);
    const value = stored?.get(prefix)?.trim();
    if (tag && value) map[tag] = [fill(value, values)];
  }
  if (Object.keys(map).length > 0) return map;
  return { en: [fill(defaultTexts.get(key)?.en ?? key, values)] };
}

/** Text that is in no language: names and titles, as printed. */
const none = (...texts: string[]): LanguageMap => ({ none: texts });

// ---------------------------------------------------------------------------------------------------
// One edition's facts.

type Place = Edition['places'][number];

/** A place's name in the language of `prefix`, else in English, else any. */
const placeNameOf = (place: Place, prefix: string) => {
  const name = placeName(place.names as Record<string, string>, null, prefix);
  return typeof name === 'string' ? name : '';
};

/**
 * A text that names the edition's places: in English, and in each other language in which one of
 * its places has a name of its own (Firenze, Florenz, Florence); a text without places is in none.
 */
function inPlaceLanguages(
  edition: Edition,
  texts: InterfaceTexts,
  write: (prefix: string) => string[],
): LanguageMap {
  if (edition.places.length === 0) return none(...write('EN'));
  const prefixes = [
    'EN',
    ...texts.languages.filter(
      (prefix) =>
        prefix !== 'EN' &&
        edition.places.some((place) => (place.names as Record<string, string>)[prefix]?.trim()),
    ),
  ];
  const map: LanguageMap = {};
  for (const prefix of prefixes) {
    const tag = languageTag(prefix);
    if (tag) map[tag] = write(prefix);
  }
  return map;
}

const isText = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The parts that are there, joined with ', '. */
const factsLine = (...parts: Array<string | null | undefined>) =>
  parts
    .filter(isText)
    .map((part) => part.trim())
    .join(', ');

const holderName = (holder: Edition['holders'][number]) =>
  holder.label?.trim() ? `${holder.name} (${holder.label.trim()})` : holder.name;

/** The edition's title, with its edition statement and date to tell the editions of a catalogue apart. */
export function manifestLabel(edition: Edition): LanguageMap {
  const details = factsLine(edition.editionEnumeration, edition.date);
  return none(details ? `${editionTitle(edition)} (${details})` : editionTitle(edition));
}

/** "Alinari, Firenze, 1873": who, where and when, in the languages the places are named in. */
function summaryOf(edition: Edition, texts: InterfaceTexts): LanguageMap | null {
  const publishers = edition.publishers.map((publisher) => publisher.name).join(', ');
  if (!isText(publishers) && edition.places.length === 0 && !isText(edition.date)) return null;
  return inPlaceLanguages(edition, texts, (prefix) => [
    factsLine(publishers, edition.places.map((place) => placeNameOf(place, prefix)).join(', '), edition.date),
  ]);
}

/** The label–value pairs a viewer shows beside the pages: whichever facts the edition has. */
function metadataOf(edition: Edition, texts: InterfaceTexts): Resource[] {
  const pair = (key: InterfaceKey, value: LanguageMap | null) =>
    value ? [{ label: translated(texts, key), value }] : [];
  const text = (value: string | null) => (isText(value) ? none(value.trim()) : null);
  return [
    ...pair('edition_enumeration', text(edition.editionEnumeration)),
    ...pair(
      'publisher',
      edition.publishers.length > 0 ? none(...edition.publishers.map((publisher) => publisher.name)) : null,
    ),
    ...pair(
      'place',
      edition.places.length > 0
        ? inPlaceLanguages(edition, texts, (prefix) =>
            edition.places.map((place) => placeNameOf(place, prefix)),
          )
        : null,
    ),
    ...pair('date', text(edition.date)),
    ...pair('holder', edition.holders.length > 0 ? none(...edition.holders.map(holderName)) : null),
    ...pair('physical_description', text(edition.physicalDescription)),
    ...pair('illustrative_content', text(edition.illustrativeContent)),
  ];
}

/**
 * The holder's credit line, which a viewer must show with the pages: the holding institutions and
 * the holder's own citation (shelfmark and the like), where staff entered them.
 */
function requiredStatementOf(edition: Edition, texts: InterfaceTexts): Resource | null {
  const holders = edition.holders.map(holderName).join('; ');
  const line = factsLine(holders, edition.citation);
  if (!line) return null;
  return { label: translated(texts, holders ? 'holder' : 'citation'), value: none(line) };
}

/** The first day the edition's date may fall on (its interval's start), as a viewer's timeline places it. */
const navDateOf = (dateFrom: string | null) => (dateFrom === null ? null : `${dateFrom}T00:00:00Z`);

/** Drops absent values, so that a document says only what is known. */
function present(resource: Resource): Resource {
  return Object.fromEntries(
    Object.entries(resource).filter(([, value]) => value !== null && value !== undefined),
  );
}

// ---------------------------------------------------------------------------------------------------
// The manifest.

export interface ManifestSource {
  edition: Edition;
  /** The content hash of its PDF: its pages' sizes are read from that file. */
  pdfSha256: string;
  texts: InterfaceTexts;
}

/** An edition with what its manifest needs; 404 when it does not exist or has no PDF. */
export async function loadManifestSource(ctx: DomainContext, editionId: number): Promise<ManifestSource> {
  const [[edition], [pdf], texts] = await Promise.all([
    editionsById(ctx.db, ctx.urls, [editionId]),
    ctx.db.query<{ sha256: string }>(
      'select f.sha256 from editions e join files f on f.id = e.pdf_file_id where e.id = $1',
      [editionId],
    ),
    loadInterfaceTexts(ctx.db),
  ]);
  if (!edition?.pdf || !pdf) throw notFound();
  return { edition, pdfSha256: pdf.sha256, texts };
}

const absoluteOn = (origin: string, url: string) => new URL(url, `${origin}/`).href;

/** An image service of our IIIF Image API (level 2, as its info.json says). */
const imageService = (id: string) => [{ id, type: 'ImageService3', profile: 'level2' }];

/** A small JPEG of an image of the Image API, with its service for viewers that ask for other sizes. */
function thumbnailOf(serviceId: string, size: PixelSize | null): Resource {
  const width = size ? Math.min(THUMBNAIL_WIDTH, size.width) : THUMBNAIL_WIDTH;
  return present({
    id: `${serviceId}/full/${width},/0/default.jpg`,
    type: 'Image',
    format: 'image/jpeg',
    width: size ? width : null,
    height: size ? Math.max(1, Math.round((width * size.height) / size.width)) : null,
    service: imageService(serviceId),
  });
}

function canvasOf(
  manifestBase: string,
  pageImage: PageImage,
  size: PixelSize | null,
  links: PresentationLinks,
  texts: InterfaceTexts,
): Resource {
  const id = `${manifestBase}/canvas/${pageImage.page}`;
  const label = translated(texts, 'page_n', { page: pageImage.page });
  if (!size) return { id, type: 'Canvas', label, ...DEFAULT_CANVAS_SIZE, items: [] };
  const service = pageImageServiceUrl(links.imageBase, pageImage);
  return {
    id,
    type: 'Canvas',
    label,
    width: size.width,
    height: size.height,
    thumbnail: [thumbnailOf(service, size)],
    items: [
      {
        id: `${id}/paint`,
        type: 'AnnotationPage',
        items: [
          {
            id: `${id}/paint/image`,
            type: 'Annotation',
            motivation: 'painting',
            target: id,
            body: {
              id: `${service}/full/max/0/default.jpg`,
              type: 'Image',
              format: 'image/jpeg',
              width: size.width,
              height: size.height,
              service: imageService(service),
            },
          },
        ],
      },
    ],
  };
}

/** How many canvases an unreadable PDF gets: the pages its text was read from, else the recorded count. */
const unreadablePageCount = (edition: Edition) => edition.pdf?.pages || edition.pdfPageCount || 1;

/** The edition's IIIF Presentation 3 manifest: a canvas per page of its PDF, in order. */
export function editionManifest(source: ManifestSource, pages: PageImageSizes, links: PresentationLinks) {
  const { edition, texts } = source;
  const { canonical } = links;
  const id = absoluteOn(links.origin, editionManifestPath(edition.id));
  const base = id.replace(/\/manifest\.json$/, '');
  const sizes: Array<PixelSize | null> = pages ?? Array(unreadablePageCount(edition)).fill(null);
  const canvases = sizes.map((size, index) =>
    canvasOf(base, { editionId: edition.id, page: index + 1 }, size, links, texts),
  );
  const firstPage = pages?.[0]
    ? thumbnailOf(pageImageServiceUrl(links.imageBase, { editionId: edition.id, page: 1 }), pages[0])
    : null;
  const cover = edition.imageSrc ? thumbnailOf(absoluteOn(links.origin, edition.imageSrc), null) : null;
  const thumbnail = firstPage ?? cover;
  const title = editionTitle(edition);
  return present({
    '@context': IIIF_PRESENTATION_CONTEXT,
    id,
    type: 'Manifest',
    label: manifestLabel(edition),
    summary: summaryOf(edition, texts),
    metadata: metadataOf(edition, texts),
    requiredStatement: requiredStatementOf(edition, texts),
    rights: edition.rights,
    navDate: navDateOf(edition.dateFrom),
    thumbnail: thumbnail ? [thumbnail] : null,
    // A catalogue is a book: viewers show its pages as openings, the first page on its own.
    behavior: ['paged'],
    homepage: [
      {
        id: canonical.edition(edition.catalogueId, edition.id),
        type: 'Text',
        label: none(title),
        format: 'text/html',
      },
    ],
    seeAlso: [
      {
        id: canonical.api(`/catalogues/${edition.catalogueId}/editions/${edition.id}?format=jsonld`),
        type: 'Dataset',
        label: none('JSON-LD (schema.org)'),
        format: 'application/ld+json',
        profile: 'https://schema.org/',
      },
    ],
    rendering: edition.pdf
      ? [
          {
            id: new URL(edition.pdf.url, canonical.home()).href,
            type: 'Text',
            label: none(`${title} (PDF)`),
            format: 'application/pdf',
          },
        ]
      : null,
    partOf: [
      {
        id: absoluteOn(links.origin, catalogueCollectionPath(edition.catalogueId)),
        type: 'Collection',
        label: none(edition.catalogue.title),
      },
    ],
    items: canvases,
  });
}

// ---------------------------------------------------------------------------------------------------
// The collections.

/** Only catalogues with an edition that has a PDF have a manifest to list. */
const HAS_MANIFEST =
  'exists (select 1 from editions e where e.catalogue_id = c.id and e.pdf_file_id is not null)';

const repositoryCollectionRef = (links: PresentationLinks, texts: InterfaceTexts) => ({
  id: absoluteOn(links.origin, repositoryCollectionPath()),
  type: 'Collection',
  label: translated(texts, 'app_title'),
});

/**
 * A catalogue's collection: a manifest for each of its editions with a PDF, first version first,
 * then the collections of the catalogues that supplement it and have a PDF themselves. 404 for an
 * unknown catalogue; one without PDFs has an empty collection.
 */
export async function catalogueCollection(ctx: DomainContext, catalogueId: number, links: PresentationLinks) {
  const [catalogue, supplements, texts] = await Promise.all([
    getCatalogue(ctx, catalogueId),
    ctx.db.query<{ id: number; title: string }>(
      `select c.id, c.title from supplementary_contents s join catalogues c on c.id = s.supplement_catalogue_id
       where s.catalogue_id = $1 and ${HAS_MANIFEST} order by s.id`,
      [catalogueId],
    ),
    loadInterfaceTexts(ctx.db),
  ]);
  const manifests = catalogue.editions
    .filter((edition) => edition.pdf)
    .map((edition) =>
      present({
        id: absoluteOn(links.origin, editionManifestPath(edition.id)),
        type: 'Manifest',
        label: manifestLabel(edition),
        thumbnail: edition.imageSrc ? [thumbnailOf(absoluteOn(links.origin, edition.imageSrc), null)] : null,
      }),
    );
  const supplementCollections = supplements.map((supplement) => ({
    id: absoluteOn(links.origin, catalogueCollectionPath(supplement.id)),
    type: 'Collection',
    label: none(supplement.title),
  }));
  return present({
    '@context': IIIF_PRESENTATION_CONTEXT,
    id: absoluteOn(links.origin, catalogueCollectionPath(catalogue.id)),
    type: 'Collection',
    label: none(catalogue.title),
    summary: catalogue.mainTitle !== catalogue.title ? none(catalogue.mainTitle) : null,
    homepage: [
      {
        id: links.canonical.catalogue(catalogue.id),
        type: 'Text',
        label: none(catalogue.title),
        format: 'text/html',
      },
    ],
    seeAlso: [
      {
        id: links.canonical.api(`/catalogues/${catalogue.id}?format=jsonld`),
        type: 'Dataset',
        label: none('JSON-LD (schema.org)'),
        format: 'application/ld+json',
        profile: 'https://schema.org/',
      },
    ],
    partOf: [repositoryCollectionRef(links, texts)],
    items: [...manifests, ...supplementCollections],
  });
}

/** A title shortened for a part's label ("Alinari … – Brogi …"). */
const shortTitle = (title: string) => (title.length > 40 ? `${title.slice(0, 39).trimEnd()}…` : title);

const partLabel = (first: string, last: string) =>
  none(first === last ? shortTitle(first) : `${shortTitle(first)} – ${shortTitle(last)}`);

/**
 * The repository's collection: its catalogues with PDFs in title order, in parts of
 * REPOSITORY_COLLECTION_PART_SIZE, each labelled with its first and last title, so that a viewer
 * opens it at once and a visitor finds a catalogue as in an index of volumes.
 */
export async function repositoryCollection(ctx: DomainContext, links: PresentationLinks) {
  const [bounds, texts] = await Promise.all([
    ctx.db.query<{ part: number; title: string }>(
      `with listed as (
         select c.title, (row_number() over (order by c.title_sort, c.id) - 1)::int as position
         from catalogues c where ${HAS_MANIFEST}
       )
       select position / $1 + 1 as part, title from listed
       where position % $1 = 0 or position % $1 = $1 - 1 or position = (select count(*) - 1 from listed)
       order by position`,
      [REPOSITORY_COLLECTION_PART_SIZE],
    ),
    loadInterfaceTexts(ctx.db),
  ]);
  const parts = new Map<number, string[]>();
  for (const row of bounds) parts.set(row.part, [...(parts.get(row.part) ?? []), row.title]);
  return {
    '@context': IIIF_PRESENTATION_CONTEXT,
    ...repositoryCollectionRef(links, texts),
    summary: translated(texts, 'app_subtitle'),
    homepage: [
      {
        id: links.canonical.home(),
        type: 'Text',
        label: translated(texts, 'app_title'),
        format: 'text/html',
      },
    ],
    items: [...parts].map(([part, titles]) => ({
      id: absoluteOn(links.origin, repositoryCollectionPartPath(part)),
      type: 'Collection',
      label: partLabel(titles[0] ?? '', titles[titles.length - 1] ?? ''),
    })),
  };
}

/** One part (1-based) of the repository's collection: its catalogues' collections; 404 past the last. */
export async function repositoryCollectionPart(ctx: DomainContext, part: number, links: PresentationLinks) {
  const [catalogues, texts] = await Promise.all([
    ctx.db.query<{ id: number; title: string }>(
      `select c.id, c.title from catalogues c where ${HAS_MANIFEST}
       order by c.title_sort, c.id limit $1 offset $2`,
      [REPOSITORY_COLLECTION_PART_SIZE, (part - 1) * REPOSITORY_COLLECTION_PART_SIZE],
    ),
    loadInterfaceTexts(ctx.db),
  ]);
  const [first] = catalogues;
  const last = catalogues[catalogues.length - 1];
  if (!first || !last) throw notFound();
  return {
    '@context': IIIF_PRESENTATION_CONTEXT,
    id: absoluteOn(links.origin, repositoryCollectionPartPath(part)),
    type: 'Collection',
    label: partLabel(first.title, last.title),
    partOf: [repositoryCollectionRef(links, texts)],
    items: catalogues.map((catalogue) => ({
      id: absoluteOn(links.origin, catalogueCollectionPath(catalogue.id)),
      type: 'Collection',
      label: none(catalogue.title),
    })),
  };
}
