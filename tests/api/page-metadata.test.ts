import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { sitemapIndex, sitemapPart } from '../../server/domain/sitemap.ts';
import { discoveryPlugin } from '../../server/plugins/discovery.ts';
import { registerWebApp } from '../../server/plugins/web-app.ts';
import { startTestServer, type TestServer } from './harness.ts';

const origin = 'https://photo.example.org';
const repositoryRoot = join(import.meta.dirname, '..', '..');
const hostileTitle = 'Catalogo </script><script>alert("title")</script> & <!-- "tutto"';
const hostileFirm = 'Fratelli "Prova" & C. </script>';

let server: TestServer;
/** The server's discovery and web-app plugins on the same database, with the source index.html as the shell. */
let shellApp: FastifyInstance;
let shellDir: string;
let shellHtml: string;
let created: { catalogueId: number; editionId: number; firms: [number, number] };
let withPdf: { catalogueId: number; editionId: number };

beforeAll(async () => {
  server = await startTestServer({ PUBLIC_ORIGIN: origin });
  shellDir = await mkdtemp(join(tmpdir(), 'page-shell-'));
  shellHtml = await readFile(join(repositoryRoot, 'index.html'), 'utf8');
  await writeFile(join(shellDir, 'index.html'), shellHtml);
  const config = readConfig({ PUBLIC_ORIGIN: origin, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' });
  shellApp = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  await shellApp.register(discoveryPlugin, { config, db: server.db });
  await registerWebApp(shellApp, config, { distDir: shellDir });
  await shellApp.ready();

  const firm = async (name: string) => {
    const response = await server.request({
      method: 'POST',
      url: '/api/publishers',
      headers: server.admin,
      payload: { name },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ publisher: Array<{ id: number }> }>().publisher[0]?.id ?? 0;
  };
  const firms: [number, number] = [await firm(hostileFirm), await firm('Giacomo Brogi')];
  const [place] = await server.db.query<{ id: number }>(
    "select id from places where names ->> 'EN' = 'Florence'",
  );
  const [holder] = await server.db.query<{ id: number }>('select id from holders order by id limit 1');
  const response = await server.request({
    method: 'POST',
    url: '/api/catalogues',
    headers: server.admin,
    payload: {
      mainTitle: hostileTitle,
      title: 'Catalogo di prova',
      date: 'ca. 1890',
      dateUncertain: true,
      editionEnumeration: 'Seconda edizione',
      publishers: firms,
      places: [place?.id],
      holders: [holder?.id],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { catalogue } = response.json<{ catalogue: { id: number; editions: Array<{ id: number }> } }>();
  created = { catalogueId: catalogue.id, editionId: catalogue.editions[0]?.id ?? 0, firms };
  const [pdfEdition] = await server.db.query<{ catalogue_id: number; id: number }>(
    'select catalogue_id, id from editions where pdf_file_id is not null order by id limit 1',
  );
  if (!pdfEdition) throw new Error('the demo data has no edition with a PDF');
  withPdf = { catalogueId: pdfEdition.catalogue_id, editionId: pdfEdition.id };
});

afterAll(async () => {
  await shellApp?.close();
  await server?.close();
  if (shellDir) await rm(shellDir, { recursive: true, force: true });
});

const page = (url: string, method: 'GET' | 'HEAD' = 'GET') => shellApp.inject({ method, url });

const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The attributes of every `<tag …>` in the HTML, decoded. */
function elements(html: string, tag: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([a-z:-]+)="([^"]*)"/gi)].map(([, name, value]) => [
        name?.toLowerCase(),
        decode(value ?? ''),
      ]),
    ),
  );
}

const metaValues = (html: string, key: 'name' | 'property', value: string) =>
  elements(html, 'meta')
    .filter((meta) => meta[key] === value)
    .map((meta) => meta.content);

function jsonLdOf(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]?.[1] ?? '');
}

const editionUrl = (ids: { catalogueId: number; editionId: number }) =>
  `/catalogues/catalogues/${ids.catalogueId}/edition/${ids.editionId}`;

