import { describe, expect, it } from 'vitest';
import { editionOfPdfUrl } from './pdf-url.ts';

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
