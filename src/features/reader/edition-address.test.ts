import { describe, expect, it } from 'vitest';
import { editionAtAddress, showsReader } from './edition-address.ts';

describe("the edition a first page's address opens in the reader", () => {
  it('is read from an edition page, with the page asked for', () => {
    expect(editionAtAddress('/catalogues/catalogues/5/edition/8', '?page=150')).toEqual({
      catalogueId: '5',
      editionId: '8',
      openingPage: 150,
    });
  });

  it('opens at page 1 without a page, or with one the route would not take', () => {
    expect(editionAtAddress('/catalogues/catalogues/5/edition/8', '')?.openingPage).toBe(1);
    expect(editionAtAddress('/catalogues/catalogues/5/edition/8', '?page=abc')?.openingPage).toBe(1);
    expect(editionAtAddress('/catalogues/catalogues/5/edition/8', '?page=0')?.openingPage).toBe(1);
  });

  it("is read under an edition's sub-pages (an entity panel open over the reader)", () => {
    expect(editionAtAddress('/catalogues/catalogues/5/edition/8/place/3', '?q=firenze')).toEqual({
      catalogueId: '5',
      editionId: '8',
      openingPage: 1,
    });
  });

  it('is none on pages without an edition', () => {
    expect(editionAtAddress('/catalogues/catalogues/5', '')).toBeNull();
    expect(editionAtAddress('/catalogues/catalogues/compare', '?from=1&to=2')).toBeNull();
    expect(editionAtAddress('/catalogues/catalogues/5/edition/8/mirador', '')).toBeNull();
  });
});

describe('the pages that show the reader', () => {
  it('are the edition pages and the comparison of two editions', () => {
    expect(showsReader('/catalogues/catalogues/5/edition/8')).toBe(true);
    expect(showsReader('/catalogues/catalogues/compare')).toBe(true);
    expect(showsReader('/catalogues/catalogues/5')).toBe(false);
    expect(showsReader('/catalogues/')).toBe(false);
    expect(showsReader('/catalogues/catalogues/5/edition/8/mirador')).toBe(false);
  });
});
