import { existsSync, readFileSync, statSync } from 'node:fs';
import { Socket } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import type { FastifyCompressRouteOptions } from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageAnswersElementId } from '../../common/page-answers.ts';
import { pdfOpeningUrl } from '../../common/pdf-opening.ts';
import { translationServiceId } from '../../common/translation-service.ts';
import type { components } from '../../openapi/generated/projects';
import type { ServerConfig } from '../config.ts';
import { pdfUrl } from '../domain/editions.ts';
import { firstCallsOf } from '../domain/page-answers.ts';
import {
  dataBlock,
  type PageTexts,
  pageLocale,
  pageTextsElementId,
  pageTextsOf,
  runtimeConfigElementId,
  runtimeConfigOf,
} from '../domain/page-data.ts';
import { type PageHead, type PageShell, pageShell } from '../domain/page-head.ts';
import { openingPageOf } from '../domain/pdf-opening.ts';
import {
  editionOfPath,
  type Preload,
  type RoutePreloads,
  routePreloads,
  type ViteManifest,
} from '../domain/route-preloads.ts';

const builtDir = join(import.meta.dirname, '..', '..', 'dist');

/** Where the app lives (vite.config.ts `base`); the built files' paths are relative to it. */
const appBase = '/catalogues/';

/**
 * Where server/app.ts mounts the projects contract. The page's texts are what its translations
 * call answers, asked for inside the server (`inject`), so they are the same to the byte and
 * follow staff edits at once.
 */
const projectsPrefix = '/api/projects';

/** Where server/app.ts mounts the catalogue contract, whose first answers a page carries (see answersOf). */
const cataloguePrefix = '/api';

type Translation = components['schemas']['Translation'];
type Language = components['schemas']['Language'];

export interface WebAppOptions {
  /** Where the built app is (default `dist/`); tests give a directory with a shell of their own. */
  distDir?: string;
  /** The server whose translations calls the pages' texts repeat (default: this one). */
  services?: FastifyInstance;
}

/** What a page is written from besides the request. */
export interface PageSources {
  config: Pick<ServerConfig, 'publicUrls' | 'mapStyleUrl'>;
  /** The server answering the projects contract (see `projectsPrefix`). */
  services: FastifyInstance;
}

/** The built app as the server reads it once: the shell, and the route preloads of its manifest. */
export interface WebApp {
  shell: PageShell;
  /** Null for a build without a manifest: its pages go without hints. */
  preloads: RoutePreloads | null;
}

/** The build in `distDir`; null when there is none. */
export function loadWebApp(distDir: string): WebApp | null {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  return {
    shell: pageShell(readFileSync(indexPath, 'utf8')),
    preloads: existsSync(manifestPath)
      ? routePreloads(JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest)
      : null,
  };
}

/**
 * The built files in `distDir` that go out as the build wrote them, never compressed on the way:
 * those with a Brotli and a gzip copy beside them (vite.plugins.ts; `preCompressed` sends the
 * copy), and those under 1 kB, which compressed would hardly be smaller. @fastify/compress wraps
 * every file stream in gzip whatever its size (its threshold applies to answers it can measure),
 * and gzipped each of an edition page's forty chunks under 1 kB on every request: a small chunk
 * now takes 0.6-0.7 ms of the server instead of 1.0-1.4 ms. A file without copies (a build made
 * without the plugin) is still compressed. A hook on routes, which must run before the compression
 * plugin's own: call it before registering that plugin (server/app.ts).
 */
export function leaveBuiltFilesUncompressed(app: FastifyInstance, distDir = builtDir): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(appBase) || extname(route.url) === '') return;
    const file = join(distDir, route.url.slice(appBase.length));
    const hasCopies = existsSync(`${file}.br`) && existsSync(`${file}.gz`);
    if (hasCopies || (existsSync(file) && statSync(file).size < 1024)) route.compress = false;
  });
}

