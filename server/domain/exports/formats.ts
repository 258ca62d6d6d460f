import { HttpError } from '../errors.ts';

/**
 * The export formats every list call and record call can answer besides its JSON, by `format`
 * parameter or by `Accept` header, with their media types and file extensions.
 */
export const exportFormats = {
  csv: { mediaType: 'text/csv', extension: 'csv' },
  bibtex: { mediaType: 'application/x-bibtex', extension: 'bib' },
  ris: { mediaType: 'application/x-research-info-systems', extension: 'ris' },
  'csl-json': { mediaType: 'application/vnd.citationstyles.csl+json', extension: 'json' },
} as const;

export type ExportFormat = keyof typeof exportFormats;

/** The export formats, as the list calls offer them. */
export const exportFormatNames = Object.keys(exportFormats) as ExportFormat[];

/**
 * Every answer a call can give besides its JSON: the exports, and for the records (catalogue,
 * edition, place, publisher, holder) their linked data, schema.org in JSON-LD.
 */
export const answerFormats = {
  ...exportFormats,
  jsonld: { mediaType: 'application/ld+json', extension: 'jsonld' },
} as const;

export type AnswerFormat = keyof typeof answerFormats;

/** What a `format` parameter may name: one of the answer formats, or `json` for the call's own answer. */
export type FormatParameter = AnswerFormat | 'json';

/** What the catalogue and edition records answer: the exports and their linked data. */
export const recordFormats = [...exportFormatNames, 'jsonld'] as const satisfies AnswerFormat[];
/** What the place, publisher and holder records answer besides JSON: their linked data. */
export const linkedDataOnly = ['jsonld'] as const satisfies AnswerFormat[];

/**
 * The most entries one export holds: catalogues in the catalogue list, the contextual search and a
 * collection (each with all its editions), editions in the other lists. Past it the call answers 413.
 */
export const EXPORT_MAX_ENTRIES = 10_000;

/** The answer to an export over the cap: the cap and the list's size, in words a researcher reads. */
export const exportTooLarge = (cap: number, entries: number | string) =>
  new HttpError(
    413,
    `export_limit_exceeded: an export holds at most ${cap} entries and this list has ${entries}; narrow its filters`,
  );

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

/** The media ranges of an Accept header (RFC 9110 §12.5.1), with their weights; junk ranges are skipped. */
function mediaRanges(accept: string): MediaRange[] {
  return accept.split(',').flatMap((part) => {
    const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const [type, subtype] = range.split('/');
    if (!type || !subtype) return [];
    const weight = parameters.find((parameter) => parameter.startsWith('q='))?.slice(2);
    const q = weight === undefined ? 1 : Number(weight);
    return [{ type, subtype, q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 1 }];
  });
}

/** The weight `ranges` give `mediaType`: the most specific matching range's, or 0. */
function weightOf(ranges: MediaRange[], mediaType: string): number {
  const [type, subtype] = mediaType.split('/');
  let best: { specificity: number; q: number } = { specificity: -1, q: 0 };
  for (const range of ranges) {
    const specificity =
      range.type === type && range.subtype === subtype
        ? 2
        : range.type === type && range.subtype === '*'
          ? 1
          : range.type === '*' && range.subtype === '*'
            ? 0
            : -1;
    if (specificity > best.specificity) best = { specificity, q: range.q };
  }
  return best.q;
}

/**
 * The format a request asks for among those the call `offers` (the export formats unless told),
 * or null for the call's JSON. A `format` parameter decides alone. Otherwise a format is chosen
 * only when the Accept header weighs its media type above JSON: a tie goes to JSON, so `*\/*`
 * (what browsers send) stays JSON, and `text/*` is CSV. An Accept header that allows neither
 * JSON nor an offered format answers 406, as does a `format` the call does not offer.
 */
export function negotiateExport<Offered extends AnswerFormat = ExportFormat>(
  accept: string | undefined,
  format: FormatParameter | undefined,
  offered: readonly Offered[] = exportFormatNames as Offered[],
): Offered | null {
  const notAcceptable = () => {
    const types = ['application/json', ...offered.map((name) => answerFormats[name].mediaType)];
    return new HttpError(406, `not_acceptable: this call answers ${types.join(', ')}`);
  };
  if (format) {
    if (format === 'json') return null;
    if (!(offered as readonly AnswerFormat[]).includes(format)) throw notAcceptable();
    return format as Offered;
  }
  if (!accept?.trim()) return null;
  const ranges = mediaRanges(accept);
  if (ranges.length === 0) return null;
  const json = weightOf(ranges, 'application/json');
  let best: { format: Offered | null; q: number } = { format: null, q: json };
  for (const name of offered) {
    const q = weightOf(ranges, answerFormats[name].mediaType);
    if (q > best.q) best = { format: name, q };
  }
  if (best.q <= 0) throw notAcceptable();
  return best.format;
}
