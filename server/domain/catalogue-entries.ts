/**
 * The numbered entries of a catalogue edition (the photographs it lists: "12. Firenze. Duomo"),
 * read from its PDF's text page by page. Pure: catalogue-entries-store.ts keeps them in the database.
 *
 * A photographer's list prints one entry per number, the number first ("12.", "12)", "12 —",
 * "N. 12", "No 12", "Nr. 12", "N° 12", "12a.", "12 bis"), the subject after it, wrapped onto
 * following lines when long, often with a format or size at the end of its last line. The text
 * also holds what is not an entry: title pages, running headers and page numbers, section
 * headings, prices on lines of their own, and wrapped lines that happen to start with a number
 * ("20 Settembre"). Those are told apart by the numbering itself: entries run upwards in small
 * steps, so a number that jumps backwards or far forwards is believed only when enough numbers
 * after it continue from it (a new section or series); anything else is a continuation or noise.
 */
import { searchWords } from './text.ts';

export interface PageText {
  /** 1-based. */
  page: number;
  text: string;
}

export interface CatalogueEntry {
  /** The number as printed, without punctuation, a letter suffix joined in lower case: "12", "12a", "12bis". */
  number: string;
  /** The subject as printed, wrapped lines joined, a trailing price left out; format words kept. */
  text: string;
  /** `text` folded for matching: case, accents, punctuation and spacing ignored. */
  folded: string;
  /** The PDF page the entry starts on. */
  page: number;
}

/**
 * Bump when the reading below changes what it finds: editions read by an older version are read
 * again at start-up (server/main.ts).
 */
export const ENTRY_READER_VERSION = 1;

/** The largest step between two numbers that follow each other without further evidence. */
const MAX_STEP = 60;
/** What a break in the numbering costs a page's reading (see `entriesOfPage`). */
const BREAK_COST = 1.5;
/** Lines a subject wraps onto at most; more is a block of other text (an advertisement, a note). */
const MAX_CONTINUATION_LINES = 4;

const numberPrefix = String.raw`(?:(?:(?:N[or]?|Nro|Num)\s*[.°º]{0,2}|№)\s*)?`;
/**
 * An entry's first line: optional "N." / "No" / "Nr." / "N°", the number (up to 5 digits), then
 * either punctuation ("12.", "12)", "12 —", "12:"), a suffix ("12a.", "12 a)", "12bis", "12 ter")
 * or a space, and the subject. A one-letter suffix needs punctuation after it and, apart from
 * "12 a)", no space before, so "2a edizione" on a title page and "12 S. Pietro" stay what they are.
 */
const entryLine = new RegExp(
  String.raw`^\s*${numberPrefix}(?<value>\d{1,5})(?:` +
    String.raw`\s?(?<word>bis|ter|quater)\b[.)]?|(?<letter>[a-z])[.)]|\s(?<spaced>[a-z])\)|` +
    String.raw`\s*[.)]|\s*[-–—:](?!\d)|(?=\s))\s*(?:[-–—]\s*)?(?<text>\S.*)$`,
  'i',
);

const priceUnit = '(?:L|Lire|lire|Fr|fr|Frs|frs|francs|M|Mk|Mark|Pf|s|sh|d|cent|cts|c|Kr|kr|fl)';
const amount = String.raw`\d+(?:[.,/-]\d+)?`;
const price = String.raw`(?:${priceUnit}\.?\s*${amount}|${amount}\s*${priceUnit}\b\.?|[£$€]\s*${amount})`;
/** A line holding only prices: "L. 1,50", "fr. 2", "2 fr. 50 c.", "3 s. 6 d.". */
const priceLine = new RegExp(String.raw`^[\s.…]*(?:${price}[\s.,;/–—-]*)+$`);
/** A price closing an entry's line, with the leader dots before it. */
const trailingPrice = new RegExp(String.raw`(?:\s*(?:\.\s?){2,}|\s*…+|\s+)(?:${price}\s*)+$`);
/** A page number standing alone: "12", "- 12 -", "[12]", "p. 12", "xii". */
const pageNumberLine = /^[\s\-–—[\](){}.]*(?:p\.?\s*)?(?:\d{1,4}|[ivxlcdm]{1,7})[\s\-–—[\](){}.]*$/i;

interface NumberedLine {
  value: number;
  suffix: string;
  text: string;
}

/** The number and subject of a line that reads as an entry's first line, else null. */
export function readEntryLine(line: string): NumberedLine | null {
  const groups = entryLine.exec(line)?.groups;
  if (!groups) return null;
  const text = (groups.text ?? '').trim();
  const value = Number(groups.value);
  // A subject has words: "12 fr." is a price, "1880" alone a date on a title page.
  if (!/\p{L}{2}/u.test(text) || priceLine.test(line) || priceLine.test(text) || value === 0) return null;
  return { value, suffix: (groups.word ?? groups.letter ?? groups.spaced ?? '').toLowerCase(), text };
}

/** Entry numbers in their printed order: 12 < 12a < 12b < 12bis < 13 (numerically, then as text). */
export function compareEntryNumbers(left: string, right: string): number {
  const [leftValue, leftSuffix] = splitNumber(left);
  const [rightValue, rightSuffix] = splitNumber(right);
  if (leftValue !== rightValue) return leftValue - rightValue;
  return leftSuffix < rightSuffix ? -1 : leftSuffix > rightSuffix ? 1 : 0;
}

