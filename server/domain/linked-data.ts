import {
  type AuthorityField,
  authorityUri,
  holderAuthorityFields,
  publisherAuthorityFields,
} from '../../common/authority-ids.ts';
import { schemaOrgDates } from '../../common/date-exports.ts';
import type { CanonicalUrls } from './canonical-urls.ts';
import { type Catalogue, getCatalogue } from './catalogues.ts';
import type { DomainContext } from './context.ts';
import { type Edition, getEdition, placeName } from './editions.ts';
import { getHolder, type Holder } from './holders.ts';
import { getPlace, type Place } from './places.ts';
import { getPublisher, type Publisher } from './publishers.ts';

/**
 * The schema.org description of each record, built once and written out twice: into the head of
 * the record's public page (page-metadata.ts, under schema.org's own context) and as the API's
 * JSON-LD answer (under our published context, `linkedDataContext`). Both name the terms alike
 * and every node's `@id` is the record's canonical page, so page and API describe the same
 * resource with the same statements.
 */

/** A record the linked data describes. */
export type RecordRef =
  | { kind: 'catalogue'; id: number }
  | { kind: 'edition'; catalogueId: number; editionId: number }
  | { kind: 'place'; id: number }
  | { kind: 'publisher'; id: number }
  | { kind: 'holder'; id: number };

/** A record with what its description needs, read from the database. */
export type LoadedRecord =
  | { kind: 'catalogue'; catalogue: Catalogue; languages: Map<number, string | null> }
  | { kind: 'edition'; edition: Edition; language: string | null }
  | { kind: 'place'; place: Place }
  | { kind: 'publisher'; publisher: Publisher }
  | { kind: 'holder'; holder: Holder };

/** A JSON-LD node: schema.org terms, as plain JSON. */
export type LinkedNode = Record<string, unknown>;

/** The context the page heads name: schema.org's, which search engines read without fetching it. */
export const SCHEMA_ORG_CONTEXT = 'https://schema.org';

/** The vocabulary's namespace, as schema.org's own context expands its terms. */
const SCHEMA = 'http://schema.org/';

/** The path of our context document in the catalogue API. */
const CONTEXT_PATH = '/context.jsonld';

/** Terms whose values are addresses (IRIs), not text. */
const iriTerms = ['url', 'sameAs', 'image', 'contentUrl'];

/**
 * Every type and property the descriptions use, as schema.org names them. A term missing here
 * would be dropped by a JSON-LD processor: linked-data.test.ts checks every description against it.
 */
const schemaTerms = [
  // Types.
  'ArchiveComponent',
  'ArchiveOrganization',
  'Book',
  'GeoCoordinates',
  'MediaObject',
  'Organization',
  'Place',
  'PostalAddress',
  'PropertyValue',
  'WebSite',
  // Properties.
  'address',
  'addressCountry',
  'alternateName',
  'author',
  'bookEdition',
  'contentUrl',
  'dateModified',
  'datePublished',
  'description',
  'dissolutionDate',
  'encoding',
  'encodingFormat',
  'exampleOfWork',
  'foundingDate',
  'geo',
  'holdingArchive',
  'identifier',
  'image',
  'inLanguage',
  'latitude',
  'location',
  'locationCreated',
  'longitude',
  'name',
  'numberOfPages',
  'propertyID',
  'publisher',
  'sameAs',
  'temporal',
  'url',
  'value',
  'workExample',
] as const;

/**
 * Our published context (`GET /api/context.jsonld`): each term as its schema.org IRI, addresses
 * typed as IRIs as schema.org's own context types them. The API's answers name it by its absolute
 * address, so a JSON-LD processor expands them without reaching schema.org.
 */
export const linkedDataContext = {
  '@context': {
    schema: SCHEMA,
    ...Object.fromEntries(
      schemaTerms.map((term) => [
        term,
        iriTerms.includes(term) ? { '@id': `schema:${term}`, '@type': '@id' } : `schema:${term}`,
      ]),
    ),
  },
} as const;

