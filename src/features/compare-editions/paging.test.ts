import { describe, expect, it } from 'vitest';
import { clampPage, followingPage } from './paging.ts';

describe('a page inside a PDF', () => {
  it('stays between the first and the last page', () => {
    expect(clampPage(0, 10)).toBe(1);
    expect(clampPage(-3, 10)).toBe(1);
    expect(clampPage(11, 10)).toBe(10);
    expect(clampPage(4, 10)).toBe(4);
    expect(clampPage(4.7, 10)).toBe(4);
  });

  it('is only kept at 1 or more while the page count is unknown', () => {
    expect(clampPage(250, undefined)).toBe(250);
    expect(clampPage(0, undefined)).toBe(1);
  });
});

describe('paging together', () => {
  it('turns the other reader by as many pages, forwards or back', () => {
    expect(followingPage({ previous: 4, next: 5, otherPage: 10, otherPageCount: 40 })).toBe(11);
    expect(followingPage({ previous: 4, next: 2, otherPage: 10, otherPageCount: 40 })).toBe(8);
    // A jump through the page field moves the other as far.
    expect(followingPage({ previous: 1, next: 30, otherPage: 3, otherPageCount: 40 })).toBe(32);
  });

  it('stops the other reader at its last or first page', () => {
    expect(followingPage({ previous: 10, next: 15, otherPage: 38, otherPageCount: 40 })).toBe(40);
    expect(followingPage({ previous: 10, next: 2, otherPage: 5, otherPageCount: 40 })).toBe(1);
  });

  it('leaves the other reader where it is when the page did not change', () => {
    expect(followingPage({ previous: 7, next: 7, otherPage: 3, otherPageCount: 40 })).toBe(3);
  });
});
