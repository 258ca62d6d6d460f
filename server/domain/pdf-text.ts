/**
 * Plain-text extraction from PDFs with pdf.js, page by page, for full-text indexing of catalogue scans.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfPageText {
  /** 1-based. */
  page: number;
  text: string;
}

/** The subset of pdf.js' TextItem used here (marked-content items have no `str`). */
interface PositionedText {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

// Without the bundled font data pdf.js warns about every standard (non-embedded) font it meets.
// pdf.js on Node reads these with fs, so a directory path (with trailing separator) is what it wants.
const STANDARD_FONT_DATA_DIR = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}${path.sep}`;

/** pdf.js tolerates leading garbage before the header, but only within the first kilobyte. */
const HEADER_SEARCH_BYTES = 1024;

export async function extractPdfPages(data: Uint8Array): Promise<PdfPageText[]> {
  if (!hasPdfHeader(data)) throw new Error('invalid_pdf');

  const task = getDocument({
    // pdf.js transfers (detaches) the buffer it is given, so it gets a copy. A plain Uint8Array copy
    // also because pdf.js refuses Node Buffers, and Buffer#slice would return a Buffer sharing memory.
    data: new Uint8Array(data),
    useSystemFonts: false,
    isEvalSupported: false,
    disableFontFace: true,
    standardFontDataUrl: STANDARD_FONT_DATA_DIR,
    // Recoverable damage is logged as warnings; callers only care whether text came out.
    verbosity: VerbosityLevel.ERRORS,
  });

  let document: Awaited<typeof task.promise>;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy();
    throw new Error('invalid_pdf', { cause: error });
  }

  try {
    const pages: PdfPageText[] = [];
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      const page = await document.getPage(pageNumber);
      const content = await page.getTextContent();
      pages.push({ page: pageNumber, text: joinTextItems(content.items as Array<PositionedText | object>) });
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

function hasPdfHeader(data: Uint8Array): boolean {
  const head = Buffer.from(data.buffer, data.byteOffset, Math.min(data.byteLength, HEADER_SEARCH_BYTES));
  return head.includes('%PDF-', 0, 'latin1');
}

function isPositionedText(item: PositionedText | object): item is PositionedText {
  return 'str' in item;
}

/**
 * pdf.js splits a line into several items (font changes, columns, separately drawn words). Items on the
 * same baseline are joined with a space only when there is a visible gap, so a word split by a font
 * change stays whole; a change of baseline or an explicit end-of-line starts a new line.
 */
function joinTextItems(items: Array<PositionedText | object>): string {
  let text = '';
  let previous: PositionedText | undefined;
  for (const item of items) {
    if (!isPositionedText(item)) continue;
    if (previous && !previous.hasEOL && item.str) {
      const lineHeight = Math.max(previous.height, item.height, 1);
      const sameLine = Math.abs((item.transform[5] ?? 0) - (previous.transform[5] ?? 0)) < lineHeight * 0.5;
      if (!sameLine) {
        text += '\n';
      } else {
        const gap = (item.transform[4] ?? 0) - ((previous.transform[4] ?? 0) + previous.width);
        if (gap > lineHeight * 0.15) text += ' ';
      }
    }
    text += item.str;
    if (item.hasEOL) text += '\n';
    if (item.str || item.hasEOL) previous = item;
  }
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0)
    .join('\n');
}
