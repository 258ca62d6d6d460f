import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentRange, fetchPdfStart, prefetched, readAheadEnd, sliceOf, withinAny } from './pdf-ranges.ts';

const file = Uint8Array.from({ length: 2_000_000 }, (_, index) => index % 251);

/** A server answering Range requests on `file` as the API does (206 and Content-Range). */
function rangeServer({ ranges = true } = {}) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: { headers: Record<string, string> }) => {
    const range = init.headers.Range ?? '';
    asked.push(range);
    if (!ranges) return new Response(file.slice(), { status: 200 });
    const suffix = /^bytes=-(\d+)$/.exec(range);
    const span = /^bytes=(\d+)-(\d+)$/.exec(range);
    const begin = suffix ? file.length - Number(suffix[1]) : Number(span?.[1]);
    const end = suffix ? file.length : Math.min(file.length, Number(span?.[2]) + 1);
    return new Response(file.slice(begin, end), {
      status: 206,
      headers: { 'content-range': `bytes ${begin}-${end - 1}/${file.length}` },
    });
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe("a PDF's first bytes, fetched at navigation", () => {
  it('are its start, enough for page 1, and its end, asked for together', async () => {
    const asked = rangeServer();
    const bytes = await fetchPdfStart('/api/catalogues/1/editions/2/pdf', 1, new AbortController().signal);
    expect(asked.sort()).toEqual(['bytes=-65536', 'bytes=0-524287']);
    if (bytes.kind !== 'ranges') throw new Error('ranges expected');
    expect(bytes.start.length).toBe(file.length);
    expect(bytes.start.head).toEqual(file.subarray(0, 524_288));
    expect(bytes.start.tail.begin).toBe(file.length - 65_536);
    expect(bytes.start.tail.bytes).toEqual(file.subarray(file.length - 65_536));
  });

  it('are only the header at the start when the reader opens at a later page', async () => {
    const asked = rangeServer();
    await fetchPdfStart('/x.pdf', 150, new AbortController().signal);
    expect(asked).toContain('bytes=0-65535');
  });

  it('are the whole file from a server that does not answer ranges', async () => {
    rangeServer({ ranges: false });
    const bytes = await fetchPdfStart('/x.pdf', 1, new AbortController().signal);
    expect(bytes.kind).toBe('whole');
    if (bytes.kind === 'whole') expect(bytes.data.length).toBe(file.length);
  });

  it('are the start alone when the server refuses the end (a file shorter than the end asked for)', async () => {
    const small = file.subarray(0, 30_000);
    vi.stubGlobal('fetch', async (_url: string, init: { headers: Record<string, string> }) =>
      init.headers.Range?.startsWith('bytes=-')
        ? new Response('', { status: 416 })
        : new Response(small.slice(), {
            status: 206,
            headers: { 'content-range': `bytes 0-${small.length - 1}/${small.length}` },
          }),
    );
    const bytes = await fetchPdfStart('/x.pdf', 1, new AbortController().signal);
    if (bytes.kind !== 'ranges') throw new Error('ranges expected');
    expect(bytes.start.length).toBe(small.length);
    expect(bytes.start.head).toEqual(small);
    expect(bytes.start.tail.bytes).toHaveLength(0);
  });

  it('fail, for the reader to say so, when the server refuses the file', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 404 }));
    await expect(fetchPdfStart('/x.pdf', 1, new AbortController().signal)).rejects.toThrow(/404/);
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