function splitNumber(number: string): [number, string] {
  const digits = /^\d+/.exec(number)?.[0] ?? '';
  return [digits === '' ? Number.POSITIVE_INFINITY : Number(digits), number.slice(digits.length)];
}

/** `text` as matching sees it: folded, words only. */
export function foldEntryText(text: string): string {
  return searchWords(text.replace(trailingPrice, '')).join(' ');
}

interface Candidate {
  line: number;
  value: number;
  suffix: string;
  text: string;
}

/** Whether `next` can follow `previous` in a list's numbering without further evidence. */
function follows(previous: { value: number; suffix: string }, next: { value: number; suffix: string }) {
  if (next.value === previous.value) return next.suffix > previous.suffix;
  return next.value > previous.value && next.value - previous.value <= MAX_STEP;
}

/**
 * The candidates of one page that are entries: the chain in line order that scores best, each
 * entry counting 1 and each break of the sequence (a number that does not follow the entry before
 * it, or the last entry of the pages before) costing BREAK_COST. So a new series is believed when
 * three numbers run on from it, and a stray number inside a list costs more than it brings. A page
 * whose best chain scores under 1 (a title page with "3 tavole") has no entries.
 */
function entriesOfPage(candidates: Candidate[], before: { value: number; suffix: string } | null) {
  const score = candidates.map(() => Number.NEGATIVE_INFINITY);
  const previous = candidates.map(() => -1);
  for (const [index, candidate] of candidates.entries()) {
    let best = 1 - (before !== null && follows(before, candidate) ? 0 : BREAK_COST);
    for (let earlier = 0; earlier < index; earlier++) {
      const earlierCandidate = candidates[earlier];
      if (!earlierCandidate) continue;
      const extended = (score[earlier] ?? 0) + 1 - (follows(earlierCandidate, candidate) ? 0 : BREAK_COST);
      if (extended > best) {
        best = extended;
        previous[index] = earlier;
      }
    }
    score[index] = best;
  }
  let last = -1;
  for (const [index, chainScore] of score.entries()) {
    if (chainScore >= 1 && (last === -1 || chainScore > (score[last] ?? 0))) last = index;
  }
  const chosen = new Set<number>();
  for (let index = last; index !== -1; index = previous[index] ?? -1) chosen.add(index);
  return candidates.filter((_, index) => chosen.has(index));
}

/**
 * The last line of most pages (digits aside): a running footer, which would otherwise end the
 * last entry of each page. (Lines above a page's first entry are dropped anyway.) Only the last
 * line, and only when most pages end with it, so an entry's wrapped format line is never taken
 * for one: it would then be dropped at the foot of a page and kept elsewhere.
 */
function runningFooters(pages: string[][]): Set<string> {
  const seen = new Map<string, number>();
  for (const lines of pages) {
    const last = lines.at(-1);
    if (last !== undefined) seen.set(maskDigits(last), (seen.get(maskDigits(last)) ?? 0) + 1);
  }
  const threshold = Math.max(3, pages.length * 0.5);
  return new Set([...seen].filter(([, count]) => count >= threshold).map(([line]) => line));
}

const maskDigits = (line: string) => line.trim().replace(/\d+/g, '#');

/** A heading in capitals ("SIENA.", "GALLERIA DEGLI UFFIZI"): ends the entry before it. */
const isHeading = (line: string) => /\p{Lu}{3}/u.test(line) && !/\p{Ll}/u.test(line);

function joinLines(lines: string[]): string {
  let text = '';
  for (const line of lines) {
    const part = line.trim();
    // A word hyphenated at the line's end ("Foto-" / "grafia") is one word again.
    if (/\p{L}-$/u.test(text) && /^\p{Ll}/u.test(part)) text = text.slice(0, -1) + part;
    else text = text === '' ? part : `${text} ${part}`;
  }
  return text
    .replace(trailingPrice, '')
    .replace(/\s*(?:\.\s?){3,}\s*/g, ' ')
    .replace(/\s*…{2,}\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The numbered entries of an edition's pages, in the order they are printed. */
export function extractEntries(pages: PageText[]): CatalogueEntry[] {
  const ordered = [...pages].sort((left, right) => left.page - right.page);
  const pageLines = ordered.map((page) => page.text.split('\n').filter((line) => line.trim() !== ''));
  const footers = runningFooters(pageLines);
  const entries: CatalogueEntry[] = [];
  let last: { value: number; suffix: string } | null = null;
  for (const [pageIndex, lines] of pageLines.entries()) {
    const page = ordered[pageIndex]?.page ?? 0;
    const candidates: Candidate[] = [];
    for (const [line, content] of lines.entries()) {
      const read = readEntryLine(content);
      if (read) candidates.push({ line, ...read });
    }
    const chosen = entriesOfPage(candidates, last);
    for (const [index, entry] of chosen.entries()) {
      const end = chosen[index + 1]?.line ?? lines.length;
      const wrapped: string[] = [];
      for (const content of lines.slice(entry.line + 1, end)) {
        if (isHeading(content) || wrapped.length >= MAX_CONTINUATION_LINES) break;
        if (pageNumberLine.test(content) || priceLine.test(content) || footers.has(maskDigits(content))) {
          continue;
        }
        wrapped.push(content);
      }
      const text = joinLines([entry.text, ...wrapped]);
      const folded = foldEntryText(text);
      if (folded === '') continue;
      entries.push({ number: `${entry.value}${entry.suffix}`, text, folded, page });
      last = entry;
    }
  }
  return entries;
}
