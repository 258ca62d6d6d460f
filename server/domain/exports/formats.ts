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

/** What a `format` parameter may name: an export format, or `json` for the call's own answer. */
export type FormatParameter = ExportFormat | 'json';

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
 * The export a request asks for, or null for the call's JSON. A `format` parameter decides alone.
 * Otherwise an export is chosen only when the Accept header weighs its media type above JSON: a
 * tie goes to JSON, so `*\/*` (what browsers send) stays JSON, and `text/*` is CSV. An Accept
 * header that allows neither JSON nor an export answers 406.
 */
export function negotiateExport(
  accept: string | undefined,
  format: FormatParameter | undefined,
): ExportFormat | null {
  if (format) return format === 'json' ? null : format;
  if (!accept?.trim()) return null;
  const ranges = mediaRanges(accept);
  if (ranges.length === 0) return null;
  const json = weightOf(ranges, 'application/json');
  let best: { format: ExportFormat | null; q: number } = { format: null, q: json };
  for (const [name, { mediaType }] of Object.entries(exportFormats) as Array<
    [ExportFormat, { mediaType: string }]
  >) {
    const q = weightOf(ranges, mediaType);
    if (q > best.q) best = { format: name, q };
  }
  if (best.q <= 0) {
    const offered = ['application/json', ...Object.values(exportFormats).map((f) => f.mediaType)];
    throw new HttpError(406, `not_acceptable: this call answers ${offered.join(', ')}`);
  }
  return best.format;
}
