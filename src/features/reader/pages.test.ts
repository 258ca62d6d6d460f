import { describe, expect, it } from 'vitest';
import { clampPage, createPageEchoes, parsePageInput } from './pages.ts';

describe('clampPage', () => {
  it.each([
    [0, 10, 1],
    [-3, 10, 1],
    [1, 10, 1],
    [7, 10, 7],
    [10, 10, 10],
    [11, 10, 10],
    [3.7, 10, 3],
    [Number.NaN, 10, 1],
    [Number.POSITIVE_INFINITY, 10, 10],
  ])('keeps %s inside 1 … %s as %s', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });

  it('only keeps the page at least 1 while the page count is unknown', () => {
    expect(clampPage(250, undefined)).toBe(250);
    expect(clampPage(0, undefined)).toBe(1);
    expect(clampPage(5, 0)).toBe(5);
  });
});

describe('parsePageInput', () => {
  it.each([
    ['12', 12],
    [' 12 ', 12],
    ['12.', 12],
    ['12/200', 12],
    ['12 / 200', 12],
    ['0', 1],
    ['999', 200],
    ['007', 7],
  ])('reads %j as page %s of 200', (text, page) => {
    expect(parsePageInput(text, 200)).toBe(page);
  });

  it.each(['', ' ', 'abc', '-3', '1e3', '12a', 'p. 12', '1,5', '12 13'])('rejects %j', (text) => {
    expect(parsePageInput(text, 200)).toBeNull();
  });
});

describe('page echoes', () => {
  it('recognises the page it reported when the parent hands it back', () => {
    const echoes = createPageEchoes();
    echoes.reported(4);
    expect(echoes.isEcho(4)).toBe(true);
  });

  it('takes an older report arriving after a newer one for an echo, then the newer one too', () => {
    const echoes = createPageEchoes();
    echoes.reported(4);
    echoes.reported(5);
    echoes.reported(6);
    expect(echoes.isEcho(5)).toBe(true);
    expect(echoes.isEcho(6)).toBe(true);
  });

  it('treats a page it never reported as a real navigation and forgets what was pending', () => {
    const echoes = createPageEchoes();
    echoes.reported(4);
    expect(echoes.isEcho(9)).toBe(false);
    expect(echoes.isEcho(4)).toBe(false);
  });

  it('does not take the same report back twice', () => {
    const echoes = createPageEchoes();
    echoes.reported(4);
    expect(echoes.isEcho(4)).toBe(true);
    expect(echoes.isEcho(4)).toBe(false);
  });
});
