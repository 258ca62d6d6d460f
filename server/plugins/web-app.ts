import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';

const distDir = join(import.meta.dirname, '..', '..', 'dist');

/** The built SPA under /catalogues/ with history fallback, and its runtime configuration. */
export async function registerWebApp(app: FastifyInstance, config: ServerConfig) {
  const built = existsSync(join(distDir, 'index.html'));
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
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // HEAD asks for what GET would answer, without the body (Fastify's reply leaves it out).
    const reads = request.method === 'GET' || request.method === 'HEAD';
    const isPage = reads && (path === '/catalogues' || path.startsWith('/catalogues/'));
    if (isPage && extname(path) === '') {
      if (!built) {
        return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir);
    }
    return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'not_found' });
  });
}
