import { describe, expect, it } from 'vitest';
import { type PageHead, pageShell, scriptSafeJson } from './page-head.ts';
import { publicPageOf, scholarDate } from './page-metadata.ts';
import { robotsTxt, sitemapPartOf } from './sitemap.ts';

const shellHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The default description" />
    <title>Default title</title>
    <script type="module" crossorigin src="/catalogues/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const hostile = 'A "title" & <b>more</b></script><script>alert(1)</script><!--';

const head: PageHead = {
  title: hostile,
  description: hostile,
  canonical: 'https://example.org/catalogues/catalogues/1?a=1&b="2"',
  openGraph: [['og:title', hostile]],
  citation: [
    ['citation_title', hostile],
    ['citation_author', 'Fratelli Alinari'],
    ['citation_author', 'Giacomo Brogi'],
  ],
  alternates: [{ href: 'https://example.org/api/catalogues/1?format=ris', type: 'text/x', title: 'RIS' }],
  jsonLd: { name: hostile, nested: { line: '\u2028' } },
  coins: 'ctx_ver=Z39.88-2004&rft.btitle=%3C%2Fscript%3E',
};

/** The elements of an HTML text, as a browser's tokenizer starts them. */
const tagsOf = (html: string) => [...html.matchAll(/<([a-z]+)\b/gi)].map((match) => match[1]?.toLowerCase());

describe('the page shell', () => {
  const shell = pageShell(shellHtml);

  it('stays as it was read for a page without a record', () => {
    expect(shell.render(null)).toBe(shellHtml);
  });

  it('trades its own title and description for the page’s, before </head>', () => {
    const html = shell.render(head);
    expect(html).not.toContain('Default title');
    expect(html).not.toContain('The default description');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const headPart = html.slice(0, html.indexOf('</head>'));
    expect(headPart).toContain('<meta name="citation_author" content="Fratelli Alinari" />');
    expect(headPart).toContain('<meta name="citation_author" content="Giacomo Brogi" />');
    expect(headPart).toContain(
      '<script type="module" crossorigin src="/catalogues/assets/index.js"></script>',
    );
  });

  it('escapes every value, so no text opens an element of its own', () => {
    const html = shell.render(head);
    // The shell's elements and the head's own, nothing that came from a value.
    expect(tagsOf(html).filter((tag) => tag === 'script')).toHaveLength(2);
    expect(tagsOf(html)).not.toContain('b');
    expect(html).toContain('href="https://example.org/catalogues/catalogues/1?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain(`<title>A &quot;title&quot; &amp; &lt;b&gt;more&lt;/b&gt;`);
  });

  it('writes JSON-LD that parses back to the facts and cannot be closed from inside', () => {
    const html = shell.render(head);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]?.[1] ?? '')).toEqual(head.jsonLd);
    expect(scriptSafeJson({ a: '</script>' })).toBe('{"a":"\\u003c/script\\u003e"}');
  });

  it('puts the COinS span first in the body, outside #root', () => {
    const html = shell.render(head);
    const body = html.slice(html.indexOf('<body>'));
    expect(body).toMatch(
      /^<body>\s*<span class="Z3988" title="ctx_ver=Z39\.88-2004&amp;rft\.btitle=%3C%2Fscript%3E"><\/span>\s*<div id="root"><\/div>/,
    );
  });

  it('serves a shell it cannot split as it is', () => {
    expect(pageShell('<p>no head</p>').render(head)).toBe('<p>no head</p>');
  });
});

describe('which record a path shows', () => {
  it.each([
    ['/catalogues', { kind: 'home' }],
    ['/catalogues/', { kind: 'home' }],
    ['/catalogues/catalogues/12', { kind: 'catalogue', id: 12 }],
    ['/catalogues/catalogues/12/supplementary-content', { kind: 'catalogue', id: 12 }],
    ['/catalogues/catalogues/12/edition/40?page=3', { kind: 'edition', catalogueId: 12, editionId: 40 }],
    ['/catalogues/catalogues/12/edition/40/place/7', { kind: 'edition', catalogueId: 12, editionId: 40 }],
    ['/catalogues/place/7/', { kind: 'place', id: 7 }],
    ['/catalogues/publisher/3/catalogues', { kind: 'publisher', id: 3 }],
    ['/catalogues/holders/5/catalogues', { kind: 'holder', id: 5 }],
  ])('%s', (path, page) => {
    expect(publicPageOf(path)).toEqual(page);
  });

  it.each([
    '/catalogues/catalogues',
    '/catalogues/dashboard',
    '/catalogues/place/',
    '/catalogues/catalogues/0',
    '/catalogues/catalogues/99999999999',
    '/catalogues/catalogues/1/edition/x',
    '/catalogues/holders/5',
    '/api/catalogues/1',
    '/cataloguesx/catalogues/1',
  ])('%s shows none', (path) => {
    expect(publicPageOf(path)).toBeNull();
  });
});

describe('dates for Google Scholar', () => {
  it.each([
    ['1873', '1873', '1873'],
    ['ca. 1890', '1890~', '1890'],
    ['[1890?]', '1890?', '1890'],
    ['1885-1890', '1885/1890', '1885'],
    ['1887-03-12', '1887-03-12', '1887/03/12'],
    ['marzo 1887', '1887-03', '1887/03'],
    ['before 1900', '../1899', null],
    ['vol. II', null, null],
    [null, null, null],
    // The staff's correction, not the written text, says when.
    ['1890', '1886', '1886'],
  ])('%s read as %s gives %s', (written, edtf, expected) => {
    expect(scholarDate({ written, edtf, uncertain: false })).toBe(expected);
  });
});

describe('robots.txt and sitemap names', () => {
  it('keeps the dashboard and the API out but lets the PDFs and OAI-PMH in', () => {
    const robots = robotsTxt('https://example.org');
    expect(robots).toContain('Disallow: /catalogues/dashboard\n');
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Allow: /api/catalogues/*/editions/*/pdf$\n');
    expect(robots).toContain('Allow: /oai\n');
    expect(robots).toContain('Sitemap: https://example.org/sitemap.xml\n');
  });

  it('reads child sitemap names', () => {
    expect(sitemapPartOf('editions-2.xml')).toEqual({ kind: 'editions', part: 2 });
    expect(sitemapPartOf('editions-0.xml')).toBeNull();
    expect(sitemapPartOf('users-1.xml')).toBeNull();
    expect(sitemapPartOf('constructor-1.xml')).toBeNull();
  });
});
