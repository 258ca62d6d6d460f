import { z } from 'zod/mini';
import { placeNameIn } from '@/lib/names.ts';
import { INVALID_EDTF_MESSAGE, readEdtf } from '../../../../common/edtf-dates.ts';
import type { components } from '../../../../openapi/generated/catalogue';

type Catalogue = components['schemas']['Catalogue'];
type Edition = components['schemas']['Edition'];
export type CatalogueInput = components['schemas']['CatalogueInput'];
export type EditionInput = components['schemas']['EditionInput'];

/** A holder, place or publisher chosen in a form: its id for the API, its name for the screen. */
export interface ChosenEntity {
  id: number;
  name: string;
}

/** The fields an edition shares with the catalogue form (spec section 3), as the inputs hold them. */
export interface EditionFieldValues {
  date: string;
  /** The staff's correction of how the date is read, as EDTF; '' reads it from the date as written. */
  dateEdtf: string;
  dateUncertain: boolean;
  editionEnumeration: string;
  physicalDescription: string;
  illustrativeContent: string;
  hasAnnotation: boolean;
  annotation: string;
  citation: string;
  pdfPageCount: string;
  holders: ChosenEntity[];
  places: ChosenEntity[];
  publishers: ChosenEntity[];
  /** A rights statement URI of common/rights-statements.ts, or '' for none. */
  rights: string;
}

/** The edition form: the shared fields and the edition's own title. */
export interface EditionValues extends EditionFieldValues {
  title: string;
}

/** The catalogue form: its titles and the fields of its first edition. */
export interface CatalogueValues extends EditionFieldValues {
  mainTitle: string;
  title: string;
}

/** The largest PDF page count the API takes. */
export const maxPdfPageCount = 100_000;

const emptyEditionFields: EditionFieldValues = {
  date: '',
  dateEdtf: '',
  dateUncertain: false,
  editionEnumeration: '',
  physicalDescription: '',
  illustrativeContent: '',
  hasAnnotation: false,
  annotation: '',
  citation: '',
  pdfPageCount: '',
  holders: [],
  places: [],
  publishers: [],
  rights: '',
};

/** The first version of a catalogue (the one the catalogue form edits). */
export const firstEditionOf = (catalogue: Catalogue): Edition | undefined =>
  [...catalogue.editions].sort((a, b) => a.position - b.position)[0];

/** An edition's shared fields as the form shows them; place names in the locale. */
export function editionFieldValuesOf(edition: Edition | undefined, locale: string): EditionFieldValues {
  if (!edition) return emptyEditionFields;
  return {
    date: edition.date ?? '',
    dateEdtf: edition.dateEdtfByStaff ? (edition.dateEdtf ?? '') : '',
    dateUncertain: edition.dateUncertain,
    editionEnumeration: edition.editionEnumeration ?? '',
    physicalDescription: edition.physicalDescription ?? '',
    illustrativeContent: edition.illustrativeContent ?? '',
    hasAnnotation: edition.hasAnnotation,
    annotation: edition.annotation ?? '',
    citation: edition.citation ?? '',
    pdfPageCount: edition.pdfPageCount === null ? '' : String(edition.pdfPageCount),
    holders: edition.holders.map(({ id, name }) => ({ id, name })),
    places: edition.places.map(({ id, name }) => ({ id, name: placeNameIn(name, locale) })),
    publishers: edition.publishers.map(({ id, name }) => ({ id, name })),
    rights: edition.rights ?? '',
  };
}

export const editionValuesOf = (edition: Edition | undefined, locale: string): EditionValues => ({
  title: edition?.title ?? '',
  ...editionFieldValuesOf(edition, locale),
});

/**
 * The catalogue form's values. A title equal to the main title is the server's default for an
 * empty one, so it shows empty: changing the main title then changes the title with it.
 */
export const catalogueValuesOf = (catalogue: Catalogue | undefined, locale: string): CatalogueValues => ({
  mainTitle: catalogue?.mainTitle ?? '',
  title: catalogue && catalogue.title !== catalogue.mainTitle ? catalogue.title : '',
  ...editionFieldValuesOf(catalogue ? firstEditionOf(catalogue) : undefined, locale),
});

/** A text that may stay empty: trimmed, empty as null, at most `max` characters. */
const optionalText = (max: number) =>
  z
    .pipe(
      z.string(),
      z.transform((value) => value.trim() || null),
    )
    .check(z.refine((value) => value === null || value.length <= max, 'text_too_long'));

/** The PDF page count: empty as null, otherwise a whole number from 0 to the maximum. */
const pageCount = z.pipe(
  z
    .pipe(
      z.string(),
      z.transform((value) => value.trim()),
    )
    .check(
      z.refine(
        (value) => value === '' || (/^\d{1,6}$/.test(value) && Number(value) <= maxPdfPageCount),
        'enter_a_whole_number_up_to',
      ),
    ),
  z.transform((value) => (value === '' ? null : Number(value))),
);

const entityIds = z.pipe(
  z.array(z.object({ id: z.number(), name: z.string() })),
  z.transform((entities) => [...new Set(entities.map((entity) => entity.id))]),
);

/** The EDTF correction: empty as null (read from the written date again), otherwise valid EDTF. */
const edtfCorrection = z
  .pipe(
    z.string(),
    z.transform((value) => value.trim() || null),
  )
  .check(z.refine((value) => value === null || readEdtf(value) !== null, INVALID_EDTF_MESSAGE));

const editionFieldShape = {
  date: optionalText(100),
  dateEdtf: edtfCorrection,
  dateUncertain: z.boolean(),
  editionEnumeration: optionalText(200),
  physicalDescription: optionalText(2000),
  illustrativeContent: optionalText(2000),
  hasAnnotation: z.boolean(),
  annotation: optionalText(10_000),
  citation: optionalText(2000),
  pdfPageCount: pageCount,
  holders: entityIds,
  places: entityIds,
  publishers: entityIds,
  // Chosen from a list, so nothing to check here: the server refuses a URI off the list.
  rights: z.pipe(
    z.string(),
    z.transform((value) => value || null),
  ),
};

/** The annotation's text goes with 'has annotation' only: unticking it clears the text. */
const withAnnotationRule = <Body extends { hasAnnotation: boolean; annotation: string | null }>(
  body: Body,
): Body => ({ ...body, annotation: body.hasAnnotation ? body.annotation : null });

/** The catalogue form, checked and turned into the body of POST/PUT /catalogues. */
export const catalogueSchema = z.pipe(
  z.object({
    mainTitle: z
      .string()
      .check(z.trim(), z.minLength(1, 'main_title_is_required'), z.maxLength(1000, 'text_too_long')),
    title: optionalText(300),
    ...editionFieldShape,
  }),
  z.transform((body): CatalogueInput => withAnnotationRule(body)),
);

/** The edition form, checked and turned into the body of POST/PUT /catalogues/{id}/editions. */
export const editionSchema = z.pipe(
  z.object({ title: optionalText(1000), ...editionFieldShape }),
  z.transform((body): EditionInput => withAnnotationRule(body)),
);
