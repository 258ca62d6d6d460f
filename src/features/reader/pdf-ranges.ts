import { pdfChunkBytes, pdfOpeningUrl } from '../../../common/pdf-opening.ts';

/**
 * The first bytes of a PDF, fetched by the edition route at navigation, before pdf.js has arrived:
 * its start (the header, and on page 1 the page itself, which a scanned catalogue's PDF keeps near
 * the start) and its end (the cross-reference table and the objects that say where every page is,
 * which pdf.js reads first). They come in one answer (the API's opening of the PDF, which the
 * page's head may have preloaded with the HTML), saving pdf.js the round trips it would make one
 * after the other once it runs: the first request to learn the size, then the start, then the end.
 */
export interface PdfStart {
  /** The file's size in bytes. */
  length: number;
  /** The file from byte 0. */
  head: Uint8Array;
  /** The file's last bytes, from `begin`. */
  tail: { begin: number; bytes: Uint8Array };
}

/** A small PDF comes whole: then pdf.js gets all of it. */
export type PdfBytes = { kind: 'ranges'; start: PdfStart } | { kind: 'whole'; data: Uint8Array };

/** What a `Content-Range: bytes 0-65535/45017284` header says, or null. */
export function contentRange(header: string | null): { begin: number; end: number; length: number } | null {
  const match = /^bytes\s+(\d+)-(\d+)\/(\d+)$/i.exec(header?.trim() ?? '');
  if (!match) return null;
  return { begin: Number(match[1]), end: Number(match[2]) + 1, length: Number(match[3]) };
}

/** One part of a `multipart/byteranges` body: its bytes, from `begin`, of a file of `length` bytes. */
export interface BytePart {
  begin: number;
  bytes: Uint8Array;
  length: number;
}

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

function indexOf(body: Uint8Array, text: string, from: number): number {
  const first = text.charCodeAt(0);
  for (let index = body.indexOf(first, from); index !== -1; index = body.indexOf(first, index + 1)) {
    let matches = true;
    for (let offset = 1; offset < text.length && matches; offset++)
      matches = body[index + offset] === text.charCodeAt(offset);
    if (matches) return index;
  }
  return -1;
}

/**
 * The parts of a `multipart/byteranges` body (RFC 9110, 14.6), each read to the length its
 * Content-Range gives: the bytes of a part are never searched for the boundary, which a PDF may hold.
 */
export function byteRangeParts(body: Uint8Array, boundary: string): BytePart[] {
  const delimiter = `--${boundary}`;
  const parts: BytePart[] = [];
  let position = 0;
  for (;;) {
    const found = indexOf(body, delimiter, position);
    if (found === -1) throw new Error('The byte ranges end before their closing boundary');
    const afterDelimiter = found + delimiter.length;
    if (latin1(body.subarray(afterDelimiter, afterDelimiter + 2)) === '--') return parts;
    const headersEnd = indexOf(body, '\r\n\r\n', afterDelimiter);
    if (headersEnd === -1) throw new Error('A byte range has no end to its headers');
    const headers = latin1(body.subarray(afterDelimiter, headersEnd));
    const range = contentRange(/^content-range:(.*)$/im.exec(headers)?.[1] ?? null);
    const begin = headersEnd + 4;
    const bytes = range ? body.subarray(begin, begin + range.end - range.begin) : null;
    if (!range || bytes?.length !== range.end - range.begin)
      throw new Error('A byte range does not say where it lies, or is shorter than it says');
    parts.push({ begin: range.begin, bytes, length: range.length });
    position = begin + bytes.length;
  }
}

/** The boundary a `multipart/byteranges; boundary=…` type names, or null. */
export function boundaryOf(contentType: string | null): string | null {
  const match = /^multipart\/byteranges\s*;.*?\bboundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2] ?? null;
}

/** The answer from `address`, a part of the PDF at `url`; a failure names the PDF, for the reader to show. */
async function fetchOk(url: string, address: string, init: RequestInit): Promise<Response> {
  const response = await fetch(address, init);
  if (!response.ok) throw new Error(`Loading ${url} failed with ${response.status}`);
  return response;
}

/**
 * The PDF's start and end, from the API's opening of the PDF at `url` for a reader at
 * `openingPage`; the whole file when it is small enough to come in one part.
 */
export async function fetchPdfStart(
  url: string,
  openingPage: number,
  signal: AbortSignal,
): Promise<PdfBytes> {
  // A plain GET of the address the page's head names: the browser hands over what it preloaded.
  const response = await fetchOk(url, pdfOpeningUrl(url, openingPage), { signal });
  const boundary = boundaryOf(response.headers.get('content-type'));
  if (!boundary) throw new Error(`Loading ${url} gave no byte ranges`);
  const [head, tail] = byteRangeParts(new Uint8Array(await response.arrayBuffer()), boundary);
  if (head?.begin !== 0) throw new Error(`Loading ${url} gave no start of the file`);
  if (head.bytes.length === head.length) return { kind: 'whole', data: head.bytes };
  return {
    kind: 'ranges',
    start: {
      length: head.length,
      head: head.bytes,
      // An end that does not fit the file is not used: pdf.js asks for those bytes itself.
      tail:
        tail && tail.length === head.length && tail.begin + tail.bytes.length === head.length
          ? { begin: tail.begin, bytes: tail.bytes }
          : { begin: head.length, bytes: new Uint8Array() },
    },
  };
}

/** `begin`…`end` (exclusive) of the file, by a Range request. */
export async function fetchBytes(url: string, begin: number, end: number, signal: AbortSignal) {
  const response = await fetchOk(url, url, { headers: { Range: `bytes=${begin}-${end - 1}` }, signal });
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 206 || bytes.length !== end - begin)
    throw new Error(`Loading ${url} gave ${bytes.length} bytes for ${begin}-${end - 1}`);
  return bytes;
}

/** Bytes of the file from `begin`, fetched earlier. */
export interface ByteWindow {
  begin: number;
  bytes: Uint8Array;
}

/** `begin`…`end` out of `window`, when it holds them all. */
export function sliceOf(window: ByteWindow | null, begin: number, end: number): Uint8Array | null {
  if (!window || begin < window.begin || end > window.begin + window.bytes.length) return null;
  return window.bytes.subarray(begin - window.begin, end - window.begin);
}

/** `begin`…`end` out of the first of `windows` that holds them all. */
export function withinAny(windows: readonly ByteWindow[], begin: number, end: number): Uint8Array | null {
  for (const window of windows) {
    const bytes = sliceOf(window, begin, end);
    if (bytes) return bytes;
  }
  return null;
}

/** The bytes `begin`…`end` when the start or the end already holds them all. */
export function prefetched({ head, tail }: PdfStart, begin: number, end: number): Uint8Array | null {
  return sliceOf({ begin: 0, bytes: head }, begin, end) ?? sliceOf(tail, begin, end);
}

/**
 * Where a Range request for `begin`…`end` should stop: a little further than pdf.js asked. A
 * scanned page's objects lie together in the file (its text, then its image), and pdf.js asks for
 * them one after the other as it reads each; fetching on past the first answers the next ones too,
 * and turning to the next page often finds its bytes there. It stops short of bytes already held
 * or on their way (`heldFrom`: where those begin), which pdf.js asks for in parallel.
 */
export function readAheadEnd(begin: number, end: number, length: number, heldFrom: readonly number[] = []) {
  const next = Math.min(length, ...heldFrom.filter((start) => start >= end));
  return Math.min(next, Math.max(end, begin + readAheadBytes));
}
const readAheadBytes = 8 * pdfChunkBytes;
