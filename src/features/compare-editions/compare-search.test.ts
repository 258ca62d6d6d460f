import { describe, expect, it } from 'vitest';
import { compareSearch } from './compare-search.ts';

describe('the comparison page’s address', () => {
  it('types the texts the URL holds', () => {
    expect(
      compareSearch.parse({
        catalogue: '7',
        from: '12',
        to: '15',
        'from-page': '3',
        'to-page': '40',
        paging: 'apart',
      }),
    ).toEqual({ catalogue: 7, from: 12, to: 15, 'from-page': 3, 'to-page': 40, paging: 'apart' });
  });

  it('takes the values the app navigates with as they are', () => {
    expect(compareSearch.parse({ catalogue: 7, from: 12, 'to-page': 2, paging: 'together' })).toEqual({
      catalogue: 7,
      from: 12,
      'to-page': 2,
      paging: 'together',
    });
  });

  it('drops what is malformed instead of failing the page', () => {
    expect(
      compareSearch.parse({
        catalogue: 'abc',
        from: '-4',
        to: '1.5',
        'from-page': '0',
        'to-page': 'last',
        paging: 'sideways',
      }),
    ).toEqual({
      catalogue: undefined,
      from: undefined,
      to: undefined,
      'from-page': undefined,
      'to-page': undefined,
      paging: undefined,
    });
    expect(compareSearch.parse({ catalogue: '99999999999', 'from-page': '100001' })).toMatchObject({
      catalogue: undefined,
      'from-page': undefined,
    });
  });

  it('ignores parameters it does not know', () => {
    expect(compareSearch.parse({ catalogue: '3', q: 'Ponte' })).toEqual({ catalogue: 3 });
  });
});
