import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { discoveryPlugin } from '../../server/plugins/discovery.ts';
import { registerSecurityHeaders } from '../../server/plugins/security-headers.ts';
import { leaveBuiltFilesUncompressed, registerWebApp } from '../../server/plugins/web-app.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * The page the server sends: the shell with the runtime configuration, the texts of the visitor's
 * language and the hints for the route's chunks written in. The shell is the source index.html
 * with the entry Vite would add, and a manifest of the files a build would have.
 */
const repositoryRoot = join(import.meta.dirname, '..', '..');
const manifest = {
  'index.html': {
    file: 'assets/index-E1.js',
    src: 'index.html',
    isEntry: true,
    css: ['assets/index-E1.css'],
  },
  '_lists-L1.js': {
    file: 'assets/lists-L1.js',
    name: 'lists',
    imports: ['index.html'],
    css: ['assets/lists-L1.css'],
  },
  'src/routes/_default.tsx?tsr-split=component': {
    file: 'assets/_default-D1.js',
    src: 'src/routes/_default.tsx?tsr-split=component',
    imports: ['index.html'],
  },
  'src/routes/_default/catalogues/index.tsx?tsr-split=component': {
    file: 'assets/catalogues-C1.js',
    src: 'src/routes/_default/catalogues/index.tsx?tsr-split=component',
    imports: ['index.html', '_lists-L1.js'],
  },
  'src/routes/_default/catalogues/index.tsx?tsr-split=loader': {
    file: 'assets/catalogues-C2.js',
    src: 'src/routes/_default/catalogues/index.tsx?tsr-split=loader',
    imports: ['index.html'],
  },
  'src/routes/_catalogue/catalogues/$id/edition/$editionId.tsx?tsr-split=component': {
    file: 'assets/_editionId-X1.js',
    src: 'src/routes/_catalogue/catalogues/$id/edition/$editionId.tsx?tsr-split=component',
    imports: ['index.html'],
  },
  'src/features/reader/pdf-reader.tsx': {
    file: 'assets/pdf-reader-R1.js',
    src: 'src/features/reader/pdf-reader.tsx',
    imports: ['index.html', '_pdf-J1.js'],
  },
  // pdf.js's document side, which opens the PDF, and pdf.js's library, shared with the reader.
  'src/features/reader/pdf-document.ts': {
    file: 'assets/pdf-document-D1.js',
    src: 'src/features/reader/pdf-document.ts',
    imports: ['_pdf-J1.js'],
  },
  '_pdf-J1.js': { file: 'assets/pdf-J1.js', name: 'pdf' },
  // The build's second entry: the reader's first load, with the chunk it shares with the app.
  'src/features/reader/first-load-entry.ts': {
    file: 'assets/reader-first-load-F1.js',
    src: 'src/features/reader/first-load-entry.ts',
    isEntry: true,
    imports: ['_reader-first-load-S1.js'],
  },
  '_reader-first-load-S1.js': { file: 'assets/reader-first-load-S1.js', name: 'reader-first-load' },
  'node_modules/pdfjs-dist/build/pdf.worker.min.mjs': {
    file: 'assets/pdf.worker.min-W1.mjs',
    src: 'node_modules/pdfjs-dist/build/pdf.worker.min.mjs',
  },
};

/** A built script of some size: what the server sends of it is compared byte for byte. */
const smallScript = Buffer.from('export const value = 7;\n');
const builtScript = Buffer.from(
  Array.from({ length: 400 }, (_, index) => `export const value${index} = ${index * 7};`).join('\n'),
);

let server: TestServer;
let shellApp: FastifyInstance;
let shellDir: string;