describe('an edition page', () => {
  it('carries the Highwire Press tags Google Scholar and Zotero read, the firm as author', async () => {
    const response = await page(editionUrl(created));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(metaValues(html, 'name', 'citation_title')).toEqual([hostileTitle]);
    expect(metaValues(html, 'name', 'citation_author')).toEqual([hostileFirm, 'Giacomo Brogi']);
    expect(metaValues(html, 'name', 'citation_publication_date')).toEqual(['1890']);
    expect(metaValues(html, 'name', 'citation_publisher')).toEqual([`${hostileFirm}; Giacomo Brogi`]);
    expect(metaValues(html, 'name', 'citation_language')).toEqual(['it']);
    expect(metaValues(html, 'name', 'citation_public_url')).toEqual([`${origin}${editionUrl(created)}`]);
    // This edition has no PDF: no PDF link.
    expect(metaValues(html, 'name', 'citation_pdf_url')).toEqual([]);
    expect(elements(html, 'title')).toHaveLength(1);
    expect(html).toContain(`<title>${'Catalogo &lt;/script&gt;'}`);
    expect(metaValues(html, 'name', 'description')).toHaveLength(1);
  });

  it('names its canonical address, its OpenGraph card and the record in every export format and JSON-LD', async () => {
    const html = (await page(`${editionUrl(created)}/place/1?page=3`)).body;
    const canonical = `${origin}${editionUrl(created)}`;
    expect(elements(html, 'link').filter((link) => link.rel === 'canonical')).toEqual([
      { rel: 'canonical', href: canonical },
    ]);
    expect(metaValues(html, 'property', 'og:url')).toEqual([canonical]);
    expect(metaValues(html, 'property', 'og:type')).toEqual(['book']);
    expect(metaValues(html, 'property', 'og:title')).toEqual([hostileTitle]);
    expect(metaValues(html, 'property', 'og:site_name')).toHaveLength(1);
    const api = `${origin}/api/catalogues/${created.catalogueId}/editions/${created.editionId}`;
    expect(
      elements(html, 'link')
        .filter((link) => link.rel === 'alternate')
        .map(({ type, href }) => [type, href]),
    ).toEqual([
      ['application/x-bibtex', `${api}?format=bibtex`],
      ['application/x-research-info-systems', `${api}?format=ris`],
      ['application/vnd.citationstyles.csl+json', `${api}?format=csl-json`],
      ['text/csv', `${api}?format=csv`],
      ['application/ld+json', `${api}?format=jsonld`],
    ]);
  });

  it('links its PDF and its IIIF cover where it has them', async () => {
    const html = (await page(editionUrl(withPdf))).body;
    expect(metaValues(html, 'name', 'citation_pdf_url')).toEqual([
      `${origin}/api/catalogues/${withPdf.catalogueId}/editions/${withPdf.editionId}/pdf`,
    ]);
    const [cover] = await server.db.query<{ sha256: string }>(
      'select f.sha256 from editions e join files f on f.id = e.cover_file_id where e.id = $1',
      [withPdf.editionId],
    );
    if (cover) {
      expect(metaValues(html, 'property', 'og:image')).toEqual([
        `${origin}/iiif/3/${cover.sha256}/full/max/0/default.jpg`,
      ]);
    }
  });

  it('describes itself in JSON-LD that a title with </script> cannot break out of', async () => {
    const html = (await page(editionUrl(created))).body;
    // The shell’s own script and the JSON-LD (besides the configuration block): the title opened no element.
    expect(html.match(/<script\b(?! type="application\/json" id="runtime-config">)/g)).toHaveLength(2);
    expect(html).not.toContain('alert("title")</script>');
    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Book', 'ArchiveComponent'],
      '@id': `${origin}${editionUrl(created)}`,
      name: hostileTitle,
      bookEdition: 'Seconda edizione',
      // The date as written, and its ISO 8601-2 form: circa 1890.
      temporal: 'ca. 1890',
      datePublished: '1890~',
      publisher: [
        {
          '@type': 'Organization',
          name: hostileFirm,
          url: `${origin}/catalogues/publisher/${created.firms[0]}`,
        },
        { '@type': 'Organization', name: 'Giacomo Brogi' },
      ],
      locationCreated: [{ '@type': 'Place', name: 'Florence', sameAs: 'https://sws.geonames.org/3176959/' }],
      exampleOfWork: { '@id': `${origin}/catalogues/catalogues/${created.catalogueId}` },
    });
    expect(ld.holdingArchive).toHaveLength(1);
  });

  it('has a COinS span first in the body, outside the app’s root', async () => {
    const html = (await page(editionUrl(created))).body;
    const body = html.slice(html.indexOf('<body>'));
    const span = /^<body>\s*<span class="Z3988" title="([^"]*)"><\/span>\s*<div id="root"><\/div>/.exec(body);
    expect(span, body).not.toBeNull();
    const kev = new URLSearchParams(decode(span?.[1] ?? ''));
    expect(kev.get('ctx_ver')).toBe('Z39.88-2004');
    expect(kev.get('rft_val_fmt')).toBe('info:ofi/fmt:kev:mtx:book');
    expect(kev.get('rft.btitle')).toBe(hostileTitle);
    expect(kev.getAll('rft.aucorp')).toEqual([hostileFirm, 'Giacomo Brogi']);
    expect(kev.get('rft.date')).toBe('1890');
    expect(kev.get('rft_id')).toBe(`${origin}${editionUrl(created)}`);
  });

  it('answers HEAD with the headers of GET', async () => {
    const got = await page(editionUrl(created));
    const head = await page(editionUrl(created), 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(got.headers['content-type']);
    expect(head.headers['content-length']).toBe(got.headers['content-length']);
  });
});

