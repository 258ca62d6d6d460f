import { describe, expect, it } from 'vitest';
import { editionOfPdfUrl, editionPdfUrl, sameAddress } from './pdf-url.ts';

describe('the edition a PDF URL names', () => {
  it('is read from the API address of its PDF, wherever the API is', () => {
    expect(editionOfPdfUrl('/api/catalogues/12/editions/34/pdf')).toEqual({ catalogueId: 12, editionId: 34 });
    expect(editionOfPdfUrl('https://example.org/x/api/catalogues/1/editions/2/pdf')).toEqual({
      catalogueId: 1,
      editionId: 2,
    });
  });

  it('is none for any other address: no highlights are asked for', () => {
    expect(editionOfPdfUrl('/files/scan.pdf')).toBeNull();
    expect(editionOfPdfUrl('/api/catalogues/1/editions/2/pdf/words')).toBeNull();
  });
});

describe("an edition's PDF address, from the route's parameters", () => {
  it('is the address the API gives the edition, so the PDF started at navigation is the one the reader shows', () => {
    expect(editionPdfUrl('/api', '12', '34')).toBe('/api/catalogues/12/editions/34/pdf');
    expect(editionPdfUrl('https://example.org/x/api/', '1', '2')).toBe(
      'https://example.org/x/api/catalogues/1/editions/2/pdf',
    );
    expect(editionOfPdfUrl(editionPdfUrl('/api', '12', '34'))).toEqual({ catalogueId: 12, editionId: 34 });
  });

  it('cannot be led elsewhere by a parameter that is not a number', () => {
    expect(editionPdfUrl('/api', '1/../../x', '2')).toBe('/api/catalogues/1%2F..%2F..%2Fx/editions/2/pdf');
  });

  it('is the same file whether the API is named relative to the page or in full', () => {
    const base = 'https://example.org/catalogues/catalogues/1/edition/2';
    expect(
      sameAddress(
        '/api/catalogues/1/editions/2/pdf',
        'https://example.org/api/catalogues/1/editions/2/pdf',
        base,
      ),
    ).toBe(true);
    expect(sameAddress('/api/catalogues/1/editions/2/pdf', '/api/catalogues/1/editions/3/pdf', base)).toBe(
      false,
    );
  });
});
