import { describe, expect, it } from 'vitest';
import { catalogueTabs, currentTabKey, selectedTabKey } from './catalogue-tabs.ts';

describe('catalogue tabs', () => {
  it('shows none for a single edition without supplementary content', () => {
    expect(
      catalogueTabs({
        editions: [{ id: 4, position: 1 }],
        supplementaryContents: 0,
        supplementaryContentsOf: 0,
      }),
    ).toEqual([]);
  });

  it('orders the versions by position, then the supplementary contents and what it supplements', () => {
    const tabs = catalogueTabs({
      editions: [
        { id: 9, position: 2 },
        { id: 4, position: 1 },
        { id: 12, position: 3 },
      ],
      supplementaryContents: 2,
      supplementaryContentsOf: 1,
    });
    expect(tabs.map((tab) => tab.key)).toEqual([
      'edition-4',
      'edition-9',
      'edition-12',
      'supplementary-content',
      'supplementary-contents-of',
    ]);
  });

  it('shows the tabs for one edition when it has supplementary content', () => {
    const tabs = catalogueTabs({
      editions: [{ id: 4, position: 1 }],
      supplementaryContents: 0,
      supplementaryContentsOf: 1,
    });
    expect(tabs.map((tab) => tab.key)).toEqual(['edition-4', 'supplementary-contents-of']);
  });
});

describe('current tab', () => {
  it.each([
    ['/catalogues/3/edition/9', 'edition-9'],
    ['/catalogues/3/edition/9/publisher/2', 'edition-9'],
    ['/catalogues/3/supplementary-content', 'supplementary-content'],
    ['/catalogues/3/supplementary-contents-of', 'supplementary-contents-of'],
    ['/catalogues/3', null],
  ])('of %s is %s', (path, key) => {
    expect(currentTabKey(path)).toBe(key);
  });
});

describe('selected tab', () => {
  const tabs = catalogueTabs({
    editions: [
      { id: 9, position: 2 },
      { id: 4, position: 1 },
    ],
    supplementaryContents: 1,
    supplementaryContentsOf: 0,
  });

  it("is the current path's", () => {
    expect(selectedTabKey('/catalogues/3/edition/9', tabs)).toBe('edition-9');
    expect(selectedTabKey('/catalogues/3/supplementary-content', tabs)).toBe('supplementary-content');
  });

  it("is the first version's on the catalogue's own address", () => {
    expect(selectedTabKey('/catalogues/3', tabs)).toBe('edition-4');
  });

  it('is none there when the catalogue has no edition', () => {
    const supplementsOnly = catalogueTabs({
      editions: [],
      supplementaryContents: 1,
      supplementaryContentsOf: 0,
    });
    expect(selectedTabKey('/catalogues/3', supplementsOnly)).toBeNull();
  });
});
