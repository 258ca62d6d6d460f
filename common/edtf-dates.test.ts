import { describe, expect, it } from 'vitest';
import {
  APPROXIMATE_YEARS,
  EARLIEST_YEAR,
  OPEN_END_YEARS,
  readEdtf,
  readWrittenDate,
  UNCERTAIN_YEARS,
} from './edtf-dates.ts';

const approx = (year: number) => [`${year - APPROXIMATE_YEARS}-01-01`, `${year + APPROXIMATE_YEARS}-12-31`];
const probable = (year: number) => [`${year - UNCERTAIN_YEARS}-01-01`, `${year + UNCERTAIN_YEARS}-12-31`];
const years = (first: number, last = first) => [`${first}-01-01`, `${last}-12-31`];

// [written, EDTF, from, to], as catalogues and library records write them.
const dated: Array<[string, string, string, string]> = [
  ['1890', '1890', ...years(1890)] as [string, string, string, string],
  ['um 1890', '1890~', ...approx(1890)] as [string, string, string, string],
  ['circa 1890', '1890~', ...approx(1890)] as [string, string, string, string],
  ['ca. 1890', '1890~', ...approx(1890)] as [string, string, string, string],
  ['Ca.1890', '1890~', ...approx(1890)] as [string, string, string, string],
  ['c. 1890', '1890~', ...approx(1890)] as [string, string, string, string],
  ['c1890', '1890~', ...approx(1890)] as [string, string, string, string],
  ['1890 ca.', '1890~', ...approx(1890)] as [string, string, string, string],
  ['1890 circa', '1890~', ...approx(1890)] as [string, string, string, string],
  ['[ca. 1890]', '1890~', ...approx(1890)] as [string, string, string, string],
  ['vers 1890', '1890~', ...approx(1890)] as [string, string, string, string],
  ['environ 1890', '1890~', ...approx(1890)] as [string, string, string, string],
  ['verso il 1890', '1890~', ...approx(1890)] as [string, string, string, string],
  ['intorno al 1890', '1890~', ...approx(1890)] as [string, string, string, string],
  ['hacia 1890', '1890~', ...approx(1890)] as [string, string, string, string],
  ['[1890?]', '1890?', ...probable(1890)] as [string, string, string, string],
  ['1890?', '1890?', ...probable(1890)] as [string, string, string, string],
  ['1890 (?)', '1890?', ...probable(1890)] as [string, string, string, string],
  ['vermutlich 1890', '1890?', ...probable(1890)] as [string, string, string, string],
  ['[ca. 1890?]', '1890%', ...approx(1890)] as [string, string, string, string],
  ['[1890]', '1890', ...years(1890)] as [string, string, string, string],
  ['(1890)', '1890', ...years(1890)] as [string, string, string, string],
  ['1890.', '1890', ...years(1890)] as [string, string, string, string],
  ['1885-1890', '1885/1890', ...years(1885, 1890)] as [string, string, string, string],
  ['1885 – 1890', '1885/1890', ...years(1885, 1890)] as [string, string, string, string],
  ['1885–90', '1885/1890', ...years(1885, 1890)] as [string, string, string, string],
  ['1885/90', '1885/1890', ...years(1885, 1890)] as [string, string, string, string],
  ['1899/1900', '1899/1900', ...years(1899, 1900)] as [string, string, string, string],
  ['1885 bis 1890', '1885/1890', ...years(1885, 1890)] as [string, string, string, string],
  ['zwischen 1885 und 1890', '1885/1890', ...years(1885, 1890)] as [string, string, string, string],
  ['dal 1885 al 1890', '1885/1890', ...years(1885, 1890)] as [string, string, string, string],
  ['de 1885 à 1890', '1885/1890', ...years(1885, 1890)] as [string, string, string, string],
  ['entre 1885 y 1890', '1885/1890', ...years(1885, 1890)] as [string, string, string, string],
  ['ca. 1885-1890', '1885~/1890~', `${1885 - APPROXIMATE_YEARS}-01-01`, `${1890 + APPROXIMATE_YEARS}-12-31`],
  ['1890s', '189X', ...years(1890, 1899)] as [string, string, string, string],
  ["1890's", '189X', ...years(1890, 1899)] as [string, string, string, string],
  ['1890er Jahre', '189X', ...years(1890, 1899)] as [string, string, string, string],
  ['anni 1890', '189X', ...years(1890, 1899)] as [string, string, string, string],
  ['années 1890', '189X', ...years(1890, 1899)] as [string, string, string, string],
  ['late 1880s', '1886/1889', ...years(1886, 1889)] as [string, string, string, string],
  ['before 1900', '../1899', ...years(EARLIEST_YEAR, 1899)] as [string, string, string, string],
  ['vor 1900', '../1899', ...years(EARLIEST_YEAR, 1899)] as [string, string, string, string],
  ['avant 1900', '../1899', ...years(EARLIEST_YEAR, 1899)] as [string, string, string, string],
  ['prima del 1900', '../1899', ...years(EARLIEST_YEAR, 1899)] as [string, string, string, string],
  ['antes de 1900', '../1899', ...years(EARLIEST_YEAR, 1899)] as [string, string, string, string],
  ['not after 1900', '../1900', ...years(EARLIEST_YEAR, 1900)] as [string, string, string, string],
  ['after 1875', '1876/..', ...years(1876, 1876 + OPEN_END_YEARS)] as [string, string, string, string],
  ['nach 1875', '1876/..', ...years(1876, 1876 + OPEN_END_YEARS)] as [string, string, string, string],
  ['après 1875', '1876/..', ...years(1876, 1876 + OPEN_END_YEARS)] as [string, string, string, string],
  ['dopo il 1875', '1876/..', ...years(1876, 1876 + OPEN_END_YEARS)] as [string, string, string, string],
  ['después de 1875', '1876/..', ...years(1876, 1876 + OPEN_END_YEARS)] as [string, string, string, string],
  ['not before 1875', '1875/..', ...years(1875, 1875 + OPEN_END_YEARS)] as [string, string, string, string],
  ['May 1887', '1887-05', '1887-05-01', '1887-05-31'],
  ['Mai 1887', '1887-05', '1887-05-01', '1887-05-31'],
  ['maggio 1887', '1887-05', '1887-05-01', '1887-05-31'],
  ['mai 1887', '1887-05', '1887-05-01', '1887-05-31'],
  ['mayo de 1887', '1887-05', '1887-05-01', '1887-05-31'],
  ['Febr. 1888', '1888-02', '1888-02-01', '1888-02-29'],
  ['1887-05', '1887-05', '1887-05-01', '1887-05-31'],
  ['12 March 1885', '1885-03-12', '1885-03-12', '1885-03-12'],
  ['March 12, 1885', '1885-03-12', '1885-03-12', '1885-03-12'],
  ['12. März 1885', '1885-03-12', '1885-03-12', '1885-03-12'],
  ['12 marzo 1885', '1885-03-12', '1885-03-12', '1885-03-12'],
  ['12 de marzo de 1885', '1885-03-12', '1885-03-12', '1885-03-12'],
  ['1er janvier 1890', '1890-01-01', '1890-01-01', '1890-01-01'],
  ['1° gennaio 1890', '1890-01-01', '1890-01-01', '1890-01-01'],
  ['1890-03-12', '1890-03-12', '1890-03-12', '1890-03-12'],
  ['12.3.1885', '1885-03-12', '1885-03-12', '1885-03-12'],
  ['ca. Mai 1887', '1887-05~', '1887-01-01', '1887-12-31'],
];

