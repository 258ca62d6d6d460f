import { describe, expect, it } from 'vitest';
import { openingPageOf, pdfOpeningSpans } from './pdf-opening.ts';

describe("the spans of a PDF's opening", () => {
  it('are its first 512 kB and its last 64 kB for a reader at page 1', () => {
    expect(pdfOpeningSpans(45_017_284, 1)).toEqual([
      { begin: 0, end: 524_288 },
      { begin: 45_017_284 - 65_536, end: 45_017_284 },
    ]);
  });

  it('are only its header at the start for a reader at a later page, whose bytes lie anywhere', () => {
    expect(pdfOpeningSpans(45_017_284, 150)[0]).toEqual({ begin: 0, end: 65_536 });
  });

  it('are the whole file in one span when its start and its end meet', () => {
    expect(pdfOpeningSpans(500_000, 1)).toEqual([{ begin: 0, end: 500_000 }]);
    expect(pdfOpeningSpans(589_824, 1)).toEqual([{ begin: 0, end: 589_824 }]);
    expect(pdfOpeningSpans(100_000, 150)).toEqual([{ begin: 0, end: 100_000 }]);
    expect(pdfOpeningSpans(0, 1)).toEqual([{ begin: 0, end: 0 }]);
  });
});

describe('the page an edition page opens its reader at', () => {
  it('is its whole-number `page` from 1 to 100,000, the last of several, as the edition route reads it', () => {
    expect(openingPageOf(['150'])).toBe(150);
    expect(openingPageOf(['2', '7'])).toBe(7);
    expect(openingPageOf(['100000'])).toBe(100_000);
  });

  it('is page 1 for anything else', () => {
    for (const values of [[], [''], ['0'], ['-3'], ['1.5'], ['x'], ['100001']])
      expect(openingPageOf(values), values.join()).toBe(1);
  });
});
