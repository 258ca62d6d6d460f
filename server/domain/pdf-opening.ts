import { open } from 'node:fs/promises';
import { pdfChunkBytes } from '../../common/pdf-opening.ts';
import type { DomainContext } from './context.ts';
import { pdfFileOf } from './edition-pdfs.ts';
import type { FileStore } from './files.ts';

/**
 * The opening of an edition's PDF (common/pdf-opening.ts): the bytes pdf.js reads before it can draw
 * the page the reader opens at, in one answer to a plain GET. A Range request cannot be named in a
 * page's head, this address can: the page the server sends preloads it (server/plugins/web-app.ts),
 * so the PDF's first bytes load with the HTML instead of after the reader's first-load script has run.
 */

/** Enough for page 1 of a scanned catalogue (about 220 kB a page) with its resources. */
const firstPageHeadBytes = 8 * pdfChunkBytes;
/** Only the header, opened at a later page: that page's bytes are anywhere in the file. */
const headerOnlyBytes = pdfChunkBytes;
/** The cross-reference table and the objects that say where every page is, which pdf.js reads first. */
const tailBytes = pdfChunkBytes;

/** A part of the file: `begin`…`end`, the end exclusive. */
export interface ByteSpan {
  begin: number;
  end: number;
}

/**
 * The spans of a file of `size` bytes that a reader opening at `page` needs first: its start and its
 * end, or the whole file in one span when they meet (a small PDF).
 */
export function pdfOpeningSpans(size: number, page: number): ByteSpan[] {
  const head = Math.min(size, page > 1 ? headerOnlyBytes : firstPageHeadBytes);
  const tailBegin = Math.max(0, size - tailBytes);
  if (tailBegin <= head) return [{ begin: 0, end: size }];
  return [
    { begin: 0, end: head },
    { begin: tailBegin, end: size },
  ];
}

/**
 * The page the reader opens at, read from an edition page's `page` parameter as the edition route
 * reads it (src/lib/list-search.ts `editionSearch`: a whole number from 1 to 100,000, the last of
 * several; anything else opens page 1), so the address preloaded is the one the reader asks for.
 */
export function openingPageOf(values: readonly string[]): number {
  const value = values.at(-1);
  const page = value === undefined ? Number.NaN : Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * The spans of the file at `path` as a `multipart/byteranges` body (RFC 9110, 14.6), each part with
 * its Content-Range, so the reader knows the file's size and where each part lies. `boundary`
 * must not occur in the file's bytes next to a line break; the file's SHA-256 will do.
 */
export async function multipartByteRanges(
  path: string,
  size: number,
  spans: readonly ByteSpan[],
  boundary: string,
): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const parts: Buffer[] = [];
    for (const { begin, end } of spans) {
      const bytes = Buffer.alloc(end - begin);
      const { bytesRead } = await handle.read(bytes, 0, bytes.length, begin);
      if (bytesRead !== bytes.length) throw new Error(`${path} is shorter than its recorded ${size} bytes`);
      const headers = `--${boundary}\r\nContent-Type: application/pdf\r\nContent-Range: bytes ${begin}-${end - 1}/${size}\r\n\r\n`;
      parts.push(Buffer.from(headers, 'latin1'), bytes, Buffer.from('\r\n', 'latin1'));
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`, 'latin1'));
    return Buffer.concat(parts);
  } finally {
    await handle.close();
  }
}

/** The opening of a PDF as the API sends it. */
export interface PdfOpening {
  /** `multipart/byteranges; boundary=…` */
  contentType: string;
  /** The file's content and the spans sent: the same for every page past the first. */
  etag: string;
  /** Read only when the client's copy is not current. */
  body: () => Promise<Buffer>;
}

/** The opening of the edition's PDF for a reader at `page`; not found when the edition has no PDF. */
export async function pdfOpening(
  ctx: DomainContext,
  store: FileStore,
  catalogueId: number,
  editionId: number,
  page: number,
): Promise<PdfOpening> {
  const file = await pdfFileOf(ctx, store, catalogueId, editionId);
  const spans = pdfOpeningSpans(file.size, page);
  const boundary = file.sha256;
  return {
    contentType: `multipart/byteranges; boundary=${boundary}`,
    etag: `"${file.sha256}-${spans.map(({ begin, end }) => `${begin}-${end}`).join('-')}"`,
    body: () => multipartByteRanges(file.path, file.size, spans, boundary),
  };
}
