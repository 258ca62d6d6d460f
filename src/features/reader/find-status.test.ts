import { describe, expect, it } from 'vitest';
import { findStatusText } from './find-status.ts';

describe('findStatusText', () => {
  it('says nothing without a query or before the search started', () => {
    expect(findStatusText('', { state: 'found', current: 1, total: 3 })).toBeNull();
    expect(findStatusText('  ', { state: 'pending', current: 0, total: 0 })).toBeNull();
    expect(findStatusText('Firenze', null)).toBeNull();
  });

  it('counts the selected hit among all hits', () => {
    expect(findStatusText('Firenze', { state: 'found', current: 2, total: 7 })).toEqual({
      key: 'n_of_total_matches',
      params: { n: 2, total: 7 },
    });
  });

  it('keeps counting while pages are still being read', () => {
    expect(findStatusText('Firenze', { state: 'pending', current: 1, total: 4 })).toEqual({
      key: 'n_of_total_matches',
      params: { n: 1, total: 4 },
    });
  });

  it('says it is searching until a hit is selected', () => {
    expect(findStatusText('Firenze', { state: 'pending', current: 0, total: 0 })).toEqual({
      key: 'searching_document',
    });
    expect(findStatusText('Firenze', { state: 'found', current: 0, total: 2 })).toEqual({
      key: 'searching_document',
    });
  });

  it('says there are no matches only once every page was read', () => {
    expect(findStatusText('zzz', { state: 'notFound', current: 0, total: 0 })).toEqual({ key: 'no_matches' });
  });

  it('counts a search that wrapped around the end like any other', () => {
    expect(findStatusText('Roma', { state: 'wrapped', current: 1, total: 5 })).toEqual({
      key: 'n_of_total_matches',
      params: { n: 1, total: 5 },
    });
  });
});
