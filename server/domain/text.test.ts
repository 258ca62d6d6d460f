import { describe, expect, it } from 'vitest';
import { containsPattern, foldText, prefixTsQuery, searchWords, yearOf } from './text.ts';

describe('search text', () => {
  it('folds accents and case', () => {
    expect(foldText('Città di München')).toBe('citta di munchen');
  });
  it('splits words on anything but letters and digits', () => {
    expect(searchWords("D'Alessandri, Roma 1870")).toEqual(['d', 'alessandri', 'roma', '1870']);
  });
  it('builds a prefix query that needs every word, and none from punctuation only', () => {
    expect(prefixTsQuery('Brogi  Firenze')).toBe('brogi:* & firenze:*');
    expect(prefixTsQuery(" ' & | ! ")).toBeNull();
  });
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_x\\')).toBe('%50\\%\\_x\\\\%');
  });
});

describe('the year of a date text', () => {
  it.each([
    ['1873', 1873],
    ['ca. 1880', 1880],
    ['[189?] 1873', 1873],
    ['marzo 1887', 1887],
    ['18734', null],
    ['0999 and 3000', null],
    ['', null],
    [null, null],
  ])('%s gives %s', (date, year) => {
    expect(yearOf(date)).toBe(year);
  });
});
