import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { type PageHead, pageShell } from '../domain/page-head.ts';

const builtDir = join(import.meta.dirname, '..', '..', 'dist');

export interface WebAppOptions {
  /** Where the built app is (default `dist/`); tests give a directory with a shell of their own. */
  distDir?: string;
}

/**
 * The built SPA under /catalogues/ with history fallback, and its runtime configuration. The
 * fallback page is index.html, read once, with the head of the record the URL shows (the
 * discovery plugin's `pageHead`) written in.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: ServerConfig,
  { distDir = builtDir }: WebAppOptions = {},
) {
  const indexPath = join(distDir, 'index.html');
  const built = existsSync(indexPath);
  const shell = built ? pageShell(readFileSync(indexPath, 'utf8')) : null;
  app.get('/catalogues/config.json', { schema: { hide: true } }, () => ({
    apiUrl: config.publicUrls.api,
    projectsUrl: config.publicUrls.projects,
    multimediaUrl: config.publicUrls.multimedia,
    iiifUrl: config.publicUrls.iiif,
    mapStyleUrl: config.mapStyleUrl ?? null,
  }));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/catalogues/',
      decorateReply: false,
      // `/catalogues/` is the home page: the fallback below serves it, with its head.
      index: false,
      cacheControl: false,
      setHeaders(reply, path) {
        // Hashed assets never change; the page itself is revalidated so a new release is picked up.
        reply.header(
          'cache-control',
          path.includes(`${join('dist', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // HEAD asks for what GET would answer, without the body (Fastify's reply leaves it out).
    const reads = request.method === 'GET' || request.method === 'HEAD';
    const isPage = reads && (path === '/catalogues' || path.startsWith('/catalogues/'));
    if (isPage && extname(path) === '') {
      if (!shell) {
        return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      }
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(shell.render(await headOf(request)));
    }
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'not_found' });
  });
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