/** The absolute address of our context document, on PUBLIC_ORIGIN. */
const contextUrl = (links: CanonicalUrls) => links.api(CONTEXT_PATH);

// ---------------------------------------------------------------------------------------------------
// Reading the records.

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

/** The record with what its description needs; 404 when it does not exist. */
export async function loadRecord(ctx: DomainContext, ref: RecordRef, lang = 'EN'): Promise<LoadedRecord> {
  switch (ref.kind) {
    case 'catalogue': {
      const [catalogue, languages] = await Promise.all([
        getCatalogue(ctx, ref.id, lang),
        languagesOf(ctx, 'e.catalogue_id = $1', ref.id),
      ]);
      return { kind: 'catalogue', catalogue, languages };
    }
    case 'edition': {
      const [edition, languages] = await Promise.all([
        getEdition(ctx, ref.catalogueId, ref.editionId, lang),
        languagesOf(ctx, 'e.id = $1', ref.editionId),
      ]);
      return { kind: 'edition', edition, language: languages.get(edition.id) ?? null };
    }
    case 'place':
      return { kind: 'place', place: await getPlace(ctx, ref.id, lang) };
    case 'publisher':
      return { kind: 'publisher', publisher: await getPublisher(ctx, ref.id, lang) };
    case 'holder':
      return { kind: 'holder', holder: await getHolder(ctx, ref.id) };
  }
}

/**
 * The API's JSON-LD answer for a record: its description under our context, named by its
 * absolute address. Place names in `lang` (English by default, as the page heads give them).
 */
export async function linkedDataOf(
  ctx: DomainContext,
  links: CanonicalUrls,
  ref: RecordRef,
  lang = 'EN',
): Promise<LinkedNode> {
  const record = await loadRecord(ctx, ref, lang);
  return { '@context': contextUrl(links), ...describeRecord(record, links, lang) };
}

// ---------------------------------------------------------------------------------------------------
// The facts the descriptions share.

/** A place's name in `lang` (else English, its original name, or any). */
export const placeNameIn = (
  place: { names: Record<string, string> },
  originalName: string | null = null,
  lang = 'EN',
) => {
  const name = placeName(place.names, originalName, lang);
  return typeof name === 'string' ? name : '';
};

const geonamesUri = (geonameId: number) => `https://sws.geonames.org/${geonameId}/`;

/**
 * A date as schema.org can say it without claiming more than the catalogue does: `temporal`
 * keeps the date as written ("ca. 1890", "[1862?]", "1885-1890"); `datePublished` is the stored
 * EDTF (the normaliser's reading or the staff's correction), which is ISO 8601-2: a plain year or
 * day when exact, `1890~` approximate, `1890?` uncertain (or marked so by staff), `1885/1890` a
 * range, `189X` a decade, `../1899` "before 1900" (common/date-exports.ts).
 */
export const dateOf = (
  edition: Pick<Edition, 'date' | 'dateEdtf' | 'dateUncertain'>,
): { datePublished: string | null; temporal: string | null } =>
  schemaOrgDates({
    written: edition.date,
    edtf: edition.dateEdtf,
    uncertain: edition.dateUncertain,
  });

/** Distinct by id, first seen first. */
function distinctById<T extends { id: number }>(items: T[]): T[] {
  return [...new Map(items.map((item) => [item.id, item])).values()];
}

