/**
 * Renders stand-in files for the demo data: a PDF of each edition (title page plus the numbered list of
 * photographs) and a JPEG "title page" cover. Output is deterministic so re-seeding yields identical
 * files (and identical hashes).
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { seededRandom } from '../../common/seeded-random.ts';
import type { DemoEdition } from './demo-data.types.ts';

// ---------------------------------------------------------------------------------------------------
// PDF

export interface EditionPdfInput {
  /** Short title, used in the running header. */
  title: string;
  mainTitle: string;
  edition: DemoEdition;
  publisherNames: string[];
  placeNames: string[];
}

/** A small octavo, the usual size of a photographer's sales list. */
const PAGE_WIDTH = 432;
const PAGE_HEIGHT = 648;
const MARGIN = 44;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const ENTRIES_PER_PAGE = 35;
const ENTRY_FONT_SIZE = 9.5;
const FORMAT_FONT_SIZE = 8;
const LINE_HEIGHT = 12.4;
const NUMBER_COLUMN = 34;
const FORMAT_COLUMN = 92;
const BODY_TOP = PAGE_HEIGHT - MARGIN - 30;
const BODY_BOTTOM = MARGIN + 22;
const MAX_LINES_PER_PAGE = Math.floor((BODY_TOP - BODY_BOTTOM) / LINE_HEIGHT);
/** Fixed so that the same input always produces the same bytes. */
const FIXED_DATE = new Date('2000-01-01T00:00:00Z');
const PRODUCER = 'photo-catalogues demo seed';
const INK = rgb(0.13, 0.11, 0.09);

export async function renderEditionPdf(input: EditionPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(toWinAnsi(input.mainTitle));
  doc.setProducer(PRODUCER);
  doc.setCreator(PRODUCER);
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);

  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.TimesRoman),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
  };

  drawTitlePage(doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]), input, fonts);

  const header = toWinAnsi(input.title);
  let pageNumber = 1;
  for (const pageEntries of paginateEntries(input.edition.entries, fonts.regular)) {
    pageNumber++;
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    drawRunningHeader(page, header, pageNumber, fonts);
    let y = BODY_TOP;
    for (const entry of pageEntries) {
      y = drawEntry(page, entry, y, fonts);
    }
  }

  return doc.save();
}

interface Fonts {
  regular: PDFFont;
  italic: PDFFont;
  bold: PDFFont;
}

interface LaidOutEntry {
  number: string;
  subjectLines: string[];
  format?: string;
}

function subjectWidth(hasFormat: boolean): number {
  return CONTENT_WIDTH - NUMBER_COLUMN - 6 - (hasFormat ? FORMAT_COLUMN + 6 : 0);
}

function paginateEntries(entries: DemoEdition['entries'], font: PDFFont): LaidOutEntry[][] {
  const pages: LaidOutEntry[][] = [];
  let current: LaidOutEntry[] = [];
  let linesUsed = 0;
  for (const entry of entries) {
    const format = entry.format ? toWinAnsi(entry.format) : undefined;
    const subjectLines = wrapText(toWinAnsi(entry.subject), font, ENTRY_FONT_SIZE, subjectWidth(!!format));
    const laidOut: LaidOutEntry = { number: `${entry.number}.`, subjectLines };
    if (format) laidOut.format = format;
    // Wrapped subjects take extra lines, so a page may hold fewer than ENTRIES_PER_PAGE entries.
    if (current.length >= ENTRIES_PER_PAGE || linesUsed + subjectLines.length > MAX_LINES_PER_PAGE) {
      pages.push(current);
      current = [];
      linesUsed = 0;
    }
    current.push(laidOut);
    linesUsed += subjectLines.length;
  }
  if (current.length > 0) pages.push(current);
  return pages;
}

function drawEntry(page: PDFPage, entry: LaidOutEntry, top: number, fonts: Fonts): number {
  const numberWidth = fonts.regular.widthOfTextAtSize(entry.number, ENTRY_FONT_SIZE);
  page.drawText(entry.number, {
    x: MARGIN + NUMBER_COLUMN - numberWidth,
    y: top,
    size: ENTRY_FONT_SIZE,
    font: fonts.regular,
    color: INK,
  });
  let y = top;
  for (const line of entry.subjectLines) {
    page.drawText(line, {
      x: MARGIN + NUMBER_COLUMN + 6,
      y,
      size: ENTRY_FONT_SIZE,
      font: fonts.regular,
      color: INK,
    });
    y -= LINE_HEIGHT;
  }
  if (entry.format) {
    // On the subject's last line, as in printed price lists, which also keeps the text order natural.
    const text = fitText(entry.format, fonts.italic, FORMAT_FONT_SIZE, FORMAT_COLUMN);
    const width = fonts.italic.widthOfTextAtSize(text, FORMAT_FONT_SIZE);
    page.drawText(text, {
      x: PAGE_WIDTH - MARGIN - width,
      y: y + LINE_HEIGHT,
      size: FORMAT_FONT_SIZE,
      font: fonts.italic,
      color: INK,
    });
  }
  return y;
}

