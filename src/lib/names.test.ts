import { describe, expect, it } from 'vitest';
import { allPlaceNames, extractYear, joinNames, placeNameIn } from './names.ts';

describe('extractYear', () => {
  it.each([
    ['1870', 1870],
    ['1870-05-12', 1870],
    ['ca. 1875', 1875],
    ['[1869?]', 1869],
    ['12 March 1901', 1901],
    ['before 1880, after 1875', 1880],
  ])('finds the year of %s', (date, year) => {
    expect(extractYear(date)).toBe(year);
  });

  it.each([null, undefined, '', 'undated', 'n.d.', '0999', '3000', '18705', '187'])(
    'finds none in %s',
    (date) => {
      expect(extractYear(date)).toBeNull();
    },
  );
});

describe('place names', () => {
  const florence = { EN: 'Florence', DE: 'Florenz', IT: 'Firenze' };

  it('takes the string the API sent for a requested language', () => {
    expect(placeNameIn('Firenze', 'EN')).toBe('Firenze');
  });

  it('picks the locale from the names per language, else English, else any', () => {
    expect(placeNameIn(florence, 'DE')).toBe('Florenz');
    expect(placeNameIn(florence, 'FR')).toBe('Florence');
    expect(placeNameIn({ IT: 'Napoli' }, 'DE')).toBe('Napoli');
    expect(placeNameIn({}, 'DE')).toBe('');
  });

  it('joins every spelling once with a comma, the locale first, then English', () => {
    expect(allPlaceNames({ IT: 'Firenze', DE: 'Florenz', EN: 'Florence' })).toBe(
      'Florence, Florenz, Firenze',
    );
    expect(allPlaceNames(florence, 'IT')).toBe('Firenze, Florence, Florenz');
    expect(allPlaceNames({ EN: 'Paris', DE: 'Paris', IT: 'Parigi' })).toBe('Paris, Parigi');
    expect(allPlaceNames('Roma')).toBe('Roma');
  });
});

describe('joinNames', () => {
  it('joins with a comma and leaves out blanks', () => {
    expect(joinNames(['Alinari', ' ', 'Brogi'])).toBe('Alinari, Brogi');
    expect(joinNames([])).toBe('');
  });
});
