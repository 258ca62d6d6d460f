import { describe, expect, it } from 'vitest';
import { cslIssued, dublinCoreDates, type EditionDate, schemaOrgDates } from './date-exports.ts';
import { readWrittenDate } from './edtf-dates.ts';

/** An edition's date as the server stores it: the written date and the normaliser's EDTF. */
function stored(written: string | null, overrides: Partial<EditionDate> = {}): EditionDate {
  const reading = readWrittenDate(written);
  return {
    written,
    edtf: reading.kind === 'dated' ? reading.interval.edtf : null,
    uncertain: false,
    ...overrides,
  };
}

/** A written date, and what CSL-JSON, schema.org and Dublin Core say of it. */
const forms: Array<[string | null, object | null, string | null, string[]]> = [
  ['1887', { 'date-parts': [[1887]] }, '1887', ['1887']],
  ['ca. 1890', { 'date-parts': [[1890]], circa: true }, '1890~', ['1890~', 'ca. 1890']],
  ['um 1890', { 'date-parts': [[1890]], circa: true }, '1890~', ['1890~', 'um 1890']],
  ['1890 ca.', { 'date-parts': [[1890]], circa: true }, '1890~', ['1890~', '1890 ca.']],
  ['[1890?]', { 'date-parts': [[1890]], circa: true }, '1890?', ['1890?', '[1890?]']],
  ['1885-1890', { 'date-parts': [[1885], [1890]] }, '1885/1890', ['1885/1890', '1885-1890']],
  ['1885/90', { 'date-parts': [[1885], [1890]] }, '1885/1890', ['1885/1890', '1885/90']],
  [
    'ca. 1885-1890',
    { 'date-parts': [[1885], [1890]], circa: true },
    '1885~/1890~',
    ['1885~/1890~', 'ca. 1885-1890'],
  ],
  ['1890s', { 'date-parts': [[1890], [1899]] }, '189X', ['189X', '1890s']],
  ['before 1900', { literal: 'before 1900' }, '../1899', ['../1899', 'before 1900']],
  ['after 1875', { literal: 'after 1875' }, '1876/..', ['1876/..', 'after 1875']],
  ['1887-03-12', { 'date-parts': [[1887, 3, 12]] }, '1887-03-12', ['1887-03-12']],
  ['12 March 1888', { 'date-parts': [[1888, 3, 12]] }, '1888-03-12', ['1888-03-12', '12 March 1888']],
  ['December 1888', { 'date-parts': [[1888, 12]] }, '1888-12', ['1888-12', 'December 1888']],
  ['s.d.', null, null, ['s.d.']],
  [null, null, null, []],
];

describe('an edition date in the exports and harvesting comes from its stored EDTF', () => {
  it.each(forms)('%s', (written, csl, datePublished, dcDates) => {
    const date = stored(written);
    expect(cslIssued(date)).toEqual(csl);
    expect(schemaOrgDates(date)).toEqual({ datePublished, temporal: written });
    expect(dublinCoreDates(date)).toEqual(dcDates);
  });

  it('follows a staff correction of the EDTF, not the written date', () => {
    const corrected = stored('ca. 1890', { edtf: '1888/1889' });
    expect(cslIssued(corrected)).toEqual({ 'date-parts': [[1888], [1889]] });
    expect(schemaOrgDates(corrected)).toEqual({ datePublished: '1888/1889', temporal: 'ca. 1890' });
    expect(dublinCoreDates(corrected)).toEqual(['1888/1889', 'ca. 1890']);
  });

  it('names an open correction the written date does not say by its EDTF', () => {
    const corrected = stored('ca. 1890', { edtf: '../1894' });
    expect(cslIssued(corrected)).toEqual({ literal: '../1894' });
    expect(cslIssued(stored('vor 1900'))).toEqual({ literal: 'vor 1900' });
  });

  it('keeps a written date it cannot read as a CSL literal, and claims no ISO date for it', () => {
    const unread = stored('Ostern des Jahres der Ausstellung');
    expect(cslIssued(unread)).toEqual({ literal: 'Ostern des Jahres der Ausstellung' });
    expect(schemaOrgDates(unread).datePublished).toBeNull();
  });

  it('adds the staff mark "uncertain" to a date the EDTF does not qualify', () => {
    expect(cslIssued(stored('1890', { uncertain: true }))).toEqual({ 'date-parts': [[1890]], circa: true });
    expect(schemaOrgDates(stored('1890', { uncertain: true })).datePublished).toBe('1890?');
    // "ca." already says how the date is doubtful.
    expect(schemaOrgDates(stored('ca. 1890', { uncertain: true })).datePublished).toBe('1890~');
    expect(schemaOrgDates(stored('1885-1890', { uncertain: true })).datePublished).toBe('1885?/1890?');
    expect(schemaOrgDates(stored('before 1900', { uncertain: true })).datePublished).toBe('../1899?');
    expect(schemaOrgDates(stored('[1890?]', { uncertain: true })).datePublished).toBe('1890?');
  });

  it('writes a season with its CSL number and a month left unspecified as its year', () => {
    expect(cslIssued(stored(null, { edtf: '1890-22' }))).toEqual({
      'date-parts': [[1890]],
      season: 2,
    });
    expect(cslIssued(stored(null, { edtf: '1890-XX' }))).toEqual({ 'date-parts': [[1890]] });
    expect(cslIssued(stored(null, { edtf: '18XX' }))).toEqual({
      'date-parts': [[1800], [1899]],
    });
    expect(cslIssued(stored(null, { edtf: '1885-03/1890' }))).toEqual({
      'date-parts': [[1885, 3], [1890]],
    });
  });
});