function drawRunningHeader(page: PDFPage, header: string, pageNumber: number, fonts: Fonts): void {
  const size = 9;
  const text = fitText(header, fonts.italic, size, CONTENT_WIDTH - 40);
  const headerY = PAGE_HEIGHT - MARGIN;
  drawCentered(page, text, headerY, fonts.italic, size);
  page.drawLine({
    start: { x: MARGIN, y: headerY - 6 },
    end: { x: PAGE_WIDTH - MARGIN, y: headerY - 6 },
    thickness: 0.5,
    color: INK,
  });
  drawCentered(page, `- ${pageNumber} -`, MARGIN - 4, fonts.regular, 9);
}

function drawTitlePage(page: PDFPage, input: EditionPdfInput, fonts: Fonts): void {
  const { edition } = input;
  const centerRule = (y: number, halfWidth: number, thickness: number) =>
    page.drawLine({
      start: { x: PAGE_WIDTH / 2 - halfWidth, y },
      end: { x: PAGE_WIDTH / 2 + halfWidth, y },
      thickness,
      color: INK,
    });

  // Long titles get a smaller size so that the whole title page still fits.
  const mainTitle = toWinAnsi(edition.title ?? input.mainTitle);
  let titleSize = 20;
  let titleLines = wrapText(mainTitle, fonts.bold, titleSize, CONTENT_WIDTH - 20);
  while (titleLines.length > 7 && titleSize > 11) {
    titleSize -= 1;
    titleLines = wrapText(mainTitle, fonts.bold, titleSize, CONTENT_WIDTH - 20);
  }

  let y = PAGE_HEIGHT - MARGIN - 60;
  centerRule(y + 24, 60, 1.2);
  for (const line of titleLines) {
    drawCentered(page, line, y, fonts.bold, titleSize);
    y -= titleSize * 1.3;
  }
  y -= 10;
  centerRule(y + 6, 40, 0.6);
  y -= 22;

  if (edition.editionEnumeration) {
    drawCentered(page, toWinAnsi(edition.editionEnumeration), y, fonts.italic, 12);
    y -= 26;
  }
  if (edition.illustrativeContent) {
    drawCentered(page, toWinAnsi(`[${edition.illustrativeContent}]`), y, fonts.italic, 10);
    y -= 22;
  }

  // Imprint at the foot of the page, as on the printed catalogues.
  let footY = MARGIN + 40;
  if (edition.date) {
    drawCentered(page, toWinAnsi(edition.date), footY, fonts.regular, 12);
    footY += 22;
  }
  if (input.placeNames.length > 0) {
    drawCentered(page, toWinAnsi(input.placeNames.join(' - ').toUpperCase()), footY, fonts.regular, 11);
    footY += 22;
  }
  const publisherLines = input.publisherNames.flatMap((name) =>
    wrapText(toWinAnsi(name), fonts.bold, 14, CONTENT_WIDTH),
  );
  for (const line of publisherLines.reverse()) {
    drawCentered(page, line, footY, fonts.bold, 14);
    footY += 19;
  }
  centerRule(footY + 2, 30, 0.6);
}

function drawCentered(page: PDFPage, text: string, y: number, font: PDFFont, size: number): void {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (PAGE_WIDTH - width) / 2, y, size, font, color: INK });
}

function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    // A single word wider than the column is cut rather than allowed to run off the page.
    while (font.widthOfTextAtSize(line, size) > maxWidth && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > maxWidth) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

function fitText(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let end = text.length;
  while (end > 1 && font.widthOfTextAtSize(`${text.slice(0, end)}...`, size) > maxWidth) end--;
  return `${text.slice(0, end).trimEnd()}...`;
}

// The standard 14 PDF fonts only encode WinAnsi (Windows-1252); anything else makes pdf-lib throw.
const WIN_ANSI_HIGH = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const CLOSE_EQUIVALENTS: Record<string, string> = {
  ı: 'i',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ŀ: 'l',
  Ŀ: 'L',
  ĳ: 'ij',
  Ĳ: 'IJ',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u00ad': '',
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa1 && code <= 0xff && code !== 0xad) ||
    WIN_ANSI_HIGH.has(char)
  );
}

