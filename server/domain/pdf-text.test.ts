import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdfFileText, extractPdfPages } from './pdf-text.ts';

async function samplePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.TimesRoman);
  const bold = await doc.embedFont(StandardFonts.TimesRomanBold);
  const first = doc.addPage([400, 400]);
  first.drawText('Catalogo   delle fotografie', { x: 40, y: 300, size: 14, font: regular });
  first.drawText('Firenze', { x: 40, y: 280, size: 14, font: regular });
  // A word split across two fonts, then a second word after a visible gap.
  first.drawText('Ali', { x: 40, y: 260, size: 14, font: bold });
  first.drawText('nari', { x: 40 + bold.widthOfTextAtSize('Ali', 14), y: 260, size: 14, font: regular });
  first.drawText('1873', { x: 200, y: 260, size: 14, font: regular });
  doc.addPage([400, 400]);
  const third = doc.addPage([400, 400]);
  third.drawText('1. Firenze. Ponte Vecchio', { x: 40, y: 300, size: 12, font: regular });
  return doc.save();
}

describe('extractPdfPages', () => {
  it('returns the text of every page, 1-based, one line per text line', async () => {
    const pages = await extractPdfPages(await samplePdf());
    expect(pages).toEqual([
      { page: 1, text: 'Catalogo delle fotografie\nFirenze\nAlinari 1873' },
      { page: 2, text: '' },
      { page: 3, text: '1. Firenze. Ponte Vecchio' },
    ]);
  });

  it('leaves the caller’s bytes intact', async () => {
    const data = await samplePdf();
    const copy = Uint8Array.from(data);
    await extractPdfPages(data);
    expect(data.byteLength).toBe(copy.byteLength);
    expect(Buffer.from(data).equals(Buffer.from(copy))).toBe(true);

    const buffer = Buffer.from(copy);
    await extractPdfPages(buffer);
    expect(buffer.equals(Buffer.from(copy))).toBe(true);
  });

  it.each([
    ['plain text', new TextEncoder().encode('hello, this is not a PDF')],
    ['empty input', new Uint8Array()],
    ['a JPEG header', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])],
    ['a PDF header over garbage', new TextEncoder().encode('%PDF-1.7\nnot really a pdf\n%%EOF')],
  ])('rejects %s with invalid_pdf', async (_label, data) => {
    await expect(extractPdfPages(data)).rejects.toThrow('invalid_pdf');
  });
});

describe('extractPdfFileText (in a worker thread)', () => {
  const limits = { timeoutMs: 60_000, maxPages: 100, maxMemoryMb: 1024 };
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pdf-text-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const fileOf = async (name: string, bytes: Uint8Array | string) => {
    const path = join(dir, name);
    await writeFile(path, bytes);
    return path;
  };

  it('reads every page of a PDF with text: indexed', async () => {
    const outcome = await extractPdfFileText(await fileOf('sample.pdf', await samplePdf()), limits);
    expect(outcome).toEqual({
      status: 'indexed',
      pageCount: 3,
      pages: [
        { page: 1, text: 'Catalogo delle fotografie\nFirenze\nAlinari 1873' },
        { page: 2, text: '' },
        { page: 3, text: '1. Firenze. Ponte Vecchio' },
      ],
    });
  });

  it('tells a PDF without any text (a scan) by no-text', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([400, 400]);
    doc.addPage([400, 400]);
    const outcome = await extractPdfFileText(await fileOf('scan.pdf', await doc.save()), limits);
    expect(outcome).toMatchObject({ status: 'no-text', pageCount: 2 });
  });

  it('fails, without reading a page, a PDF over the page limit', async () => {
    const path = await fileOf('long.pdf', await samplePdf());
    expect(await extractPdfFileText(path, { ...limits, maxPages: 2 })).toEqual({
      status: 'failed',
      pageCount: 3,
      reason: 'too-many-pages',
    });
  });

  it('fails a file pdf.js cannot read', async () => {
    const path = await fileOf('damaged.pdf', '%PDF-1.7\nnot really a pdf\n%%EOF');
    expect(await extractPdfFileText(path, limits)).toEqual({
      status: 'failed',
      pageCount: null,
      reason: 'unreadable',
    });
  });

  it('stops the worker at the time limit', async () => {
    const path = await fileOf('slow.pdf', await samplePdf());
    const started = Date.now();
    const outcome = await extractPdfFileText(path, { ...limits, timeoutMs: 1 });
    expect(outcome).toMatchObject({ status: 'failed', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops the worker when its heap passes the memory limit', async () => {
    // pdf.js alone needs far more than 16 MB of heap.
    const path = await fileOf('heavy.pdf', await samplePdf());
    const outcome = await extractPdfFileText(path, { ...limits, maxMemoryMb: 16 });
    expect(outcome).toMatchObject({ status: 'failed', reason: 'memory' });
  });
});
