import { describe, expect, it } from 'vitest';
import { linkedDataOnly, negotiateExport, recordFormats } from './formats.ts';

describe('choosing an export from the request', () => {
  it('answers JSON (null) without format or Accept, and for what browsers send', () => {
    expect(negotiateExport(undefined, undefined)).toBeNull();
    expect(negotiateExport('', undefined)).toBeNull();
    expect(negotiateExport('*/*', undefined)).toBeNull();
    expect(
      negotiateExport('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', undefined),
    ).toBeNull();
    expect(negotiateExport('application/json, text/csv;q=0.9', undefined)).toBeNull();
  });

  it('answers the export Accept weighs above JSON', () => {
    expect(negotiateExport('text/csv', undefined)).toBe('csv');
    expect(negotiateExport('application/x-bibtex', undefined)).toBe('bibtex');
    expect(negotiateExport('application/x-research-info-systems, */*;q=0.1', undefined)).toBe('ris');
    expect(negotiateExport('application/vnd.citationstyles.csl+json', undefined)).toBe('csl-json');
    expect(negotiateExport('text/*', undefined)).toBe('csv');
    expect(negotiateExport('application/json;q=0.2, text/csv;q=0.3', undefined)).toBe('csv');
  });

  it('lets the format parameter decide over Accept', () => {
    expect(negotiateExport('text/csv', 'bibtex')).toBe('bibtex');
    expect(negotiateExport('text/csv', 'json')).toBeNull();
    expect(negotiateExport('image/png', 'ris')).toBe('ris');
  });

  it('refuses with 406 an Accept that allows nothing it can write', () => {
    for (const accept of ['image/png', 'text/html, application/xml', 'text/csv;q=0, application/json;q=0']) {
      expect(() => negotiateExport(accept, undefined), accept).toThrow(
        expect.objectContaining({ statusCode: 406 }),
      );
    }
  });
});

describe('choosing a record’s linked data', () => {
  it('answers JSON-LD where the call offers it, by format or by an Accept that weighs it above JSON', () => {
    expect(negotiateExport('application/ld+json', undefined, recordFormats)).toBe('jsonld');
    expect(negotiateExport(undefined, 'jsonld', linkedDataOnly)).toBe('jsonld');
    expect(negotiateExport('text/csv', 'jsonld', recordFormats)).toBe('jsonld');
    expect(negotiateExport('application/json;q=0.9, application/ld+json', undefined, linkedDataOnly)).toBe(
      'jsonld',
    );
    expect(negotiateExport('text/csv', undefined, recordFormats)).toBe('csv');
  });

  it('keeps JSON on a tie and for what browsers send', () => {
    for (const accept of ['application/json, application/ld+json', 'application/*', '*/*', undefined]) {
      expect(negotiateExport(accept, undefined, recordFormats), accept).toBeNull();
    }
    expect(negotiateExport('application/ld+json', 'json', linkedDataOnly)).toBeNull();
  });

  it('refuses with 406 what the call does not offer, naming what it answers', () => {
    expect(() => negotiateExport('application/ld+json', undefined)).toThrow(
      expect.objectContaining({ statusCode: 406 }),
    );
    expect(() => negotiateExport('text/csv', undefined, linkedDataOnly)).toThrow(
      'not_acceptable: this call answers application/json, application/ld+json',
    );
    expect(() => negotiateExport(undefined, 'csv', linkedDataOnly)).toThrow(
      expect.objectContaining({ statusCode: 406 }),
    );
  });
});
