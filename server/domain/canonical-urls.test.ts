import { describe, expect, it } from 'vitest';
import { canonicalUrls } from './canonical-urls.ts';

describe('canonical URLs', () => {
  const urls = canonicalUrls('https://catalogues.example.org');
  it('are absolute on the configured origin, as the app routes them', () => {
    expect(urls.home()).toBe('https://catalogues.example.org/catalogues/');
    expect(urls.catalogue(3)).toBe('https://catalogues.example.org/catalogues/catalogues/3');
    expect(urls.edition(3, 7)).toBe('https://catalogues.example.org/catalogues/catalogues/3/edition/7');
    expect(urls.place(12)).toBe('https://catalogues.example.org/catalogues/place/12');
    expect(urls.publisher(4)).toBe('https://catalogues.example.org/catalogues/publisher/4');
    expect(urls.holder(2)).toBe('https://catalogues.example.org/catalogues/holders/2/catalogues');
    expect(urls.api('/catalogues/3')).toBe('https://catalogues.example.org/api/catalogues/3');
  });
  it('name the page of an edition for a page-precise citation, page 1 being the edition itself', () => {
    expect(urls.edition(3, 7, 37)).toBe(
      'https://catalogues.example.org/catalogues/catalogues/3/edition/7?page=37',
    );
    expect(urls.edition(3, 7, 1)).toBe('https://catalogues.example.org/catalogues/catalogues/3/edition/7');
  });
});
