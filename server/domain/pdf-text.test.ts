import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractPdfPages } from './pdf-text.ts';

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