/**
 * The built SPA under /catalogues/ with history fallback, and its runtime configuration. The
 * fallback page is index.html, read once, with what the first render needs written in (sendPage).
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: ServerConfig,
  { distDir = builtDir, services = app }: WebAppOptions = {},
) {
  const webApp = loadWebApp(distDir);
  const assetsDir = `${join(resolve(distDir), 'assets')}${sep}`;
  app.get('/catalogues/config.json', { schema: { hide: true } }, () => runtimeConfigOf(config));
  if (webApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/catalogues/',
      decorateReply: false,
      // `/catalogues/` is the home page: the fallback below serves it, with its head.
      index: false,
      // A route per file of the build, listed once at start (the shell and the manifest are read
      // once too; a new build needs a restart): a catch-all route read the folders on every request
      // to check the path's spelling, and an edition page's 58 files took 200-290 ms to send at once
      // over HTTP/2 instead of 100-170 ms (2 cores). A path that is no file of the build is no route.
      wildcard: false,
      // The build writes a Brotli and a gzip copy beside each script and style (vite.plugins.ts):
      // sent as they are to a browser that takes them, instead of compressed again on each request.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        // Hashed assets never change; the page itself is revalidated so a new release is picked up.
        // The build's own assets folder, wherever the build is: a build outside `dist` (the
        // benches') went out as no-cache, every script asked for again on the next visit.
        reply.header(
          'cache-control',
          resolve(path).startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const page = (request: FastifyRequest, reply: FastifyReply) =>
    webApp
      ? sendPage(request, reply, webApp, { config, services })
      : reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
  const notFound = (reply: FastifyReply) =>
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'not_found' });
  // Every address under /catalogues/ that is no file of the build nor another route is a page of
  // the app, or a file that does not exist. Routes, not the not-found handler, which is outside
  // any route and so goes without the routes' compression (the home page went out at 59 kB, not 13).
  app.get('/catalogues/', { schema: { hide: true }, compress: pageCompression }, page);
  app.get('/catalogues/*', { schema: { hide: true }, compress: pageCompression }, (request, reply) =>
    extname(request.url.split('?')[0] ?? '') === '' ? page(request, reply) : notFound(reply),
  );
  app.setNotFoundHandler(async (_request, reply) => notFound(reply));
}

/**
 * A page's shell goes out in Brotli where the browser takes it (gzip otherwise, as everything else
 * the server compresses): its inline texts and answers shrink about 8 % more (13.9 -> 12.9 kB for
 * the home page) for 0.3 ms, and under TCP's first window of ten segments (14.6 kB) the page
 * arrives in one round trip instead of two. Quality 5: the size of quality 9 at a fifteenth of its
 * time.
 */
const pageCompression = {
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
} satisfies FastifyCompressRouteOptions['compress'];

/**
 * A page of the app: the shell with the head of the record the URL shows (the discovery plugin's
 * `pageHead`), `modulepreload` hints for the route's chunks, the runtime configuration, the texts
 * of the visitor's language and the answers of the page's first calls. A page that shows the PDF
 * reader also gets its hints as `Link` headers, first in a 103 Early Hints answer while the server
 * reads the rest.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  webApp: WebApp,
  { config, services }: PageSources,
) {
  const [pathname = '', query = ''] = request.url.split('?');
  const inApp = pathname.slice(appBase.length - 1);
  const pdf = pdfOpeningOf(config, inApp, new URLSearchParams(query));
  const preloads = webApp.preloads?.forPath(inApp) ?? [];
  const earlyHints = webApp.preloads?.earlyHints(inApp) ?? [];
  const headTags = [...(pdf ? [pdfOpeningTag(pdf)] : []), ...preloads.map(linkTag)];
  if (earlyHints.length > 0) {
    const links = [...(pdf ? [pdfOpeningHeader(pdf)] : []), ...earlyHints.map(linkHeader)];
    // Only on a connection: an injected request (tests) has a stand-in socket that cannot take a 1xx.
    if (request.raw.socket instanceof Socket) {
      reply.writeEarlyHints({ link: links });
      // Out on the wire before the page's own work, which holds the thread (the embedded
      // database runs in it): written only when the thread was free, the hints reached the
      // browser with the page itself, 30-45 ms after it asked, and gained it nothing.
      await new Promise((sent) => setImmediate(sent));
    }
    reply.header('link', links.join(', '));
  }
  const [head, { texts, answers }] = await Promise.all([
    headOf(request),
    textsAndAnswersOf(request, services, inApp),
  ]);
  const bodyEndTags = [dataBlock(runtimeConfigElementId, runtimeConfigOf(config))];
  if (texts) bodyEndTags.push(dataBlock(pageTextsElementId, texts));
  if (answers) bodyEndTags.push(dataBlock(pageAnswersElementId, answers));
  // After the configuration it reads; `async`, so it runs once it has arrived, not after the entry.
  const firstLoad = webApp.preloads?.firstLoadScript(inApp);
  if (firstLoad)
    bodyEndTags.push(`<script type="module" async crossorigin src="${appBase}${firstLoad}"></script>`);
  return reply
    .header('cache-control', 'no-cache')
    .header('vary', 'cookie, accept-language')
    .type('text/html; charset=utf-8')
    .send(
      webApp.shell.render(head, {
        lang: texts?.locale.toLowerCase(),
        headTags,
        bodyEndTags,
      }),
    );
}

const urlOf = (preload: Preload) => `${appBase}${preload.file}`;

/**
 * On an edition's page, the address of its PDF's opening (common/pdf-opening.ts) for the page the
 * reader opens at: the page's head names it before anything else, so the PDF's first bytes load
 * with the HTML, while the app's code loads, instead of once the reader's first-load script has
 * run (it then asks for the same address, and the browser hands over what it preloaded). An
 * edition without a PDF answers 404 to it, as it did to that script's Range requests.
 */
