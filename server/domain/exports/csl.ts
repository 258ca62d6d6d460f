import type { EditionFacts } from './facts.ts';

/** A CSL-JSON date: one or two date-parts (a range), `circa` when approximate. */
export interface CslDate {
  'date-parts': number[][];
  circa?: boolean;
}

/** The CSL-JSON item of an edition (CSL-JSON schema 1.0): the fields the exports fill. */
export interface CslItem {
  id: string;
  'citation-key': string;
  type: 'book';
  title: string;
  /** The firm as an organisation: a literal name, never split into given and family names. */
  author?: Array<{ literal: string }>;
  issued?: CslDate;
  publisher?: string;
  'publisher-place'?: string;
  'number-of-pages'?: number;
  URL: string;
  note?: string;
}

const YEAR = '([12]\\d{3})';
/** "1885-1890", "1885–90", "1885/1890": a range of years (the second may be abbreviated). */
const yearRange = new RegExp(`(?:^|\\D)${YEAR}\\s*[-–—/]\\s*(\\d{2}|[12]\\d{3})(?!\\d)`);
/** The first year from 1000 to 2999, as the database's `year_of` finds it. */
const firstYear = new RegExp(`(?:^|\\D)${YEAR}(?!\\d)`);
/** "ca. 1890", "c. 1890", "circa", "um 1890", "vers 1890", "[1890?]": an approximate date. */
const approximate = /(?:^|[^\p{L}])(?:ca?\.|circa|um|vers|verso|intorno al)(?:[^\p{L}]|$)|\?/iu;

/**
 * The date of an edition as CSL-JSON, keeping its uncertainty: "ca. 1890" and "[1890?]" are
 * circa 1890, "1885-1890" two date-parts, and a date marked uncertain by staff is circa too. An
 * undated edition has no date (null).
 */
export function cslDate(date: string | null, uncertain = false): CslDate | null {
  if (!date) return null;
  const circa = uncertain || approximate.test(date);
  const range = yearRange.exec(date);
  let parts: number[][] | null = null;
  if (range?.[1] && range[2]) {
    const from = Number(range[1]);
    const to = range[2].length === 2 ? Math.floor(from / 100) * 100 + Number(range[2]) : Number(range[2]);
    parts = to > from ? [[from], [to]] : [[from]];
  } else {
    const year = firstYear.exec(date)?.[1];
    if (year) parts = [[Number(year)]];
  }
  if (!parts) return null;
  return circa ? { 'date-parts': parts, circa: true } : { 'date-parts': parts };
}

/** The stable id of an edition in every export: `catalogue-{c}-edition-{e}`. */
export const exportId = (facts: Pick<EditionFacts, 'catalogueId' | 'editionId'>) =>
  `catalogue-${facts.catalogueId}-edition-${facts.editionId}`;

/** Holders, the holder's citation and, for a PDF search, the pages found: the item's note. */
export function noteOf(facts: EditionFacts): string | undefined {
  const parts: string[] = [];
  if (facts.holders.length > 0) parts.push(`Held by: ${facts.holders.join('; ')}`);
  if (facts.citation) parts.push(`Citation: ${facts.citation}`);
  if (facts.matchingPages?.length) parts.push(`Pages matching the search: ${facts.matchingPages.join(', ')}`);
  return parts.length > 0 ? parts.join('. ') : undefined;
}

/** An edition as a CSL-JSON `book` whose author and publisher are the firm. */
export function cslItem(facts: EditionFacts): CslItem {
  const id = exportId(facts);
  const issued = cslDate(facts.date, facts.dateUncertain);
  const note = noteOf(facts);
  return {
    id,
    // BibTeX keys allow no hyphens (citation-js drops what a key may not hold).
    'citation-key': id.replaceAll('-', '_'),
    type: 'book',
    title: facts.title,
    ...(facts.publishers.length > 0
      ? {
          author: facts.publishers.map((literal) => ({ literal })),
          publisher: facts.publishers.join('; '),
        }
      : {}),
    ...(issued ? { issued } : {}),
    ...(facts.places.length > 0 ? { 'publisher-place': facts.places.join('; ') } : {}),
    ...(facts.pages ? { 'number-of-pages': facts.pages } : {}),
    URL: facts.url,
    ...(note ? { note } : {}),
  };
}
