import { describe, expect, it } from 'vitest';
import { firstCallsOf } from './page-answers.ts';

describe('firstCallsOf', () => {
  it('a catalogue page and its tabs: the catalogue, its editions and its supplementary contents, in the language', () => {
    const calls = [
      '/catalogues/12?lang=IT',
      '/catalogues/12/editions?lang=IT',
      '/catalogues/12/supplementary-contents?lang=IT',
    ];
    expect(firstCallsOf('/catalogues/12', 'IT')).toEqual(calls);
    expect(firstCallsOf('/catalogues/12/edition/3', 'IT')).toEqual(calls);
    expect(firstCallsOf('/catalogues/12/supplementary-content', 'IT')).toEqual(calls);
  });

  it('none for ids the contract refuses, which the app shows as not found', () => {
    expect(firstCallsOf('/catalogues/abc', 'EN')).toEqual([]);
    expect(firstCallsOf('/catalogues/0', 'EN')).toEqual([]);
    expect(firstCallsOf('/catalogues/012', 'EN')).toEqual([]);
    expect(firstCallsOf('/catalogues/2147483648', 'EN')).toEqual([]);
  });

  it('the home page: the latest catalogues in the language, and the four counts', () => {
    expect(firstCallsOf('/', 'DE')).toEqual([
      '/catalogues?lang=DE&per-page=6&sort=recent',
      '/catalogues?per-page=1',
      '/publishers?per-page=1',
      '/places?per-page=1',
      '/holders?per-page=1',
    ]);
  });

  it('the catalogue list as it opens: its first page; with anything in its URL, none', () => {
    expect(firstCallsOf('/catalogues', 'EN')).toEqual([
      '/catalogues?illustrative-content=all&include-supplements=false&lang=EN&page=1&per-page=6&undated=false',
    ]);
    expect(firstCallsOf('/catalogues', 'EN', 'keyword=brogi')).toEqual([]);
  });

  it("the navigation list: its first window; in another order, that order's too; filtered, none", () => {
    const first = '/editions?direction=asc&lang=FR&page=1&per-page=200&sort=title';
    expect(firstCallsOf('/navigate-list', 'FR')).toEqual([first]);
    expect(firstCallsOf('/navigate-list', 'FR', 'sort=title&direction=asc')).toEqual([first]);
    expect(firstCallsOf('/navigate-list', 'FR', 'sort=year')).toEqual([
      first,
      '/editions?direction=asc&lang=FR&page=1&per-page=200&sort=year',
    ]);
    expect(firstCallsOf('/navigate-list', 'FR', 'sort=places&direction=desc')).toEqual([
      first,
      '/editions?direction=desc&lang=FR&page=1&per-page=200&sort=places',
    ]);
    expect(firstCallsOf('/navigate-list', 'FR', 'direction=desc')).toEqual([
      first,
      '/editions?direction=desc&lang=FR&page=1&per-page=200&sort=title',
    ]);
    // What the app reads otherwise, it asks for itself.
    for (const search of [
      'filter=alinari',
      'sort=year&filter=a',
      'sort=colour',
      'direction=up',
      'sort=year&sort=title',
    ])
      expect(firstCallsOf('/navigate-list', 'FR', search), search).toEqual([]);
  });

  it('none on other pages, those whose path looks alike included', () => {
    for (const path of ['/browse', '/catalogues/compare', '/catalogues/collection', '/place', '/place/3']) {
      expect(firstCallsOf(path, 'EN'), path).toEqual([]);
    }
  });
});
