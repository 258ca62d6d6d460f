/**
 * The first bytes of a PDF, fetched by the edition route at navigation, before pdf.js has arrived:
 * its start (the header, and on page 1 the page itself, which a scanned catalogue's PDF keeps near
 * the start) and its end (the cross-reference table and the objects that say where every page is,
 * which pdf.js reads first). Fetched together, they save pdf.js the round trips it would make one
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

/** A server that answers the whole file to a Range request: then pdf.js gets all of it. */
export type PdfBytes = { kind: 'ranges'; start: PdfStart } | { kind: 'whole'; data: Uint8Array };

/** pdf.js's range size (`rangeChunkSize`): the head is whole chunks of it. */
export const pdfChunkBytes = 65_536;
/** Enough for page 1 of a scanned catalogue (about 220 kB a page) with its resources. */
const firstPageHeadBytes = 8 * pdfChunkBytes;
/** Only the header, opened at a later page: that page's bytes are anywhere in the file. */
const headerOnlyBytes = pdfChunkBytes;
const tailBytes = pdfChunkBytes;

/** What a `Content-Range: bytes 0-65535/45017284` header says, or null. */
export function contentRange(header: string | null): { begin: number; end: number; length: number } | null {
  const match = /^bytes\s+(\d+)-(\d+)\/(\d+)$/i.exec(header?.trim() ?? '');
  if (!match) return null;
  return { begin: Number(match[1]), end: Number(match[2]) + 1, length: Number(match[3]) };
}

async function fetchRange(url: string, range: string, signal: AbortSignal): Promise<Response> {
  const response = await fetch(url, { headers: { Range: `bytes=${range}` }, signal });
  if (!response.ok) throw new Error(`Loading ${url} failed with ${response.status}`);
  return response;
}

/** `begin`…`end` (exclusive) of the file, by a Range request. */
export async function fetchBytes(url: string, begin: number, end: number, signal: AbortSignal) {
  const response = await fetchRange(url, `${begin}-${end - 1}`, signal);
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 206 || bytes.length !== end - begin)
    throw new Error(`Loading ${url} gave ${bytes.length} bytes for ${begin}-${end - 1}`);
  return bytes;
}

/** The PDF's start and end, asked for at once; the whole file from a server without ranges. */
export async function fetchPdfStart(
  url: string,
  openingPage: number,
  signal: AbortSignal,
): Promise<PdfBytes> {
  const headSize = openingPage > 1 ? headerOnlyBytes : firstPageHeadBytes;
  const tailController = new AbortController();
  const stopTail = () => tailController.abort();
  signal.addEventListener('abort', stopTail, { once: true });
  // The end is a help, not a need: a server may refuse a suffix longer than a small file (416),
  // and a real failure is the head's to report. Without it, pdf.js asks for those bytes itself.
  const tail = fetchRange(url, `-${tailBytes}`, tailController.signal).catch(() => null);
  try {
    const head = await fetchRange(url, `0-${headSize - 1}`, signal);
    if (head.status === 200) {
      stopTail();
      return { kind: 'whole', data: new Uint8Array(await head.arrayBuffer()) };
    }
    const headRange = contentRange(head.headers.get('content-range'));
    if (headRange?.begin !== 0) throw new Error(`Loading ${url} gave no usable Content-Range`);
    const headBytes = new Uint8Array(await head.arrayBuffer());
    const tailResponse = await tail;
    const tailRange = contentRange(tailResponse?.headers.get('content-range') ?? null);
    const tailBody = new Uint8Array((await tailResponse?.arrayBuffer()) ?? new ArrayBuffer(0));
    // A tail that does not say where it lies is not used: pdf.js asks for those bytes again.
    const tailFits =
      tailResponse?.status === 206 &&
      tailRange?.length === headRange.length &&
      tailRange.end - tailRange.begin === tailBody.length;
    return {
      kind: 'ranges',
      start: {
        length: headRange.length,
        head: headBytes.subarray(0, Math.min(headBytes.length, headRange.end)),
        tail: tailFits
          ? { begin: tailRange.begin, bytes: tailBody }
          : { begin: headRange.length, bytes: new Uint8Array() },
      },
    };
  } finally {
    signal.removeEventListener('abort', stopTail);
  }
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
