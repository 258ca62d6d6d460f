import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseTesseractTsv } from '../../domain/ocr/tesseract-tsv.ts';
import { ocrImageSize } from './ocr-service.ts';
import { checkTesseract, recogniseImage, TesseractError } from './tesseract.ts';

const installed = await checkTesseract(['eng']);

describe('the OCR engine', () => {
  it('is off, and says what to install, where the program is missing', async () => {
    expect(await checkTesseract(['ita'], 'tesseract-not-installed-here')).toEqual({
      available: false,
      reason: expect.stringMatching(/not installed.*apt-get install tesseract-ocr/),
    });
  });

  it.skipIf(!installed.available)('is off without any of the wanted languages', async () => {
    expect(await checkTesseract(['xxx'])).toMatchObject({
      available: false,
      reason: expect.stringMatching(/xxx/),
    });
  });

  it.skipIf(!installed.available)('reads a page image into words with boxes', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120"><rect width="100%" height="100%" fill="white"/><text x="20" y="80" font-family="DejaVu Serif" font-size="48">Photographs of Rome</text></svg>`;
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const page = parseTesseractTsv(
      await recogniseImage(png, { languages: ['eng'], dpi: 200, timeoutMs: 30_000 }),
    );
    expect(page.text).toBe('Photographs of Rome');
    expect(page.words.map((word) => word.text)).toEqual(['Photographs', 'of', 'Rome']);
  });

  it.skipIf(!installed.available)(
    'refuses an image it cannot read, so that page alone is skipped',
    async () => {
      const garbage = new TextEncoder().encode('not an image at all');
      await expect(
        recogniseImage(garbage, { languages: ['eng'], dpi: 200, timeoutMs: 30_000 }),
      ).rejects.toThrow(TesseractError);
    },
  );

  it.skipIf(!installed.available)('is stopped when the server closes', async () => {
    const png = await sharp({ create: { width: 2000, height: 2000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const controller = new AbortController();
    const reading = recogniseImage(png, {
      languages: ['eng'],
      dpi: 200,
      timeoutMs: 30_000,
      signal: controller.signal,
    });
    controller.abort();
    await expect(reading).rejects.toThrow(/stopped/);
  });
});

describe('the size a page is drawn at for OCR', () => {
  it('is 200 pixels per inch', () => {
    // An octavo page, 6 × 9 inches.
    expect(ocrImageSize({ width: 432, height: 648 })).toEqual({ width: 1200, height: 1800 });
  });

  it('is smaller for a poster, within 40 megapixels', () => {
    const size = ocrImageSize({ width: 72 * 60, height: 72 * 40 });
    expect(size.width * size.height).toBeLessThanOrEqual(40_000_000);
    expect(size.width / size.height).toBeCloseTo(1.5, 2);
  });
});