function pdfOpeningOf(config: PageSources['config'], path: string, search: URLSearchParams): string | null {
  const edition = editionOfPath(path);
  if (!edition) return null;
  return pdfOpeningUrl(
    pdfUrl(config.publicUrls, edition.catalogueId, edition.editionId),
    openingPageOf(search.getAll('page')),
  );
}

/** In CORS mode, as the reader's `fetch` asks for it: a preload in another mode would go unused. */
const pdfOpeningTag = (url: string) =>
  `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}" />`;
const pdfOpeningHeader = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;
const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The hint as an element of the page, in CORS mode as the entry's tags and Vite's loader of route
 * chunks ask for scripts and stylesheets (a preload in another mode would go unused). Low
 * priority: none of these can run before the entry, which they import, so they take the bandwidth
 * the entry leaves (on a phone's 1.6 Mbps, first paint came about 0.3 s sooner than with the
 * default high priority); except the urgent ones, which the entry itself asks for.
 */
function linkTag(preload: Preload): string {
  switch (preload.kind) {
    case 'script':
      return preload.urgent
        ? `<link rel="modulepreload" crossorigin href="${urlOf(preload)}" />`
        : `<link rel="modulepreload" crossorigin fetchpriority="low" href="${urlOf(preload)}" />`;
    case 'style':
      return `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${urlOf(preload)}" />`;
  }
}

/** The hint as a `Link` header value (RFC 8288). */
function linkHeader(preload: Preload): string {
  switch (preload.kind) {
    case 'script':
      return `<${urlOf(preload)}>; rel=modulepreload; crossorigin`;
    case 'style':
      return `<${urlOf(preload)}>; rel=preload; as=style; crossorigin`;
  }
}

/** The page's head; a failure to read it (the database away) costs the head, never the page. */
async function headOf(request: FastifyRequest): Promise<PageHead | null> {
  try {
    return (await request.server.pageHead?.(request.url)) ?? null;
  } catch (error) {
    request.log.warn({ err: error }, 'the page head could not be read');
    return null;
  }
}

/**
 * The texts of the visitor's language, as the translations service answers them, and the answers
 * of the page's first calls in that language, asked for together once the language is known. A
 * failure costs the block, never the page (the app then asks the service itself).
 */
async function textsAndAnswersOf(
  request: FastifyRequest,
  services: FastifyInstance,
  inApp: string,
): Promise<{ texts: PageTexts | null; answers: Record<string, unknown> | null }> {
  let languages: Language[];
  try {
    languages = await answerOf<Language[]>(services, `/languages/services/${translationServiceId}`);
  } catch (error) {
    request.log.warn({ err: error }, 'the page texts could not be read');
    return { texts: null, answers: null };
  }
  const locale = pageLocale(
    { cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] },
    languages,
  );
  const [texts, answers] = await Promise.all([
    answerOf<Translation[]>(services, `/translations/${locale}/services/${translationServiceId}`).then(
      (translations) => pageTextsOf(locale, translations, languages),
      (error: unknown) => {
        request.log.warn({ err: error }, 'the page texts could not be read');
        return null;
      },
    ),
    answersOf(request, services, inApp, locale),
  ]);
  return { texts, answers };
}

/**
 * The answers of the calls the page makes as it opens (firstCallsOf), keyed by call, asked for
 * inside the server as the page's texts are: the same bytes the app would get, from the same
 * handlers and response cache. Only answers that succeeded; a call that failed, or a page with none,
 * is left to the app, which asks the service itself.
 */
async function answersOf(
  request: FastifyRequest,
  services: FastifyInstance,
  inApp: string,
  locale: string,
): Promise<Record<string, unknown> | null> {
  const calls = firstCallsOf(inApp, locale, request.url.split('?')[1] ?? '');
  if (calls.length === 0) return null;
  try {
    const answered = await Promise.all(
      calls.map(async (call) => {
        const response = await services.inject({ method: 'GET', url: `${cataloguePrefix}${call}` });
        return response.statusCode === 200 ? ([call, response.json()] as const) : null;
      }),
    );
    const answers = answered.filter((answer) => answer !== null);
    return answers.length > 0 ? Object.fromEntries(answers) : null;
  } catch (error) {
    request.log.warn({ err: error }, 'the page answers could not be read');
    return null;
  }
}

async function answerOf<T>(services: FastifyInstance, path: string): Promise<T> {
  const response = await services.inject({ method: 'GET', url: `${projectsPrefix}${path}` });
  if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
  return response.json<T>();
}
