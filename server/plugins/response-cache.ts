import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers of this GET route depend only on its URL and the data: cache and validate them. */
    cache?: boolean;
  }
  interface FastifyRequest {
    cacheEntry?: { key: string; version: string; etag: string; hit: boolean };
  }
}

export interface ResponseCacheOptions {
  /** The current data version; it changes with every write (see migration 002). */
  dataVersion(): Promise<string>;
  /** Upper bound of the bodies kept in memory. */
  maxBytes: number;
}

interface Entry {
  version: string;
  /** Encoded once: a large answer (the navigation list is megabytes) is not re-encoded per request. */
  payload: Buffer;
  contentType: string;
}

/**
 * Answers repeated reads from memory while the data has not changed, and lets browsers revalidate
 * with ETag/If-None-Match (304). The data version is read from the database on every request, so
 * several server instances on one PostgreSQL never serve a stale answer.
 */
const responseCache: FastifyPluginAsync<ResponseCacheOptions> = async (app, options) => {
  const entries = new Map<string, Entry>();
  let totalBytes = 0;

  const remember = (key: string, entry: Entry) => {
    const previous = entries.get(key);
    if (previous) totalBytes -= previous.payload.length;
    entries.delete(key);
    entries.set(key, entry);
    totalBytes += entry.payload.length;
    // Map keeps insertion order: the first keys are the least recently used.
    for (const [oldKey, old] of entries) {
      if (totalBytes <= options.maxBytes) break;
      entries.delete(oldKey);
      totalBytes -= old.payload.length;
    }
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cache) return;
    const version = await options.dataVersion();
    const key = request.url;
    const etag = `W/"${version}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
    const cached = entries.get(key);
    const hit = cached?.version === version;
    request.cacheEntry = { key, version, etag, hit };
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (hit && cached) {
      remember(key, cached);
      return reply.type(cached.contentType).send(cached.payload);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const entry = request.cacheEntry;
    if (entry && !entry.hit && reply.statusCode === 200 && typeof payload === 'string') {
      if (payload.length <= options.maxBytes / 4) {
        remember(entry.key, {
          version: entry.version,
          payload: Buffer.from(payload),
          contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        });
      }
    }
    return payload;
  });
};

export const responseCachePlugin = fastifyPlugin(responseCache, { name: 'response-cache' });
