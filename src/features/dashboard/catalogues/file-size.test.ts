import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('a file size', () => {
  it('is written in the largest unit below 1024 of it, as the locale writes numbers', () => {
    expect(formatFileSize(512, 'EN')).toBe('512 byte');
    expect(formatFileSize(1536, 'EN')).toBe('1.5 kB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'DE')).toBe('2,5 MB');
    expect(formatFileSize(300 * 1024 * 1024, 'IT')).toBe('300 MB');
  });

  it('falls back to English for a language the browser does not know', () => {
    expect(formatFileSize(2048, 'x-unknown-tag-that-is-invalid!')).toBe('2 kB');
  });
});
