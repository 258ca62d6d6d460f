import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../db/database.ts';
import type { PublicUrls } from '../domain/context.ts';
import { answerOaiRequest, oaiRepository } from '../domain/oai-pmh.ts';

export interface OaiPmhPluginOptions {
  db: Queryable;
  urls: PublicUrls;
  /** PUBLIC_ORIGIN: the base URL is `{publicOrigin}/oai`, identifiers are `oai:{its host}:edition:{id}`. */
  publicOrigin: string;
  adminEmail: string;
  /** The server's secret, from which the resumption tokens' signing key is derived. */
  secret: string;
  /** Records per answer before a resumption token (default 100). */
  pageSize?: number;
}

/** Largest form body a harvester sends: a verb, four arguments and a token fit in far less. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * OAI-PMH 2.0 at /oai, by GET with a query string or by POST with a form body, as the protocol
 * requires. The arguments are read from the raw text, so a repeated one can be refused.
 */
export const oaiPmhPlugin: FastifyPluginAsync<OaiPmhPluginOptions> = async (app, options) => {
  const repository = oaiRepository(options);
  // This plugin's own scope: only form bodies; anything else is refused with 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.route({
    method: ['GET', 'POST'],
    url: '/oai',
    schema: { hide: true },
    handler: async (request, reply) => {
      const text =
        request.method === 'POST'
          ? typeof request.body === 'string'
            ? request.body
            : ''
          : request.url.includes('?')
            ? request.url.slice(request.url.indexOf('?') + 1)
            : '';
      const xml = await answerOaiRequest(repository, [...new URLSearchParams(text)]);
      return reply.type('text/xml; charset=utf-8').send(xml);
    },
  });
};
