/** A recognised word and where it stands, as fractions of the page (0 = left or top edge, 1 = right or bottom). */
export interface OcrWord {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Tesseract's confidence, 0 to 100. */
  confidence: number;
}

export interface RecognisedPage {
  /** The words line by line, lines separated by newlines: what the search indexes. */
  text: string;
  words: OcrWord[];
}

/**
 * Words Tesseract is less sure of than this are left out. On a scanned catalogue they are, in
 * practice, what it made of a photograph, an engraving or a decorative border ("—~^'ii"); the
 * words of printed text scored 60 or more in our measurements, even at 6 pt on a noisy scan.
 */
export const MIN_WORD_CONFIDENCE = 30;

// The columns of Tesseract's TSV output (tesseract … tsv).
const columns = [
  'level',
  'page_num',
  'block_num',
  'par_num',
  'line_num',
  'word_num',
  'left',
  'top',
  'width',
  'height',
  'conf',
  'text',
] as const;
const PAGE_LEVEL = 1;
const WORD_LEVEL = 5;

/** Four decimals (a tenth of a pixel on a 1,000-pixel page, and short JSON), inside the page. */
const fraction = (value: number, whole: number) =>
  Math.round(Math.min(1, Math.max(0, value / whole)) * 10_000) / 10_000;

/** A span of pixels as fractions of the page, cut at its edges. */
function span(start: number, length: number, whole: number) {
  const from = fraction(start, whole);
  return { from, length: Math.round((fraction(start + length, whole) - from) * 10_000) / 10_000 };
}

/**
 * Reads the TSV Tesseract writes (one row per page, block, paragraph, line and word) into the
 * page's text and its words with their boxes as fractions of the page. Rows it cannot read are
 * skipped; an answer without a page row has no page size to measure boxes against, so no words.
 */
export function parseTesseractTsv(tsv: string): RecognisedPage {
  const rows = tsv
    .split(/\r?\n/)
    .map((line) => line.split('\t'))
    .filter((cells) => cells.length === columns.length && /^\d+$/.test(cells[0] ?? ''))
    .map((cells) => Object.fromEntries(columns.map((name, index) => [name, cells[index] ?? ''])));
  const page = rows.find((row) => Number(row.level) === PAGE_LEVEL);
  const pageWidth = Number(page?.width);
  const pageHeight = Number(page?.height);
  if (!page || !(pageWidth > 0) || !(pageHeight > 0)) return { text: '', words: [] };
  const words: OcrWord[] = [];
  const lines: string[][] = [];
  let lineKey = '';
  for (const row of rows) {
    const text = (row.text ?? '').trim();
    const confidence = Number(row.conf);
    if (Number(row.level) !== WORD_LEVEL || text === '' || !(confidence >= MIN_WORD_CONFIDENCE)) continue;
    const key = `${row.page_num}.${row.block_num}.${row.par_num}.${row.line_num}`;
    if (key !== lineKey) {
      lines.push([]);
      lineKey = key;
    }
    lines.at(-1)?.push(text);
    const across = span(Number(row.left), Number(row.width), pageWidth);
    const down = span(Number(row.top), Number(row.height), pageHeight);
    words.push({
      text,
      left: across.from,
      top: down.from,
      width: across.length,
      height: down.length,
      confidence: Math.round(confidence),
    });
  }
  return { text: lines.map((line) => line.join(' ')).join('\n'), words };
}
