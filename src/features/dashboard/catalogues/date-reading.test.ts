import { describe, expect, it } from 'vitest';
import { formDateReading, intervalSpan, plainEdtf } from './date-reading.ts';

const spanOf = (written: string) => {
  const reading = formDateReading(written, '');
  return reading.kind === 'dated' ? intervalSpan(reading.interval) : reading.kind;
};

describe('the date reading the form shows', () => {
  it('spans whole years, a month or days as briefly as they allow', () => {
    expect(spanOf('1890')).toBe('1890');
    expect(spanOf('ca. 1890')).toBe('1885–1895');
    expect(spanOf('Mai 1887')).toBe('1887-05');
    expect(spanOf('12 March 1885')).toBe('1885-03-12');
    expect(spanOf('s.d.')).toBe('undated');
    expect(spanOf('vol. II')).toBe('not-understood');
  });

  it('prefers a valid staff correction, and falls back to the written date otherwise', () => {
    expect(formDateReading('nach 1875', '1876/1880')).toMatchObject({
      kind: 'corrected',
      interval: { from: '1876-01-01', to: '1880-12-31' },
    });
    expect(formDateReading('1890', 'not edtf')).toMatchObject({ kind: 'dated', interval: { edtf: '1890' } });
  });

  it('writes the EDTF without its qualifiers', () => {
    expect(plainEdtf('1890~')).toBe('1890');
    expect(plainEdtf('1885~/1890~')).toBe('1885–1890');
  });
});
