import { describe, expect, it } from 'vitest';
import {
  canonicalPath,
  canonicalUrl,
  description,
  factsLine,
  iiifManifestLink,
  pageTitle,
} from './page-head.ts';

describe('the page a path stands for', () => {
  it('is the record for its tabs and panels, as the server’s canonical URLs have it', () => {
    expect(canonicalPath('/catalogues/5/supplementary-content')).toBe('/catalogues/5');
    expect(canonicalPath('/catalogues/5/supplementary-contents-of')).toBe('/catalogues/5');
    expect(canonicalPath('/catalogues/5/edition/8/publisher/1')).toBe('/catalogues/5/edition/8');
    expect(canonicalPath('/catalogues/5/edition/8/place/3')).toBe('/catalogues/5/edition/8');
    expect(canonicalPath('/catalogues/5/edition/8/holder/2')).toBe('/catalogues/5/edition/8');
    expect(canonicalPath('/place/3/catalogues')).toBe('/place/3');
    expect(canonicalPath('/publisher/1/catalogues')).toBe('/publisher/1');
  });

  it('is the path itself for a record, a holder’s catalogues and the lists', () => {
    expect(canonicalPath('/catalogues/5/edition/8')).toBe('/catalogues/5/edition/8');
    expect(canonicalPath('/holders/2/catalogues')).toBe('/holders/2/catalogues');
    expect(canonicalPath('/catalogues')).toBe('/catalogues');
    expect(canonicalPath('/place/')).toBe('/place');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('')).toBe('/');
  });

  it('never carries the query: the reader’s page and a list’s filters are the same page', () => {
    expect(canonicalPath('/catalogues/5/edition/8?page=37')).toBe('/catalogues/5/edition/8');
    expect(canonicalPath('/catalogues?places=3&page=2')).toBe('/catalogues');
  });

  it('is absolute on the app’s base, the home page with its slash', () => {
    expect(canonicalUrl('https://example.org/catalogues', '/')).toBe('https://example.org/catalogues/');
    expect(canonicalUrl('https://example.org/catalogues', '/publisher/1')).toBe(
      'https://example.org/catalogues/publisher/1',
    );
  });
});

describe('titles and descriptions', () => {
  it('put the page’s name before the site’s, as the server does', () => {
    expect(pageTitle('Fratelli Alinari', 'Photographers’ Catalogues')).toBe(
      'Fratelli Alinari · Photographers’ Catalogues',
    );
    expect(pageTitle('  ', 'Photographers’ Catalogues')).toBe('Photographers’ Catalogues');
  });

  it('make sentences of the facts that are there', () => {
    expect(
      description([
        'Fotografie di Roma e dintorni',
        factsLine(['Fratelli Alinari', null, 'Florence, Rome', '', 'ca. 1890']),
        null,
        '  5 p. ;  18 cm. ',
      ]),
    ).toBe('Fotografie di Roma e dintorni. Fratelli Alinari, Florence, Rome, ca. 1890. 5 p. ; 18 cm.');
  });

  it('cut a long description at a word', () => {
    const text = description(['word '.repeat(100)], 40);
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text).toMatch(/word…$/);
  });
});

describe('the IIIF manifest link of an edition page', () => {
  it('names the manifest on the app’s origin with the IIIF Presentation 3 media type, as the server does', () => {
    expect(iiifManifestLink('https://photo.example.org/catalogues', 8)).toEqual({
      rel: 'alternate',
      type: 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"',
      href: 'https://photo.example.org/iiif/presentation/editions/8/manifest.json',
      title: 'IIIF manifest',
    });
  });
});
