import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  boundaryOf,
  byteRangeParts,
  contentRange,
  fetchPdfStart,
  prefetched,
  readAheadEnd,
  sliceOf,
  withinAny,
} from './pdf-ranges.ts';

const file = Uint8Array.from({ length: 2_000_000 }, (_, index) => index % 251);

/** A `multipart/byteranges` body of `file`'s spans, as the API's opening of a PDF writes it. */
function byteRanges(spans: Array<[number, number]>, boundary: string, of = file): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const [begin, end] of spans) {
    chunks.push(
      encoder.encode(
        `--${boundary}\r\nContent-Type: application/pdf\r\nContent-Range: bytes ${begin}-${end - 1}/${of.length}\r\n\r\n`,
      ),
      of.subarray(begin, end),
      encoder.encode('\r\n'),
    );
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

/** A server answering the opening of `file` with `spans`, recording the addresses asked for. */
function openingServer(spans: (page: number) => Array<[number, number]>, of = file) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
    return new Response(byteRanges(spans(page), 'b0undary', of), {
      headers: { 'content-type': 'multipart/byteranges; boundary=b0undary' },
    });
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe("a PDF's first bytes, fetched at navigation", () => {
  it("are its start and its end, from one plain GET of the PDF's opening: the address a page's head preloads", async () => {
    const asked = openingServer(() => [
      [0, 524_288],
      [file.length - 65_536, file.length],
    ]);
    const bytes = await fetchPdfStart('/api/catalogues/1/editions/2/pdf', 1, new AbortController().signal);
    expect(asked).toEqual(['/api/catalogues/1/editions/2/pdf/opening?page=1']);
    if (bytes.kind !== 'ranges') throw new Error('ranges expected');
    expect(bytes.start.length).toBe(file.length);
    expect(bytes.start.head).toEqual(file.subarray(0, 524_288));
    expect(bytes.start.tail.begin).toBe(file.length - 65_536);
    expect(bytes.start.tail.bytes).toEqual(file.subarray(file.length - 65_536));
  });

  it('name the page the reader opens at, for which the server chooses the bytes', async () => {
    const asked = openingServer(() => [
      [0, 65_536],
      [file.length - 65_536, file.length],
    ]);
    await fetchPdfStart('/x.pdf', 150, new AbortController().signal);
    expect(asked).toEqual(['/x.pdf/opening?page=150']);
  });

  it('are the whole file when it comes in one part (a small PDF)', async () => {
    const small = file.subarray(0, 30_000);
    openingServer(() => [[0, small.length]], small);
    const bytes = await fetchPdfStart('/x.pdf', 1, new AbortController().signal);
    expect(bytes.kind).toBe('whole');
    if (bytes.kind === 'whole') expect(bytes.data).toEqual(small);
  });

  it('are the start alone when the end does not fit the file: pdf.js then asks for those bytes itself', async () => {
    openingServer(() => [
      [0, 65_536],
      [1000, 2000],
    ]);
    const bytes = await fetchPdfStart('/x.pdf', 1, new AbortController().signal);
    if (bytes.kind !== 'ranges') throw new Error('ranges expected');
    expect(bytes.start.head).toEqual(file.subarray(0, 65_536));
    expect(bytes.start.tail).toEqual({ begin: file.length, bytes: new Uint8Array() });
  });

  it('fail, for the reader to say so, when the server refuses the file or sends no byte ranges', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 404 }));
    await expect(fetchPdfStart('/x.pdf', 1, new AbortController().signal)).rejects.toThrow(/404/);
    vi.stubGlobal('fetch', async () => new Response(file.slice(0, 100), { status: 200 }));
    await expect(fetchPdfStart('/x.pdf', 1, new AbortController().signal)).rejects.toThrow(/no byte ranges/);
  });
});