describe('the other public pages', () => {
  it('a catalogue: a Book with its editions, firms, places and holders, and its export links', async () => {
    const html = (await page(`/catalogues/catalogues/${created.catalogueId}`)).body;
    expect(elements(html, 'link').find((link) => link.rel === 'canonical')?.href).toBe(
      `${origin}/catalogues/catalogues/${created.catalogueId}`,
    );
    expect(metaValues(html, 'name', 'citation_title')).toEqual([]);
    expect(elements(html, 'link').filter((link) => link.rel === 'alternate')).toHaveLength(5);
    expect(jsonLdOf(html)).toMatchObject({
      '@type': ['Book', 'ArchiveComponent'],
      name: hostileTitle,
      alternateName: 'Catalogo di prova',
      workExample: [{ '@id': `${origin}${editionUrl(created)}` }],
    });
  });

  it('a place: a Place the same as its GeoNames record', async () => {
    const [florence] = await server.db.query<{ id: number }>(
      "select id from places where names ->> 'EN' = 'Florence'",
    );
    const html = (await page(`/catalogues/place/${florence?.id}`)).body;
    expect(elements(html, 'title')).toHaveLength(1);
    expect(html).toContain('<title>Florence ·');
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'Place',
      name: 'Florence',
      sameAs: 'https://sws.geonames.org/3176959/',
      geo: { '@type': 'GeoCoordinates' },
    });
  });

  it('a publisher and a holder: an Organization and an archive', async () => {
    const publisher = jsonLdOf((await page(`/catalogues/publisher/${created.firms[1]}`)).body);
    expect(publisher).toMatchObject({ '@type': 'Organization', name: 'Giacomo Brogi' });
    const [holder] = await server.db.query<{ id: number; name: string }>(
      'select id, name from holders order by id limit 1',
    );
    const holderHtml = (await page(`/catalogues/holders/${holder?.id}/catalogues`)).body;
    expect(jsonLdOf(holderHtml)).toMatchObject({ '@type': 'ArchiveOrganization', name: holder?.name });
    expect(elements(holderHtml, 'link').find((link) => link.rel === 'canonical')?.href).toBe(
      `${origin}/catalogues/holders/${holder?.id}/catalogues`,
    );
  });

  it('the home page: the web site', async () => {
    for (const url of ['/catalogues', '/catalogues/']) {
      const html = (await page(url)).body;
      expect(jsonLdOf(html)).toMatchObject({ '@type': 'WebSite', url: `${origin}/catalogues/` });
    }
  });

  it('an unknown record, or a page of no record, gets the plain shell (the app shows its own 404)', async () => {
    for (const url of [
      '/catalogues/catalogues/999999',
      `/catalogues/catalogues/${created.catalogueId + 1000}/edition/${created.editionId}`,
      '/catalogues/place/2147483647',
      '/catalogues/publisher/999999',
      '/catalogues/holders/999999/catalogues',
      '/catalogues/catalogues',
      '/catalogues/dashboard/catalogues',
      '/catalogues/catalogues/99999999999999',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      // The shell's own head; what the app needs to start is written at the end of the body. An
      // edition's address also names its PDF's opening, whatever the record: the reader asks for
      // it before anything is known (and is told 404).
      const headOf = (html: string) =>
        html
          .slice(0, html.indexOf('</head>'))
          .replace(
            /\s*<link rel="preload" as="fetch" crossorigin href="[^"]*\/pdf\/opening\?page=\d+" \/>/,
            '',
          );
      expect(headOf(response.body), url).toBe(headOf(shellHtml));
    }
  });
});

