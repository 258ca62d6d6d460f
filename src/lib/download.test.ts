import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download.ts';

describe('the name of a downloaded file', () => {
  it('is the one the server gives', () => {
    expect(fileNameFromDisposition('attachment; filename="catalogues-2026-11-24.bib"', 'export.bib')).toBe(
      'catalogues-2026-11-24.bib',
    );
    expect(fileNameFromDisposition('attachment; filename=search-2026-11-24.csv', 'export.csv')).toBe(
      'search-2026-11-24.csv',
    );
  });

  it('prefers the RFC 5987 form, decoded', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="fallback.ris"; filename*=UTF-8''Katalog%20M%C3%BCnchen.ris`,
        'export.ris',
      ),
    ).toBe('Katalog München.ris');
  });

  it('is made safe to save, and falls back when there is none', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', 'x.csv')).toBe(
      '_.._etc_passwd',
    );
    expect(fileNameFromDisposition('attachment; filename="a:b|c\u0007.csv"', 'x.csv')).toBe('a_b_c_.csv');
    expect(fileNameFromDisposition('attachment', 'export.json')).toBe('export.json');
    expect(fileNameFromDisposition(null, 'export.json')).toBe('export.json');
    expect(fileNameFromDisposition('attachment; filename=""', 'export.json')).toBe('export.json');
  });
});