describe('a multipart/byteranges body', () => {
  it('is read part by part to the lengths its Content-Ranges give, even when the bytes hold the boundary', () => {
    const boundary = 'pdf';
    const tricky = new TextEncoder().encode(`%PDF-1.7\r\n--${boundary}\r\n--${boundary}--\r\nrest`);
    const parts = byteRangeParts(byteRanges([[0, tricky.length]], boundary, tricky), boundary);
    expect(parts).toEqual([{ begin: 0, bytes: tricky, length: tricky.length }]);
  });

  it('is refused when it ends early or a part does not say where it lies', () => {
    const body = byteRanges([[0, 100]], 'b');
    expect(() => byteRangeParts(body.subarray(0, 150), 'b')).toThrow(/shorter|closing/);
    const unplaced = new TextEncoder().encode('--b\r\nContent-Type: application/pdf\r\n\r\nxx\r\n--b--\r\n');
    expect(() => byteRangeParts(unplaced, 'b')).toThrow(/does not say/);
  });

  it('names its boundary in its type, quoted or not', () => {
    expect(boundaryOf('multipart/byteranges; boundary=abc123')).toBe('abc123');
    expect(boundaryOf('multipart/byteranges; charset=x; boundary="a b"')).toBe('a b');
    expect(boundaryOf('application/pdf')).toBeNull();
    expect(boundaryOf(null)).toBeNull();
  });
});

describe('the ranges pdf.js asks for', () => {
  const start = {
    length: 1000,
    head: file.subarray(0, 100),
    tail: { begin: 900, bytes: file.subarray(900, 1000) },
  };

  it('come from the bytes already there when they hold the whole range', () => {
    expect(prefetched(start, 0, 100)).toEqual(file.subarray(0, 100));
    expect(prefetched(start, 950, 1000)).toEqual(file.subarray(950, 1000));
  });

  it('are fetched when any part is missing', () => {
    expect(prefetched(start, 50, 150)).toBeNull();
    expect(prefetched(start, 850, 1000)).toBeNull();
  });

  it("are placed by the server's Content-Range", () => {
    expect(contentRange('bytes 0-65535/45017284')).toEqual({ begin: 0, end: 65_536, length: 45_017_284 });
    expect(contentRange('bytes */45017284')).toBeNull();
    expect(contentRange(null)).toBeNull();
  });

  it('read on past what pdf.js asked for, within the file, and answer the next questions from there', () => {
    expect(readAheadEnd(65_536, 131_072, 45_000_000)).toBe(65_536 + 524_288);
    expect(readAheadEnd(44_900_000, 44_965_536, 45_000_000)).toBe(45_000_000);
    expect(readAheadEnd(0, 1_000_000, 45_000_000)).toBe(1_000_000);
    const window = { begin: 65_536, bytes: file.subarray(65_536, 589_824) };
    expect(sliceOf(window, 131_072, 196_608)).toEqual(file.subarray(131_072, 196_608));
    expect(sliceOf(window, 589_824, 655_360)).toBeNull();
  });

  it('are answered from any of the read-aheads that arrived, whichever came last', () => {
    const pageObjects = { begin: 600_000, bytes: file.subarray(600_000, 1_100_000) };
    const pageImage = { begin: 1_000_000, bytes: file.subarray(1_000_000, 1_500_000) };
    expect(withinAny([pageImage, pageObjects], 700_000, 800_000)).toEqual(file.subarray(700_000, 800_000));
    expect(withinAny([pageImage, pageObjects], 1_200_000, 1_300_000)).toEqual(
      file.subarray(1_200_000, 1_300_000),
    );
    expect(withinAny([pageImage, pageObjects], 1_400_000, 1_600_000)).toBeNull();
    expect(withinAny([], 0, 10)).toBeNull();
  });

  it('read ahead only up to bytes already held or asked for, which pdf.js asks for in parallel', () => {
    const imageStart = 33_488_896;
    const contentsAskedFirst = 33_751_040;
    expect(readAheadEnd(imageStart, imageStart + 65_536, 45_000_000, [44_950_000, contentsAskedFirst])).toBe(
      contentsAskedFirst,
    );
    expect(readAheadEnd(44_800_000, 44_865_536, 45_000_000, [44_950_000])).toBe(44_950_000);
    // Bytes held before the range asked for do not shorten it.
    expect(readAheadEnd(1_000_000, 1_065_536, 45_000_000, [500_000])).toBe(1_000_000 + 524_288);
  });
});
