import { describe, expect, it } from 'vitest';
import { readWrittenDate } from '../../../common/edtf-dates.ts';
import { cslItem } from './csl.ts';
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
        dateEdtf: null,
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

/** Facts dated as the server stores a written date: with the normaliser's EDTF. */
const dated = (date: string | null, overrides: Partial<EditionFacts> = {}) => {
  const reading = readWrittenDate(date);
  return facts({ date, dateEdtf: reading.kind === 'dated' ? reading.interval.edtf : null, ...overrides });
};

describe('a catalogue date in CSL-JSON keeps its uncertainty, read from the stored EDTF', () => {
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
    ['1890s', { 'date-parts': [[1890], [1899]] }],
    ['before 1900', { literal: 'before 1900' }],
    ['after 1875', { literal: 'after 1875' }],
    ['1887-03-12', { 'date-parts': [[1887, 3, 12]] }],
    ['12 March 1888', { 'date-parts': [[1888, 3, 12]] }],
    ['December 1888', { 'date-parts': [[1888, 12]] }],
  ])('%s', (date, expected) => {
    expect(cslItem(dated(date)).issued).toEqual(expected);
  });

  it('is circa when staff marked the date uncertain', () => {
    expect(cslItem(dated('1890', { dateUncertain: true })).issued).toEqual({
      'date-parts': [[1890]],
      circa: true,
    });
  });

  it('follows a staff correction of the EDTF', () => {
    expect(cslItem(dated('ca. 1890', { dateEdtf: '1887' })).issued).toEqual({
      'date-parts': [[1887]],
    });
  });

  it('is absent for an undated edition', () => {
    expect(cslItem(dated(null))).not.toHaveProperty('issued');
    expect(cslItem(dated('s.d.'))).not.toHaveProperty('issued');
  });
});
