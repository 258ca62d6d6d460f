import { describe, expect, it } from 'vitest';
import { isRightsStatementUri, RIGHTS_STATEMENTS, rightsStatement } from './rights-statements.ts';

describe('rights statements', () => {
  it('list the eight Creative Commons tools and the twelve RightsStatements.org statements, once each', () => {
    const uris = RIGHTS_STATEMENTS.map((statement) => statement.uri);
    expect(new Set(uris).size).toBe(uris.length);
    expect(RIGHTS_STATEMENTS.filter((s) => s.group === 'creative-commons')).toHaveLength(8);
    expect(RIGHTS_STATEMENTS.filter((s) => s.group === 'rightsstatements-org')).toHaveLength(12);
    expect(uris).toContain('http://creativecommons.org/licenses/by-nc-sa/4.0/');
    expect(uris).toContain('http://creativecommons.org/publicdomain/zero/1.0/');
    expect(uris).toContain('http://creativecommons.org/publicdomain/mark/1.0/');
    expect(uris).toContain('http://rightsstatements.org/vocab/InC-OW-EU/1.0/');
    expect(uris).toContain('http://rightsstatements.org/vocab/NoC-US/1.0/');
  });

  it('are written as IIIF Presentation 3 wants them: http, the vocabulary paths, a trailing slash', () => {
    // The patterns of the IIIF validator's schema for `rights`.
    const iiifPatterns = [
      /^http:\/\/creativecommons\.org\/licenses\/.+/,
      /^http:\/\/creativecommons\.org\/publicdomain\/.+/,
      /^http:\/\/rightsstatements\.org\/vocab\/.+/,
    ];
    for (const { uri, label } of RIGHTS_STATEMENTS) {
      expect(
        iiifPatterns.some((pattern) => pattern.test(uri)),
        uri,
      ).toBe(true);
      expect(uri.endsWith('/'), uri).toBe(true);
      expect(label.trim()).not.toBe('');
    }
  });

  it('accept only the listed URIs, exactly as written', () => {
    expect(isRightsStatementUri('http://rightsstatements.org/vocab/InC/1.0/')).toBe(true);
    expect(rightsStatement('http://rightsstatements.org/vocab/InC/1.0/')?.label).toBe('In Copyright');
    for (const other of [
      'https://rightsstatements.org/vocab/InC/1.0/',
      'http://rightsstatements.org/vocab/InC/1.0',
      'http://creativecommons.org/licenses/by/3.0/',
      'http://rightsstatements.org/page/InC/1.0/',
      ' http://rightsstatements.org/vocab/InC/1.0/',
      '',
    ]) {
      expect(isRightsStatementUri(other), other).toBe(false);
    }
  });
});
