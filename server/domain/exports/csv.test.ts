import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvField, csvHeader, csvRecord, csvRow } from './csv.ts';
import type { EditionFacts } from './facts.ts';

describe('the CSV writer', () => {
  it('quotes only what RFC 4180 needs quoted, doubling inner quotes', () => {
    expect(csvField('Alinari')).toBe('Alinari');
    expect(csvField('Firenze, Roma')).toBe('"Firenze, Roma"');
    expect(csvField('Catalogo "generale"')).toBe('"Catalogo ""generale"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField(null)).toBe('');
    expect(csvField(1887)).toBe('1887');
  });

  it('ends every record with CRLF and starts the file with the UTF-8 byte order mark', () => {
    expect(csvRecord(['a', 'b,c'])).toBe('a,"b,c"\r\n');
    expect(csvHeader(false).startsWith('\uFEFFcatalogue_id,edition_id,title,')).toBe(true);
    expect(csvHeader(true).trimEnd().endsWith(',pdf_url,matching_pages')).toBe(true);
  });

  it('writes rows a CSV parser reads back to the same values', () => {
    const facts: EditionFacts = {
      catalogueId: 3,
      editionId: 7,
      title: 'Catalogo "generale", delle fotografie\nd\'arte — Über',
      date: 'ca. 1890',
      year: 1890,
      dateEdtf: '1890~',
      dateUncertain: true,
      publishers: ['Fratelli Alinari', 'Giacomo Brogi'],
      places: ['Firenze'],
      holders: [],
      citation: null,
      pages: 96,
      url: 'https://example.org/catalogues/catalogues/3/edition/7',
      pdfUrl: 'https://example.org/api/catalogues/3/editions/7/pdf',
      matchingPages: [3, 17],
    };
    const text = csvHeader(true) + csvRow(facts, true);
    const [row] = parse(text, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(row).toEqual({
      catalogue_id: '3',
      edition_id: '7',
      title: facts.title,
      publishers: 'Fratelli Alinari; Giacomo Brogi',
      places: 'Firenze',
      date: 'ca. 1890',
      year: '1890',
      date_edtf: '1890~',
      holders: '',
      citation: '',
      pages: '96',
      url: facts.url,
      pdf_url: facts.pdfUrl,
      matching_pages: '3 17',
    });
  });
});