describe('the server as it runs', () => {
  it.runIf(existsSync(join(repositoryRoot, 'dist', 'index.html')))(
    'writes the head into the built app, under its security headers',
    async () => {
      const response = await server.request({ method: 'GET', url: editionUrl(created) });
      expect(response.statusCode).toBe(200);
      expect(metaValues(response.body, 'name', 'citation_author')).toEqual([hostileFirm, 'Giacomo Brogi']);
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).not.toContain('unsafe-inline');
    },
  );
});

const xml = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

describe('the sitemap', () => {
  it('is an index of child sitemaps that list every edition exactly once, with lastmod', async () => {
    const index = await server.request({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    const children: string[] = xml.parse(index.body).sitemapindex.sitemap.map((s: { loc: string }) => s.loc);
    expect(children).toContain(`${origin}/sitemaps/pages-1.xml`);
    const urls: Array<{ loc: string; lastmod?: string }> = [];
    for (const child of children) {
      expect(child.startsWith(`${origin}/sitemaps/`)).toBe(true);
      const response = await server.request({ method: 'GET', url: child.slice(origin.length) });
      expect(response.statusCode, child).toBe(200);
      urls.push(...xml.parse(response.body).urlset.url);
    }
    const editions = await server.db.query<{ id: number; catalogue_id: number }>(
      'select id, catalogue_id from editions',
    );
    const editionUrls = urls.filter((url) => url.loc.includes('/edition/'));
    expect(editionUrls).toHaveLength(editions.length);
    expect(new Set(editionUrls.map((url) => url.loc))).toEqual(
      new Set(
        editions.map((e) => `${origin}${editionUrl({ catalogueId: e.catalogue_id, editionId: e.id })}`),
      ),
    );
    for (const url of urls) expect(Number.isNaN(Date.parse(url.lastmod ?? '')), url.loc).toBe(false);
    expect(urls.map((url) => url.loc)).toContain(`${origin}/catalogues/`);
    expect(urls.map((url) => url.loc)).toContain(`${origin}${editionUrl(created)}`);
    expect(urls.map((url) => url.loc)).toContain(`${origin}/catalogues/holders/1/catalogues`);
  });

  it('splits a kind of record into children of at most the limit', async () => {
    const perSitemap = 7;
    const context = { db: server.db, origin, perSitemap };
    const index = xml
      .parse(await sitemapIndex(context))
      .sitemapindex.sitemap.map((s: { loc: string }) => s.loc);
    const [{ count } = { count: 0 }] = await server.db.query<{ count: number }>(
      'select count(*)::int as count from editions',
    );
    const parts = index.filter((loc: string) => loc.includes('/sitemaps/editions-'));
    expect(parts).toHaveLength(Math.ceil(count / perSitemap));
    const listed: string[] = [];
    for (let part = 1; part <= parts.length; part++) {
      const urls = xml.parse((await sitemapPart(context, 'editions', part)) ?? '').urlset.url;
      expect(urls.length).toBeLessThanOrEqual(perSitemap);
      listed.push(...urls.map((url: { loc: string }) => url.loc));
    }
    expect(new Set(listed).size).toBe(count);
    expect(await sitemapPart(context, 'editions', parts.length + 1)).toBeNull();
  });

  it('answers 404 for a child that is not there', async () => {
    for (const url of ['/sitemaps/editions-999.xml', '/sitemaps/users-1.xml', '/sitemaps/pages-2.xml']) {
      expect((await server.request({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('robots.txt', () => {
  it('lets the public pages and OAI-PMH in, keeps the dashboard and the API out, and names the sitemap', async () => {
    const response = await server.request({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /catalogues/',
      'Allow: /oai',
      'Disallow: /catalogues/dashboard',
      'Disallow: /api/',
      'Allow: /api/catalogues/*/editions/*/pdf$',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ]);
  });
});
