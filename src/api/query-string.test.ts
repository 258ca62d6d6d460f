import { describe, expect, it } from 'vitest';
import { serializeQuery } from './query-string.ts';

describe('query strings', () => {
  it('skip null, undefined and empty values', () => {
    expect(serializeQuery({ page: 2, keyword: '', title: null, places: undefined, lang: 'DE' })).toBe(
      'page=2&lang=DE',
    );
  });
  it('send lists as comma lists and skip empty lists', () => {
    expect(serializeQuery({ places: [3, 12], holders: [] })).toBe('places=3%2C12');
  });
  it('keep false and zero', () => {
    expect(serializeQuery({ undated: false, 'per-page': 0 })).toBe('undated=false&per-page=0');
  });
});
