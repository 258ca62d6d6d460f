import edtf, { Interval, Season } from 'edtf';
import { readEdtf, readWrittenDate } from './edtf-dates.ts';

/**
 * An edition's date as the exports, the linked data and the harvesting interface write it (issue
 * 17): always from the stored EDTF (the normaliser's reading, or the staff's correction), never
 * from the written text read again, so a correction reaches every format and every format reads
 * "um 1890", "1890s" or "before 1900" as the lists and maps do.
 */
export interface EditionDate {
  /** The date as the catalogue gives it ("ca. 1890", "[1862?]"), or null. */
  written: string | null;
  /** The stored EDTF ("1890~", "1885/1890", "../1899"), or null when undated or not understood. */
  edtf: string | null;
  /** Staff marked the date as uncertain (the dashboard's checkbox beside the written date). */
  uncertain: boolean;
}

/** A CSL-JSON date (CSL-JSON schema 1.0): one or two date-parts, a season, `circa`, or a literal. */
export interface CslDate {
  'date-parts'?: number[][];
  season?: number;
  circa?: boolean;
  literal?: string;
}

const written = (date: EditionDate) => date.written?.trim() || null;

/**
 * The EDTF the formats publish: the stored one, with the staff's "uncertain" mark added as `?`
 * where the EDTF does not already qualify the date ("1890" → "1890?"; "1890~" stays, as "ca."
 * already says how the date is doubtful). An open end ("..") or an unknown one stays as it is.
 * Null for an undated edition.
 */
export function publishedEdtf(date: EditionDate): string | null {
  const stored = date.edtf?.trim();
  if (!stored) return null;
  const interval = readEdtf(stored);
  if (!interval) return null;
  if (!date.uncertain || interval.uncertain || interval.approximate) return interval.edtf;
  const doubted = interval.edtf
    .split('/')
    .map((end) => (end === '' || end === '..' ? end : `${end}?`))
    .join('/');
  return readEdtf(doubted)?.edtf ?? interval.edtf;
}

/** What this module reads of one EDTF date (the package's `Date` or an interval's end). */
interface EdtfDate {
  edtf: string;
  min: number;
  max: number;
  approximate?: { value: number };
  uncertain?: { value: number };
}

const dayParts = (milliseconds: number) => {
  const day = new Date(milliseconds);
  return [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
};

/**
 * The first and last date-parts one EDTF date stands for, as precise as it is: "1887-03-12" to the
 * day, "1887-03" to the month; a month or day left unspecified ("1890-XX") says only the year, and
 * unspecified digits of the year ("189X") span its years (1890 to 1899).
 */
function partsOf(date: EdtfDate): { first: number[]; last: number[] } {
  const fields = date.edtf.replace(/[~?%]/g, '').split('-');
  const firstUnspecified = fields.findIndex((field) => field.includes('X'));
  const precision = firstUnspecified > 0 ? firstUnspecified : fields.length;
  return { first: dayParts(date.min).slice(0, precision), last: dayParts(date.max).slice(0, precision) };
}

const isDoubtful = (date: { approximate?: { value: number }; uncertain?: { value: number } }) =>
  Boolean(date.approximate?.value || date.uncertain?.value);

const sameParts = (a: number[], b: number[]) => a.length === b.length && a.every((part, i) => part === b[i]);

/**
 * An open-ended date in words: as written when the written date means that EDTF ("before 1900"
 * for ../1899), else (a staff correction the text does not say) the EDTF itself.
 */
function openLiteral(text: string | null, published: string): string {
  if (!text) return published;
  const reading = readWrittenDate(text);
  const plain = (value: string) => value.replace(/[~?%]/g, '');
  return reading.kind === 'dated' && plain(reading.interval.edtf) === plain(published) ? text : published;
}

/**
 * The edition's date as CSL-JSON `issued` (and so, through citation-js, RIS's and BibTeX's): a
 * year, month or day as precise as the EDTF, two date-parts for an interval ("1885/1890") or for
 * the years an unspecified digit spans ("189X"), a season with its CSL number (EDTF 21–24 are
 * CSL's 1–4), and `circa` for an approximate or uncertain date ("1890~", "1890?", or staff's
 * mark). CSL-JSON has no open-ended range (citeproc-js reads one only in a non-standard form),
 * so "before 1900" (../1899) and "after 1875" (1876/..) are a `literal`, the date as written, as
 * the CSL schema asks for dates it cannot represent; a written date the normaliser did not
 * understand is a literal too. An undated edition has no date (null).
 */
export function cslIssued(date: EditionDate): CslDate | null {
  const text = written(date);
  const published = publishedEdtf(date);
  if (!published) {
    if (!text) return null;
    return readWrittenDate(text).kind === 'not-understood' ? { literal: text } : null;
  }
  const parsed = edtf(published, { level: 1 });
  const circa = (issued: CslDate): CslDate => (isDoubtful(parsed) ? { ...issued, circa: true } : issued);
  if (parsed instanceof Interval) {
    const { lower, upper } = parsed;
    if (typeof lower !== 'object' || typeof upper !== 'object')
      return { literal: openLiteral(text, published) };
    const first = partsOf(lower).first;
    const last = partsOf(upper).last;
    const issued = { 'date-parts': sameParts(first, last) ? [first] : [first, last] };
    return isDoubtful(lower) || isDoubtful(upper) ? { ...issued, circa: true } : issued;
  }
  if (parsed instanceof Season) {
    const season = Number(/-(2[1-4])/.exec(parsed.edtf)?.[1]) - 20;
    return circa({ 'date-parts': [[new Date(parsed.min).getUTCFullYear()]], season });
  }
  const { first, last } = partsOf(parsed);
  return circa({ 'date-parts': sameParts(first, last) ? [first] : [first, last] });
}

/**
 * schema.org's dates: `datePublished` is the EDTF, which is ISO 8601-2 (EDTF level 1 is its
 * level 1): a plain ISO 8601 year or day when the date is exact ("1887", "1887-03-12"), else
 * `1890~`, `1890?`, `1885/1890`, `189X`, `../1899`; `temporal` keeps the date as written.
 */
export function schemaOrgDates(date: EditionDate): { datePublished: string | null; temporal: string | null } {
  return { datePublished: publishedEdtf(date), temporal: written(date) };
}

/**
 * Dublin Core's `dc:date` values: the EDTF first (DCMI recommends ISO 8601 and its W3CDTF profile;
 * EDTF is ISO 8601-2, and harvesters take the first date), then the date as written where it
 * says something else ("ca. 1890" beside "1890~"; "1887" alone once).
 */
export function dublinCoreDates(date: EditionDate): string[] {
  const dates = [publishedEdtf(date), written(date)].filter((value): value is string => value !== null);
  return [...new Set(dates)];
}
