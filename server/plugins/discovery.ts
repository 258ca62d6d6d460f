import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { PageHead } from '../domain/page-head.ts';
import { pageMetadata, publicPageOf } from '../domain/page-metadata.ts';
import { robotsTxt, sitemapIndex, sitemapPart, sitemapPartOf } from '../domain/sitemap.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The head of the public page at `url` (a record's facts for Zotero, Google Scholar, search
     * engines and link previews), or null for a page that shows no record or an unknown one.
     * The web app's shell (plugins/web-app.ts) writes it in.
     */
    pageHead?: (url: string) => Promise<PageHead | null>;
  }
}

interface DiscoveryOptions {
  config: Pick<ServerConfig, 'publicOrigin' | 'publicUrls'>;
  db: Database;
}

/**
 * How the scholarly web finds the records: the page heads the web app's shell carries, the
 * sitemap (`/sitemap.xml`, always an index of children of at most 50,000 URLs) and `/robots.txt`.
 */
const discovery: FastifyPluginAsync<DiscoveryOptions> = async (app, { config, db }) => {
  const origin = config.publicOrigin;
  const appPath = config.publicUrls.app;
  const metadata = { ctx: { db, urls: config.publicUrls }, origin };

  app.decorate('pageHead', async (url: string) => {
    const page = publicPageOf(url, appPath);
    return page ? pageMetadata(metadata, page) : null;
  });

  const hidden = { schema: { hide: true } };
  app.get('/robots.txt', hidden, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(origin, appPath)),
  );
  app.get('/sitemap.xml', hidden, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(await sitemapIndex({ db, origin })),
  );
  app.get<{ Params: { name: string } }>('/sitemaps/:name', hidden, async (request, reply) => {
    const wanted = sitemapPartOf(request.params.name);
    const xml = wanted ? await sitemapPart({ db, origin, appPath }, wanted.kind, wanted.part) : null;
    if (xml === null) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'not_found' });
    }
    return reply.type('application/xml; charset=utf-8').send(xml);
  });
};

export const discoveryPlugin = fastifyPlugin(discovery, { name: 'discovery' });