/** Drops empty lists and absent values, so the JSON-LD says only what is known. */
function present(object: LinkedNode): LinkedNode {
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

/** One value as itself, several as a list, none as nothing. */
const oneOrMany = <T>(values: T[]): T | T[] | null =>
  values.length === 0 ? null : values.length === 1 ? (values[0] as T) : values;

/** The URIs of the authority records a publisher or holder was given (ISIL has none). */
function authorityUris(
  record: Partial<Record<AuthorityField, string | null>>,
  fields: readonly AuthorityField[],
) {
  return fields.flatMap((field) => {
    const id = record[field];
    const uri = id ? authorityUri(field, id) : null;
    return uri ? [uri] : [];
  });
}

/** A relative address (`/api/...`, `/iiif/3/...`) made absolute on the public origin. */
const absoluteOn = (links: CanonicalUrls) => (url: string) => new URL(url, links.home()).href;

/** The IIIF cover as a whole image (the server bounds `max` by its size limits). */
const coverImage = (imageSrc: string | null, links: CanonicalUrls) =>
  imageSrc ? absoluteOn(links)(`${imageSrc}/full/max/0/default.jpg`) : null;

type Linked = Pick<Edition, 'publishers' | 'places' | 'holders'>;

const firmsLd = (publishers: Linked['publishers'], links: CanonicalUrls) =>
  publishers.map((p) => ({
    '@type': 'Organization',
    '@id': links.publisher(p.id),
    name: p.name,
    url: links.publisher(p.id),
  }));

const placesLd = (places: Linked['places'], links: CanonicalUrls, lang: string) =>
  places.map((p) =>
    present({
      '@type': 'Place',
      '@id': links.place(p.id),
      name: placeNameIn(p, null, lang),
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

/** The edition's title: its own where it has one, else its catalogue's full title. */
export const editionTitle = (edition: Edition) => edition.title?.trim() || edition.catalogue.mainTitle;

// ---------------------------------------------------------------------------------------------------
// One description per kind of record.

/** The record's schema.org description, without `@context` (each writer adds its own). */
export function describeRecord(record: LoadedRecord, links: CanonicalUrls, lang = 'EN'): LinkedNode {
  switch (record.kind) {
    case 'catalogue':
      return describeCatalogue(record.catalogue, record.languages, links, lang);
    case 'edition':
      return describeEdition(record.edition, record.language, links, lang);
    case 'place':
      return describePlace(record.place, links, lang);
    case 'publisher':
      return describePublisher(record.publisher, links, lang);
    case 'holder':
      return describeHolder(record.holder, links);
  }
}

/** The web site, for the home page. */
export function describeSite(links: CanonicalUrls, name: string, description: string): LinkedNode {
  const url = links.home();
  return { '@type': 'WebSite', '@id': url, name, description, url };
}

function describeEdition(edition: Edition, language: string | null, links: CanonicalUrls, lang: string) {
  const url = links.edition(edition.catalogueId, edition.id);
  const pdf = edition.pdf ? absoluteOn(links)(edition.pdf.url) : null;
  return present({
    '@type': ['Book', 'ArchiveComponent'],
    '@id': url,
    url,
    name: editionTitle(edition),
    bookEdition: edition.editionEnumeration,
    author: firmsLd(edition.publishers, links),
    publisher: firmsLd(edition.publishers, links),
    locationCreated: placesLd(edition.places, links, lang),
    ...dateOf(edition),
    inLanguage: language,
    numberOfPages: edition.pdf?.pages || edition.pdfPageCount || null,
    description: edition.physicalDescription,
    exampleOfWork: {
      '@type': 'Book',
      '@id': links.catalogue(edition.catalogueId),
      name: edition.catalogue.mainTitle,
      url: links.catalogue(edition.catalogueId),
    },
    holdingArchive: holdersLd(edition.holders, links),
    image: coverImage(edition.imageSrc, links),
    encoding: pdf ? { '@type': 'MediaObject', contentUrl: pdf, encodingFormat: 'application/pdf' } : null,
  });
}

function describeCatalogue(
  catalogue: Catalogue,
  languages: Map<number, string | null>,
  links: CanonicalUrls,
  lang: string,
) {
  const url = links.catalogue(catalogue.id);
  const editions = catalogue.editions;
  // The catalogue's date is that of its first dated edition (one with an EDTF, else a date as written).
  const dated =
    editions.find((edition) => edition.dateEdtf) ?? editions.find((edition) => edition.date?.trim());
  const inLanguage = [
    ...new Set(editions.map((e) => languages.get(e.id)).filter((tag): tag is string => Boolean(tag))),
  ];
  return present({
    '@type': ['Book', 'ArchiveComponent'],
    '@id': url,
    url,
    name: catalogue.mainTitle,
    alternateName: catalogue.title !== catalogue.mainTitle ? catalogue.title : null,
    author: firmsLd(distinctById(editions.flatMap((e) => e.publishers)), links),
    publisher: firmsLd(distinctById(editions.flatMap((e) => e.publishers)), links),
    locationCreated: placesLd(distinctById(editions.flatMap((e) => e.places)), links, lang),
    ...(dated ? dateOf(dated) : {}),
    dateModified: catalogue.updatedAt,
    inLanguage: oneOrMany(inLanguage),
    holdingArchive: holdersLd(distinctById(editions.flatMap((e) => e.holders)), links),
    image: coverImage(editions.find((e) => e.imageSrc)?.imageSrc ?? null, links),
    workExample: editions.map((edition) =>
      present({
        '@type': 'Book',
        '@id': links.edition(catalogue.id, edition.id),
        url: links.edition(catalogue.id, edition.id),
        name: editionTitle(edition),
        bookEdition: edition.editionEnumeration,
        ...dateOf(edition),
      }),
    ),
  });
}

/** A place's name on its page: in `lang`, else English, else its original name. */
export const placeTitle = (place: Place, lang = 'EN') => placeNameIn(place, place.originalName, lang);

/** The place's other names (other languages, the original), for `alternateName`. */
export function otherPlaceNames(place: Place, lang = 'EN'): string[] {
  const name = placeTitle(place, lang);
  return [...new Set([...Object.values(place.names), place.originalName ?? ''])].filter(
    (other) => other && other !== name,
  );
}

function describePlace(place: Place, links: CanonicalUrls, lang: string) {
  const url = links.place(place.id);
  return present({
    '@type': 'Place',
    '@id': url,
    url,
    name: placeTitle(place, lang),
    alternateName: otherPlaceNames(place, lang),
    sameAs: place.geonameId ? geonamesUri(place.geonameId) : null,
    geo:
      place.latitude !== null && place.longitude !== null
        ? { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude }
        : null,
    address: place.countryCode ? { '@type': 'PostalAddress', addressCountry: place.countryCode } : null,
  });
}

function describePublisher(publisher: Publisher, links: CanonicalUrls, lang: string) {
  const url = links.publisher(publisher.id);
  return present({
    '@type': 'Organization',
    '@id': url,
    url,
    name: publisher.name,
    description: publisher.description,
    foundingDate: publisher.activeFrom ? String(publisher.activeFrom) : null,
    dissolutionDate: publisher.activeTo ? String(publisher.activeTo) : null,
    location: placesLd(publisher.places, links, lang),
    sameAs: oneOrMany(authorityUris(publisher, publisherAuthorityFields)),
  });
}

function describeHolder(holder: Holder, links: CanonicalUrls) {
  const url = links.holder(holder.id);
  // The older identifier field: an address of the institution, where staff gave one.
  const prefixUri = holder.prefix && /^https?:\/\//i.test(holder.prefix) ? holder.prefix : null;
  return present({
    '@type': 'ArchiveOrganization',
    '@id': url,
    url,
    name: holder.name,
    alternateName: holder.label,
    sameAs: oneOrMany([
      ...new Set([...authorityUris(holder, holderAuthorityFields), ...(prefixUri ? [prefixUri] : [])]),
    ]),
    // ISIL has no resolvable URI: it is the institution's identifier in the ISIL scheme.
    identifier: holder.isil ? { '@type': 'PropertyValue', propertyID: 'ISIL', value: holder.isil } : null,
  });
}
