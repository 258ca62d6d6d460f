import { describe, expect, it } from 'vitest';
import { openingPageBox, placeholderImageWidth } from './page-placeholder-box.ts';

const a4 = { width: 595, height: 842 };

describe('openingPageBox', () => {
  it('fits a whole portrait page into a desktop reader, centred, below the first page margin', () => {
    const box = openingPageBox({ width: 1000, height: 700 }, a4, 1);
    // Height decides: (700 - 5) / 842 of the page.
    expect(box.height).toBe(Math.floor(842 * (695 / 842)));
    expect(box.width).toBe(Math.floor(595 * (695 / 842)));
    expect(box.left).toBeCloseTo((1000 - box.width - 18) / 2 + 9, 5);
    expect(box.top).toBe(10);
  });

  it("fits the page's width on a phone, and a later page opens at the top of the box", () => {
    const box = openingPageBox({ width: 360, height: 600 }, a4, 12);
    expect(box.width).toBe(320);
    expect(box.height).toBe(Math.floor(842 * (320 / 595)));
    expect(box.left).toBe((360 - 320 - 18) / 2 + 9);
    expect(box.top).toBe(0);
  });

  it('gives the same box for the PDF page size and for its image in pixels', () => {
    const frame = { width: 900, height: 640 };
    const fromPdf = openingPageBox(frame, a4, 1);
    const fromImage = openingPageBox(frame, { width: 1190, height: 1684 }, 1);
    expect(Math.abs(fromPdf.width - fromImage.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(fromPdf.height - fromImage.height)).toBeLessThanOrEqual(1);
  });

  it('fits a landscape page by its width when that is the narrower fit', () => {
    const box = openingPageBox({ width: 800, height: 900 }, { width: 842, height: 595 }, 1);
    expect(box.width).toBe(760);
  });
});

describe('placeholderImageWidth', () => {
  it('asks for the box width in device pixels, at most the full image', () => {
    expect(placeholderImageWidth(400, 2, { width: 2000 })).toBe(800);
    expect(placeholderImageWidth(400, 2, { width: 600 })).toBe(600);
    expect(placeholderImageWidth(400.2, 1, { width: 2000 })).toBe(401);
  });

  it('takes the smallest listed size that is wide enough', () => {
    const sizes = [
      { width: 250, height: 354 },
      { width: 500, height: 707 },
      { width: 1000, height: 1414 },
    ];
    expect(placeholderImageWidth(420, 1, { width: 2000, sizes })).toBe(500);
    expect(placeholderImageWidth(1200, 1, { width: 2000, sizes })).toBe(1200);
  });
});