describe('reading dates as catalogues write them', () => {
  it.each(dated)('"%s" is %s, from %s to %s', (written, expected, from, to) => {
    const reading = readWrittenDate(written);
    expect(reading).toMatchObject({ kind: 'dated', interval: { edtf: expected, from, to } });
  });

  it('keeps approximation and doubt apart', () => {
    expect(readWrittenDate('ca. 1890')).toMatchObject({ interval: { approximate: true, uncertain: false } });
    expect(readWrittenDate('[1890?]')).toMatchObject({ interval: { approximate: false, uncertain: true } });
    expect(readWrittenDate('[1890]')).toMatchObject({ interval: { approximate: false, uncertain: false } });
    expect(readWrittenDate('ca. 1890?')).toMatchObject({ interval: { approximate: true, uncertain: true } });
  });

  it.each([
    '',
    '   ',
    's.d.',
    '[s.d.]',
    's. d.',
    'n.d.',
    'o.J.',
    'o. J.',
    'ohne Jahr',
    's.a.',
    's.f.',
    'sans date',
    'senza data',
    'sin fecha',
    'undated',
  ])('"%s" is undated', (written) => {
    expect(readWrittenDate(written)).toEqual({ kind: 'undated' });
  });

  it('reads a missing date as undated', () => {
    expect(readWrittenDate(null)).toEqual({ kind: 'undated' });
    expect(readWrittenDate(undefined)).toEqual({ kind: 'undated' });
  });

  it.each([
    'vol. II',
    'second edition',
    'Paris',
    '1890 ff.',
    '189',
    '1890-1885',
    '31 February 1890',
    '32.1.1890',
    'before May 1887',
  ])('"%s" is not understood', (written) => {
    expect(readWrittenDate(written)).toEqual({ kind: 'not-understood' });
  });
});

describe('reading a staff correction as EDTF', () => {
  it('normalises and bounds valid level-1 EDTF', () => {
    expect(readEdtf('1890~')).toEqual({
      edtf: '1890~',
      from: approx(1890)[0],
      to: approx(1890)[1],
      approximate: true,
      uncertain: false,
    });
    expect(readEdtf(' 1885/1890 ')).toMatchObject({
      edtf: '1885/1890',
      from: '1885-01-01',
      to: '1890-12-31',
    });
    expect(readEdtf('18XX')).toMatchObject({ from: '1800-01-01', to: '1899-12-31' });
    expect(readEdtf('1887-05-12')).toMatchObject({ from: '1887-05-12', to: '1887-05-12' });
  });

  it('gives the same interval as the written date it stands for', () => {
    for (const [written, expected] of dated) {
      const reading = readWrittenDate(written);
      expect(reading.kind === 'dated' && reading.interval).toEqual(readEdtf(expected));
    }
  });

  it.each(['ca. 1890', '1890-13', '', '../..', '[1890,1895]', 'Y170000', '1890/1885', '0900'])(
    '"%s" is refused',
    (text) => {
      expect(readEdtf(text)).toBeNull();
    },
  );
});