beforeAll(async () => {
  server = await startTestServer();
  shellDir = await mkdtemp(join(tmpdir(), 'page-shell-'));
  const source = await readFile(join(repositoryRoot, 'index.html'), 'utf8');
  const built = source
    .replace(/\s*<script type="module" src="\/src\/main.tsx"><\/script>/, '')
    .replace(
      '</head>',
      '  <script type="module" crossorigin src="/catalogues/assets/index-E1.js"></script>\n  </head>',
    );
  await writeFile(join(shellDir, 'index.html'), built);
  await mkdir(join(shellDir, '.vite'));
  await writeFile(join(shellDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  // The entry as the build leaves it, with its Brotli and gzip copies (vite.plugins.ts); the list
  // chunk without them, as a file the build did not compress.
  await mkdir(join(shellDir, 'assets'));
  const entryPath = join(shellDir, 'assets', 'index-E1.js');
  await writeFile(entryPath, builtScript);
  await writeFile(`${entryPath}.br`, brotliCompressSync(builtScript));
  await writeFile(`${entryPath}.gz`, gzipSync(builtScript));
  await writeFile(join(shellDir, 'assets', 'lists-L1.js'), builtScript);
  await writeFile(join(shellDir, 'assets', 'small-S1.js'), smallScript);
  const config = readConfig({ DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' });
  shellApp = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  await registerSecurityHeaders(shellApp, config);
  // As server/app.ts registers it, before the routes, and the built files' exemption before it.
  leaveBuiltFilesUncompressed(shellApp, shellDir);
  await shellApp.register(fastifyCompress, { global: true, encodings: ['gzip'], threshold: 1024 });
  await shellApp.register(discoveryPlugin, { config, db: server.db });
  // The texts come from the test server's translations service, as a real server's from its own.
  await registerWebApp(shellApp, config, { distDir: shellDir, services: server.app });
  await shellApp.ready();
});

afterAll(async () => {
  await shellApp?.close();
  await server?.close();
  if (shellDir) await rm(shellDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  shellApp.inject({ method: 'GET', url, headers });

/** The JSON of the page's data block `id`. */
function dataBlock<T>(html: string, id: string): T {
  const blocks = [
    ...html.matchAll(new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`, 'g')),
  ];
  expect(blocks, id).toHaveLength(1);
  return JSON.parse(blocks[0]?.[1] ?? '');
}

interface PageTexts {
  locale: string;
  translations: Record<string, string>;
  fallbacks: Record<string, string>;
  languages: Array<{ prefix: string }>;
}

/** The translations call's answer as the app reads it: key → value. */
async function translationsOf(locale: string): Promise<Record<string, string>> {
  const rows = await server.getJson<Array<{ key: string; value: string }>>(
    `/api/projects/translations/${locale}/services/8`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

describe('a page of the app', () => {
  it('carries the runtime configuration the app would otherwise fetch', async () => {
    const response = await page('/catalogues/catalogues');
    expect(response.statusCode).toBe(200);
    const config = await server.getJson('/catalogues/config.json');
    expect(dataBlock(response.body, 'runtime-config')).toEqual(config);
  });

  it('carries the texts of English, as the translations service answers them, for a visitor who never chose', async () => {
    const response = await page('/catalogues/');
    const texts = dataBlock<PageTexts>(response.body, 'page-texts');
    expect(texts.locale).toBe('EN');
    expect(texts.translations).toEqual(await translationsOf('EN'));
    expect(texts.languages.map((language) => language.prefix)).toEqual(
      expect.arrayContaining(['EN', 'DE', 'IT']),
    );
    expect(response.body).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(response.headers.vary).toBe('cookie, accept-language');
  });

  it('comes in German for a visitor who chose German, whatever the browser asks for', async () => {
    const response = await page('/catalogues/catalogues', { cookie: 'locale=DE', 'accept-language': 'it' });
    const texts = dataBlock<PageTexts>(response.body, 'page-texts');
    expect(texts.locale).toBe('DE');
    expect(texts.translations).toEqual(await translationsOf('DE'));
    expect(texts.translations.sign_in).toBe('Anmelden');
    expect(response.body).toContain('<html lang="de">');
  });

  it('comes in the browser’s language when the visitor never chose, if the service has it', async () => {
    const italian = await page('/catalogues/', { 'accept-language': 'fr-CH, it;q=0.8, en;q=0.5' });
    expect(dataBlock<PageTexts>(italian.body, 'page-texts').locale).toBe('IT');
    const unknown = await page('/catalogues/', { 'accept-language': 'fr, es;q=0.5' });
    expect(dataBlock<PageTexts>(unknown.body, 'page-texts').locale).toBe('EN');
  });

  it('carries a text staff have just edited', async () => {
    const [row] = await server.getJson<Array<{ id: number; key: string }>>(
      '/api/projects/translations/services/8?key=sign_in&prefix=EN',
    );
    expect(row).toBeDefined();
    const edited = 'Staff sign-in </script><script>alert(1)</script>';
    const update = await server.request({
      method: 'PUT',
      url: '/api/projects/translations',
      headers: server.admin,
      payload: [{ id: row?.id, value: edited }],
    });
    expect(update.statusCode, update.body).toBe(200);
    const response = await page('/catalogues/');
    expect(dataBlock<PageTexts>(response.body, 'page-texts').translations.sign_in).toBe(edited);
    // The value stays data: the page's scripts are its own.
    expect(response.body).not.toContain('<script>alert(1)');
  });

  it('goes out compressed to a browser that accepts it, the home page too', async () => {
    for (const url of ['/catalogues/', '/catalogues', '/catalogues/catalogues', '/catalogues/catalogues/1']) {
      const response = await page(url, { 'accept-encoding': 'gzip' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('gzip');
    }
  });

  it('goes out in Brotli where the browser takes it, the same page as uncompressed', async () => {
    for (const url of ['/catalogues/', '/catalogues/catalogues/1']) {
      const plain = await page(url);
      const response = await page(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(plain.body);
      expect(response.rawPayload.length, url).toBeLessThan(Buffer.byteLength(plain.body));
    }
  });

  it('runs no inline script: the blocks are data, and the policy still refuses inline code', async () => {
    const response = await page('/catalogues/');
    const scripts = [...response.body.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    for (const attributes of scripts) {
      expect(attributes).toMatch(/type="(application\/json|application\/ld\+json|module)"/);
      if (attributes.includes('module')) expect(attributes).toContain('src="/catalogues/assets/');
    }
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toContain('unsafe-inline');
  });
});

describe('the built files', () => {
  const entry = '/catalogues/assets/index-E1.js';

  it('go out as the build compressed them, Brotli first, to a browser that takes it', async () => {
    const response = await shellApp.inject({
      method: 'GET',
      url: entry,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).equals(builtScript)).toBe(true);
  });

  it('under assets/ are kept for a year, wherever the build lies; the page itself is revalidated', async () => {
    // The build here is in a temporary folder, not `dist`: the benches' builds are elsewhere too.
    for (const url of [entry, '/catalogues/assets/lists-L1.js', '/catalogues/assets/small-S1.js']) {
      const response = await shellApp.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    expect((await page('/catalogues/catalogues')).headers['cache-control']).toBe('no-cache');
    expect((await page('/catalogues/index.html')).headers['cache-control']).toBe('no-cache');
  });

  it('go out as the gzip copy to a browser that takes only gzip, and as they are to one that takes none', async () => {
    const gzipOnly = await shellApp.inject({
      method: 'GET',
      url: entry,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).equals(builtScript)).toBe(true);
    const plain = await shellApp.inject({
      method: 'GET',
      url: entry,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(builtScript)).toBe(true);
  });

  it('without copies, are compressed as they go out', async () => {
    const response = await shellApp.inject({
      method: 'GET',
      url: '/catalogues/assets/lists-L1.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).equals(builtScript)).toBe(true);
  });

  it('under 1 kB, go out as they are, with their length: compressed, they would hardly be smaller', async () => {
    const response = await shellApp.inject({
      method: 'GET',
      url: '/catalogues/assets/small-S1.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(smallScript.length));
    expect(response.rawPayload.equals(smallScript)).toBe(true);
  });

  it('are the files of the build as the server started: no other spelling, no file added since, no dot files', async () => {
    await writeFile(join(shellDir, 'assets', 'added-after-start.js'), builtScript);
    for (const url of [
      '/catalogues/assets/INDEX-E1.js',
      '/catalogues/Assets/index-E1.js',
      '/catalogues/assets//index-E1.js',
      '/catalogues/assets/added-after-start.js',
      '/catalogues/.vite/manifest.json',
    ]) {
      const response = await shellApp.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ message: 'not_found' });
    }
    // A page's address is still a page.
    expect((await page('/catalogues/catalogues/1')).statusCode).toBe(200);
  });
});

describe('the answers a page carries', () => {
  /** The page's answers block, or null when it has none. */
  const answersOf = (html: string) =>
    html.includes('id="page-answers"') ? dataBlock<Record<string, unknown>>(html, 'page-answers') : null;

  it('on a catalogue page: its catalogue, editions and supplementary contents, as the service answers them, in the page’s language', async () => {
    const response = await page('/catalogues/catalogues/1', { cookie: 'locale=DE' });
    const answers = answersOf(response.body);
    const calls = [
      '/catalogues/1?lang=DE',
      '/catalogues/1/editions?lang=DE',
      '/catalogues/1/supplementary-contents?lang=DE',
    ];
    expect(Object.keys(answers ?? {}).sort()).toEqual([...calls].sort());
    for (const call of calls) expect(answers?.[call], call).toEqual(await server.getJson(`/api${call}`));
  });

  it('on an edition page of a catalogue, the same three', async () => {
    const response = await page('/catalogues/catalogues/1/edition/1');
    expect(Object.keys(answersOf(response.body) ?? {}).sort()).toEqual([
      '/catalogues/1/editions?lang=EN',
      '/catalogues/1/supplementary-contents?lang=EN',
      '/catalogues/1?lang=EN',
    ]);
  });

  it('none for a catalogue that does not exist: the app asks, and shows its not-found page', async () => {
    const response = await page('/catalogues/catalogues/999999');
    expect(response.statusCode).toBe(200);
    expect(answersOf(response.body)).toBeNull();
  });

  it('on the home page: the latest catalogues and the counts of the ways in', async () => {
    const answers = answersOf((await page('/catalogues/', { cookie: 'locale=IT' })).body);
    const calls = [
      '/catalogues?lang=IT&per-page=6&sort=recent',
      '/catalogues?per-page=1',
      '/holders?per-page=1',
      '/places?per-page=1',
      '/publishers?per-page=1',
    ];
    expect(Object.keys(answers ?? {}).sort()).toEqual(calls);
    for (const call of calls) expect(answers?.[call], call).toEqual(await server.getJson(`/api${call}`));
  });

  it('on the catalogue list as it opens: its first page; with a search in its address, none', async () => {
    const answers = answersOf((await page('/catalogues/catalogues')).body);
    const call =
      '/catalogues?illustrative-content=all&include-supplements=false&lang=EN&page=1&per-page=6&undated=false';
    expect(Object.keys(answers ?? {})).toEqual([call]);
    expect(answers?.[call]).toEqual(await server.getJson(`/api${call}`));
    expect(answersOf((await page('/catalogues/catalogues?keyword=brogi')).body)).toBeNull();
  });

  it('on the navigation list in its default order: its first window of editions', async () => {
    const answers = answersOf((await page('/catalogues/navigate-list')).body);
    const call = '/editions?direction=asc&lang=EN&page=1&per-page=200&sort=title';
    expect(Object.keys(answers ?? {})).toEqual([call]);
    expect(answers?.[call]).toEqual(await server.getJson(`/api${call}`));
    expect(answersOf((await page('/catalogues/navigate-list?filter=alinari')).body)).toBeNull();
  });

  it("on the navigation list in another order: that order's first window too", async () => {
    const answers = answersOf((await page('/catalogues/navigate-list?sort=publishers&direction=desc')).body);
    const calls = [
      '/editions?direction=asc&lang=EN&page=1&per-page=200&sort=title',
      '/editions?direction=desc&lang=EN&page=1&per-page=200&sort=publishers',
    ];
    expect(Object.keys(answers ?? {}).sort()).toEqual(calls);
    for (const call of calls) expect(answers?.[call], call).toEqual(await server.getJson(`/api${call}`));
  });

  it('none on pages without such calls', async () => {
    for (const url of ['/catalogues/browse', '/catalogues/catalogues/compare', '/catalogues/place/1']) {
      expect(answersOf((await page(url)).body), url).toBeNull();
    }
  });
});

describe('the hints of a page', () => {
  const modulePreloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)" \/>/g)].map(
      (match) => match[1],
    );

  it('name the chunks of the route the URL shows, to load with the entry', async () => {
    const html = (await page('/catalogues/catalogues?keyword=vedute')).body;
    expect(modulePreloads(html)).toEqual(
      expect.arrayContaining([
        '/catalogues/assets/_default-D1.js',
        '/catalogues/assets/catalogues-C1.js',
        '/catalogues/assets/catalogues-C2.js',
        '/catalogues/assets/lists-L1.js',
      ]),
    );
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/catalogues/assets/lists-L1.css" />',
    );
    // In the head, so the browser finds them before the texts.
    expect(html.indexOf('catalogues-C1.js')).toBeLessThan(html.indexOf('</head>'));
    expect(modulePreloads(html)).not.toContain('/catalogues/assets/pdf-reader-R1.js');
  });

  it('on an edition page: the reader too, as Link headers, and not the pdf.js worker', async () => {
    const response = await page('/catalogues/catalogues/1/edition/2/place/3');
    expect(modulePreloads(response.body)).toEqual(
      expect.arrayContaining(['/catalogues/assets/_editionId-X1.js', '/catalogues/assets/pdf-reader-R1.js']),
    );
    // pdf.js's library first, at the browser's default priority: the entry asks for it as it runs.
    for (const file of ['pdf-document-D1.js', 'pdf-J1.js']) {
      expect(response.body).toContain(
        `<link rel="modulepreload" crossorigin href="/catalogues/assets/${file}" />`,
      );
      expect(response.body.indexOf(file)).toBeLessThan(response.body.indexOf('_editionId-X1.js'));
    }
    const link = String(response.headers.link);
    expect(link).toContain('</catalogues/assets/index-E1.js>; rel=modulepreload');
    expect(link).toContain('</catalogues/assets/pdf-document-D1.js>; rel=modulepreload');
    expect(link).toContain('</catalogues/assets/pdf-J1.js>; rel=modulepreload');
    expect(link).toContain('</catalogues/assets/pdf-reader-R1.js>; rel=modulepreload');
    expect(link).toContain('</catalogues/assets/reader-first-load-F1.js>; rel=modulepreload');
    expect(link).toContain('</catalogues/assets/reader-first-load-S1.js>; rel=modulepreload');
    expect(link).toContain(
      '</api/catalogues/1/editions/2/pdf/opening?page=1>; rel=preload; as=fetch; crossorigin',
    );
    // Only these: the route's chunks are in the page, and a long header would trip proxies' limits.
    expect(link.split(', ')).toHaveLength(8);
    // The worker the first load starts asks for its script itself; a prefetch was a second download.
    expect(link).not.toContain('pdf.worker');
    expect(response.body).not.toContain('pdf.worker');
    expect((await page('/catalogues/catalogues')).headers.link).toBeUndefined();
  });

  it("on an edition page: its PDF's opening before anything else, for the page the reader opens at", async () => {
    const tag = (page: number) =>
      `<link rel="preload" as="fetch" crossorigin href="/api/catalogues/1/editions/2/pdf/opening?page=${page}" />`;
    const html = (await page('/catalogues/catalogues/1/edition/2')).body;
    expect(html).toContain(tag(1));
    expect(html.indexOf(tag(1))).toBeLessThan(html.indexOf('rel="modulepreload"'));
    expect((await page('/catalogues/catalogues/1/edition/2/place/3?page=150')).body).toContain(tag(150));
    // A page the route would not read opens page 1, as the reader does; the last of several counts.
    expect((await page('/catalogues/catalogues/1/edition/2?page=0')).body).toContain(tag(1));
    expect((await page('/catalogues/catalogues/1/edition/2?page=2&page=7')).body).toContain(tag(7));
    for (const path of [
      '/catalogues/catalogues/compare?catalogue=1',
      '/catalogues/catalogues/1',
      '/catalogues/catalogues/x/edition/2',
    ])
      expect((await page(path)).body, path).not.toContain('/pdf/opening');
  });

  it("on a reader's page: runs the reader's first load as soon as it arrives, after the configuration it reads", async () => {
    const script =
      '<script type="module" async crossorigin src="/catalogues/assets/reader-first-load-F1.js"></script>';
    for (const path of ['/catalogues/catalogues/1/edition/2', '/catalogues/catalogues/compare?catalogue=1']) {
      const html = (await page(path)).body;
      expect(html, path).toContain(script);
      expect(html.indexOf(script), path).toBeGreaterThan(html.indexOf('id="runtime-config"'));
    }
    for (const path of ['/catalogues/catalogues', '/catalogues/catalogues/1', '/catalogues/'])
      expect((await page(path)).body, path).not.toContain('reader-first-load');
  });

  it('on an edition page: sent first as 103 Early Hints, before the page', async () => {
    const address = await shellApp.listen({ port: 0, host: '127.0.0.1' });
    const early: IncomingHttpHeaders[] = [];
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${address}/catalogues/catalogues/1/edition/2`, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('information', (info) => {
        if (info.statusCode === 103) early.push(info.headers);
      });
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(200);
    expect(early).toHaveLength(1);
    expect(String(early[0]?.link)).toContain('</catalogues/assets/pdf-reader-R1.js>; rel=modulepreload');
  });
});