/** Maps text to what the standard fonts can draw: close Latin-1 equivalents where possible, else '?'. */
export function toWinAnsi(text: string): string {
  let result = '';
  for (const char of text.normalize('NFC')) {
    if (isWinAnsi(char)) {
      result += char;
      continue;
    }
    if (/\s/u.test(char)) {
      result += ' ';
      continue;
    }
    const equivalent = CLOSE_EQUIVALENTS[char];
    if (equivalent !== undefined) {
      result += equivalent;
      continue;
    }
    // Drop diacritics the encoding lacks (ş -> s, ő -> o) but keep the base letter.
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    if (base && [...base].every(isWinAnsi)) {
      result += base;
      continue;
    }
    // Invisible format and control characters are dropped rather than shown as '?'.
    if (/[\p{Cc}\p{Cf}]/u.test(char)) continue;
    result += '?';
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------
// Cover JPEG

export interface CoverInput {
  mainTitle: string;
  publisherNames: string[];
  placeNames: string[];
  date?: string;
  seed: number;
}

const COVER_WIDTH = 600;
const COVER_HEIGHT = 840;
const SERIF = "'Times New Roman', Times, 'DejaVu Serif', serif";

export async function renderCoverJpeg(input: CoverInput): Promise<Buffer> {
  const svg = coverSvg(input);
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

function coverSvg(input: CoverInput): string {
  const random = seededRandom(input.seed);
  // Paper ranges from ivory to a warmer, aged cream.
  const paper = hslToHex(38 + random() * 10, 0.35 + random() * 0.25, 0.84 + random() * 0.07);
  const ink = hslToHex(25 + random() * 10, 0.3, 0.16 + random() * 0.06);
  const foxing = Array.from({ length: 6 + Math.floor(random() * 8) }, () => {
    const cx = (random() * COVER_WIDTH).toFixed(0);
    const cy = (random() * COVER_HEIGHT).toFixed(0);
    const r = (2 + random() * 9).toFixed(1);
    const opacity = (0.05 + random() * 0.12).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#8a5a2b" fill-opacity="${opacity}"/>`;
  }).join('');

  const title = input.mainTitle.trim();
  // Character budgets assume a wide fallback serif (DejaVu Serif) so lines stay inside the border.
  const { fontSize, charsPerLine } =
    title.length <= 60
      ? { fontSize: 34, charsPerLine: 20 }
      : title.length <= 120
        ? { fontSize: 28, charsPerLine: 25 }
        : { fontSize: 23, charsPerLine: 30 };
  const titleLines = wrapByCharacters(title, charsPerLine, 10);
  const lineHeight = fontSize * 1.25;
  // Centre the title block (title, rule, date) in the space between the top rule and the imprint.
  const blockHeight = titleLines.length * lineHeight + 70;
  const titleTop = 170 + fontSize + Math.max(0, (440 - blockHeight) / 2);
  const titleSvg = titleLines
    .map(
      (line, index) =>
        `<text x="300" y="${(titleTop + index * lineHeight).toFixed(1)}" font-size="${fontSize}" font-weight="bold">${escapeXml(line)}</text>`,
    )
    .join('');
  const ruleY = titleTop + titleLines.length * lineHeight;

  const publisherLines = input.publisherNames.flatMap((name) => wrapByCharacters(name, 30, 2)).slice(0, 3);
  const publisherSvg = publisherLines
    .map(
      (line, index) =>
        `<text x="300" y="${660 + index * 30}" font-size="24" letter-spacing="1">${escapeXml(line)}</text>`,
    )
    .join('');
  const placeLine = input.placeNames.join(' · ').toUpperCase();
  const bottom = 660 + publisherLines.length * 30 + 18;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
<rect width="100%" height="100%" fill="${paper}"/>
${foxing}
<rect x="28" y="28" width="${COVER_WIDTH - 56}" height="${COVER_HEIGHT - 56}" fill="none" stroke="${ink}" stroke-width="3"/>
<rect x="38" y="38" width="${COVER_WIDTH - 76}" height="${COVER_HEIGHT - 76}" fill="none" stroke="${ink}" stroke-width="1"/>
<g fill="${ink}" font-family="${SERIF}" text-anchor="middle">
<line x1="240" y1="140" x2="360" y2="140" stroke="${ink}" stroke-width="1.5"/>
${titleSvg}
<line x1="250" y1="${ruleY.toFixed(1)}" x2="350" y2="${ruleY.toFixed(1)}" stroke="${ink}" stroke-width="1"/>
<path d="M300 ${(ruleY + 8).toFixed(1)} l6 6 l-6 6 l-6 -6 z"/>
${input.date ? `<text x="300" y="${(ruleY + 62).toFixed(1)}" font-size="22" font-style="italic">${escapeXml(input.date)}</text>` : ''}
${publisherSvg}
${placeLine ? `<text x="300" y="${bottom}" font-size="18" letter-spacing="3">${escapeXml(placeLine)}</text>` : ''}
</g>
</svg>`;
}

/** Greedy word wrap by character count: SVG text has no layout, and exact metrics are not needed here. */
function wrapByCharacters(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]} …`;
    return kept;
  }
  return lines;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const h = hue / 60;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] = h < 1 ? [chroma, x, 0] : h < 2 ? [x, chroma, 0] : [0, chroma, x];
  const m = lightness - chroma / 2;
  const channel = (value: number) =>
    Math.round((value + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}
