import { describe, expect, it } from 'vitest';
import {
  maxSharedIds,
  sharedCollectionSearch,
  sharedCollectionUrl,
  sharedIdsOf,
} from './shared-collection.ts';

describe('the ids of a shared collection link', () => {
  it('keeps the ids in the link’s order', () => {
    expect(sharedIdsOf('3,12,7')).toEqual({ ids: ['3', '12', '7'], dropped: 0 });
  });

  it('drops malformed entries and counts them, and removes duplicates without counting them', () => {
    expect(sharedIdsOf(' 3 , abc,12,3,,0,-4,1.5,12,7x,2147483648,2147483647')).toEqual({
      ids: ['3', '12', '2147483647'],
      dropped: 6,
    });
  });

  it('keeps at most the ids the API takes, and counts the rest', () => {
    const many = Array.from({ length: maxSharedIds + 5 }, (_, index) => String(index + 1));
    const { ids, dropped } = sharedIdsOf(many.join(','));
    expect(ids).toHaveLength(maxSharedIds);
    expect(ids.at(-1)).toBe(String(maxSharedIds));
    expect(dropped).toBe(5);
  });

  it('reads no more than a link of the longest ids could hold', () => {
    const { ids } = sharedIdsOf(`${'1,'.repeat(5000)}999`);
    expect(ids).toEqual(['1']);
  });
});

describe('the shared collection’s URL state', () => {
  it('turns the link into a clean comma list and how many entries were left out', () => {
    expect(sharedCollectionSearch.parse({ ids: '3, x,12,3,99999999999' })).toEqual({
      ids: '3,12',
      skipped: 2,
    });
  });

  it('says nothing for a link without ids or with nothing left out', () => {
    expect(sharedCollectionSearch.parse({})).toEqual({ ids: undefined, skipped: undefined });
    expect(sharedCollectionSearch.parse({ ids: 'abc' })).toEqual({ ids: undefined, skipped: 1 });
    expect(sharedCollectionSearch.parse({ ids: '7' })).toEqual({ ids: '7', skipped: undefined });
  });

  it('gives the same again when it reads its own output, so a rewritten URL keeps the count', () => {
    const once = sharedCollectionSearch.parse({ ids: '3,abc,12' });
    expect(sharedCollectionSearch.parse(once)).toEqual(once);
    expect(sharedCollectionSearch.parse({ ids: once.ids, skipped: String(once.skipped) })).toEqual(once);
  });

  it('ignores a malformed count', () => {
    expect(sharedCollectionSearch.parse({ ids: '3', skipped: '-2' })).toEqual({
      ids: '3',
      skipped: undefined,
    });
    expect(sharedCollectionSearch.parse({ ids: '3', skipped: 'many' })).toEqual({
      ids: '3',
      skipped: undefined,
    });
  });
});

describe('the link that shares a collection', () => {
  it('is under the app’s catalogues, with the ids as a plain comma list', () => {
    expect(sharedCollectionUrl('https://example.org/catalogues/', ['3', '12', '7'])).toBe(
      'https://example.org/catalogues/catalogues/collection?ids=3,12,7',
    );
    expect(sharedCollectionUrl('https://example.org/catalogues', ['3'])).toBe(
      'https://example.org/catalogues/catalogues/collection?ids=3',
    );
  });

  it('carries at most the ids the API takes, and reads back as the same ids', () => {
    const many = Array.from({ length: maxSharedIds + 1 }, (_, index) => String(index + 1));
    const url = new URL(sharedCollectionUrl('http://localhost/catalogues/', many));
    const search = sharedCollectionSearch.parse({ ids: url.searchParams.get('ids') ?? '' });
    expect(search.ids?.split(',')).toEqual(many.slice(0, maxSharedIds));
    expect(search.skipped).toBeUndefined();
  });
});
