import { describe, expect, it } from 'vitest';
import { pageImageIdentifier, pageImageServiceUrl, parsePageImageIdentifier } from './iiif-page-images.ts';

describe('page image identifiers', () => {
  it('name an edition and a page, and read back as them', () => {
    expect(pageImageIdentifier({ editionId: 12, page: 3 })).toBe('edition-12-p3');
    expect(parsePageImageIdentifier('edition-12-p3')).toEqual({ editionId: 12, page: 3 });
    for (const pageImage of [
      { editionId: 1, page: 1 },
      { editionId: 2_147_483_647, page: 2_147_483_647 },
    ]) {
      expect(parsePageImageIdentifier(pageImageIdentifier(pageImage))).toEqual(pageImage);
    }
  });

  it('build the service URL under the IIIF base, with or without a trailing slash', () => {
    expect(pageImageServiceUrl('/iiif/3', { editionId: 8, page: 37 })).toBe('/iiif/3/edition-8-p37');
    expect(pageImageServiceUrl('https://example.org/iiif/3/', { editionId: 8, page: 37 })).toBe(
      'https://example.org/iiif/3/edition-8-p37',
    );
  });

  it('are not the content hashes that name stored images', () => {
    const hash = 'a'.repeat(64);
    expect(parsePageImageIdentifier(hash)).toBeNull();
  });

  it('refuse pages and ids that are not positive int4 numbers written plainly', () => {
    for (const identifier of [
      'edition-0-p1',
      'edition-1-p0',
      'edition-01-p1',
      'edition-1-p01',
      'edition-2147483648-p1',
      'edition-1-p2147483648',
      'edition--1-p1',
      'edition-1-p1.5',
      'Edition-1-p1',
      'edition-1-p1 ',
      'edition-1',
      '',
    ]) {
      expect(parsePageImageIdentifier(identifier), identifier).toBeNull();
    }
    expect(() => pageImageIdentifier({ editionId: 0, page: 1 })).toThrow(RangeError);
    expect(() => pageImageIdentifier({ editionId: 1, page: 1.5 })).toThrow(RangeError);
  });
});
