import { describe, expect, it } from 'vitest';
import { readWrittenDate } from '../../common/edtf-dates.ts';
import { dateOf, linkedDataContext } from './linked-data.ts';

/** An edition's date as stored: the written date and the normaliser's EDTF, or the staff's. */
const edition = (date: string | null, dateUncertain = false, correction?: string) => {
  const reading = readWrittenDate(date);
  return {
    date,
    dateEdtf: correction ?? (reading.kind === 'dated' ? reading.interval.edtf : null),
    dateUncertain,
  };
};

describe('a date in the linked data', () => {
  it.each([
    ['1890', false, '1890'],
    [' 1887-03-12 ', false, '1887-03-12'],
    ['marzo 1887', false, '1887-03'],
    ['ca. 1890', false, '1890~'],
    ['circa 1890', false, '1890~'],
    ['um 1890', false, '1890~'],
    ['1890 ca.', false, '1890~'],
    // Staff marked 'ca. 1890' as not certain: the text already says how.
    ['ca. 1890', true, '1890~'],
    ['[1862?]', false, '1862?'],
    ['[1862?]', true, '1862?'],
    ['1890', true, '1890?'],
    ['ca. 1890?', false, '1890%'],
    ['1885-1890', false, '1885/1890'],
    ['1885–90', false, '1885/1890'],
    ['ca. 1885-1890', false, '1885~/1890~'],
    ['1887-03', false, '1887-03'],
    ['1890s', false, '189X'],
    ['before 1900', false, '../1899'],
    ['after 1875', false, '1876/..'],
  ])('%j (uncertain: %s) is published as %j, and kept as written', (date, uncertain, published) => {
    expect(dateOf(edition(date, uncertain))).toEqual({ datePublished: published, temporal: date.trim() });
  });

  it('publishes a staff correction of the EDTF', () => {
    expect(dateOf(edition('ca. 1890', false, '1888/1889'))).toEqual({
      datePublished: '1888/1889',
      temporal: 'ca. 1890',
    });
  });

  it('keeps a date without a year as written only, and says nothing of none', () => {
    expect(dateOf(edition('s.d.'))).toEqual({ datePublished: null, temporal: 's.d.' });
    expect(dateOf(edition(null, true))).toEqual({ datePublished: null, temporal: null });
    expect(dateOf(edition('  '))).toEqual({ datePublished: null, temporal: null });
  });
});

describe('the published context', () => {
  it('maps every term to schema.org, addresses as IRIs', () => {
    const { schema, ...terms } = linkedDataContext['@context'] as Record<
      string,
      string | { '@id': string; '@type': string }
    >;
    expect(schema).toBe('http://schema.org/');
    for (const [term, definition] of Object.entries(terms)) {
      const iri = typeof definition === 'string' ? definition : definition['@id'];
      expect(iri, term).toBe(`schema:${term}`);
    }
    for (const term of ['url', 'sameAs', 'image', 'contentUrl']) {
      expect(terms[term], term).toEqual({ '@id': `schema:${term}`, '@type': '@id' });
    }
  });
});
