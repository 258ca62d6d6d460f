import { describe, expect, it } from 'vitest';
import { cslDate, cslItem } from './csl.ts';
import type { EditionFacts } from './facts.ts';

const facts = (overrides: Partial<EditionFacts> = {}): EditionFacts => ({
  catalogueId: 3,
  editionId: 7,
  title: 'Catalogo delle fotografie',
  date: '1887',
  year: 1887,
  dateEdtf: '1887',
  dateUncertain: false,
  publishers: ['Fratelli Alinari'],
  places: ['Firenze'],
  holders: ['Bibliotheca Hertziana', 'Getty Research Institute'],
  citation: 'Dt 4550-1887',
  pages: 96,
  url: 'https://example.org/catalogues/catalogues/3/edition/7',
  pdfUrl: null,
  ...overrides,
});

describe('an edition as CSL-JSON', () => {
  it('is a book by the firm as an organisation, published by it, with a stable id', () => {
    expect(cslItem(facts())).toEqual({
      id: 'catalogue-3-edition-7',
      'citation-key': 'catalogue_3_edition_7',
      type: 'book',
      title: 'Catalogo delle fotografie',
      author: [{ literal: 'Fratelli Alinari' }],
      publisher: 'Fratelli Alinari',
      issued: { 'date-parts': [[1887]] },
      'publisher-place': 'Firenze',
      'number-of-pages': 96,
      URL: 'https://example.org/catalogues/catalogues/3/edition/7',
      note: 'Held by: Bibliotheca Hertziana; Getty Research Institute. Citation: Dt 4550-1887',
    });
  });

  it('names two firms as two literal authors and leaves out what is unknown', () => {
    const item = cslItem(
      facts({
        publishers: ['Giorgio Sommer', 'Edmondo Behles'],
        places: [],
        holders: [],
        citation: null,
        pages: null,
        date: null,
      }),
    );
    expect(item.author).toEqual([{ literal: 'Giorgio Sommer' }, { literal: 'Edmondo Behles' }]);
    expect(item.publisher).toBe('Giorgio Sommer; Edmondo Behles');
    expect(item).not.toHaveProperty('issued');
    expect(item).not.toHaveProperty('publisher-place');
    expect(item).not.toHaveProperty('number-of-pages');
    expect(item).not.toHaveProperty('note');
  });

  it('notes the pages a search inside the PDFs found', () => {
    expect(cslItem(facts({ holders: [], citation: null, matchingPages: [3, 17] })).note).toBe(
      'Pages matching the search: 3, 17',
    );
  });
});

describe('a catalogue date in CSL-JSON keeps its uncertainty', () => {
  it.each([
    ['1890', { 'date-parts': [[1890]] }],
    ['ca. 1890', { 'date-parts': [[1890]], circa: true }],
    ['c. 1890', { 'date-parts': [[1890]], circa: true }],
    ['circa 1890', { 'date-parts': [[1890]], circa: true }],
    ['um 1890', { 'date-parts': [[1890]], circa: true }],
    ['[1862?]', { 'date-parts': [[1862]], circa: true }],
    ['1885-1890', { 'date-parts': [[1885], [1890]] }],
    ['1885–90', { 'date-parts': [[1885], [1890]] }],
    ['ca. 1885/1890', { 'date-parts': [[1885], [1890]], circa: true }],
    ['12 March 1888', { 'date-parts': [[1888]] }],
    ['December 1888', { 'date-parts': [[1888]] }],
  ])('%s', (date, expected) => {
    expect(cslDate(date)).toEqual(expected);
  });

  it('is circa when staff marked the date uncertain', () => {
    expect(cslDate('1890', true)).toEqual({ 'date-parts': [[1890]], circa: true });
  });

  it('is absent for an undated edition or a date without a year', () => {
    expect(cslDate(null)).toBeNull();
    expect(cslDate('s.d.')).toBeNull();
  });
});
