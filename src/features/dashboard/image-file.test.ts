import { describe, expect, it } from 'vitest';
import { isAllowedImage } from './image-file.ts';

describe('a cover image file', () => {
  it('is taken as JPEG, PNG, WebP or TIFF', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/tiff']) {
      expect(isAllowedImage({ name: 'cover', type })).toBe(true);
    }
  });

  it('is refused in other formats, whatever its name says', () => {
    expect(isAllowedImage({ name: 'cover.gif', type: 'image/gif' })).toBe(false);
    expect(isAllowedImage({ name: 'cover.jpg', type: 'application/pdf' })).toBe(false);
    expect(isAllowedImage({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
  });

  it('is judged by its name when the browser gives no type', () => {
    expect(isAllowedImage({ name: 'scan.TIF', type: '' })).toBe(true);
    expect(isAllowedImage({ name: 'scan.bmp', type: '' })).toBe(false);
  });
});
