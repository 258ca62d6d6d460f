import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { type AnswerFormat, answerFormats, negotiateExport } from '../domain/exports/formats.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers of this GET route depend only on its URL and the data: cache and validate them. */
    cache?: boolean;
  }
  interface FastifyRequest {
    cacheEntry?: { key: string; version: string; etag: string; hit: boolean };
  }
  interface FastifyInstance {
    /** What the response cache holds now, as it accounts for it. */
    responseCacheStats(): { entries: number; bytes: number };
  }
}

export interface ResponseCacheOptions {
  /** The current data version; it changes with every write (see migration 002). */
  dataVersion(): Promise<string>;
  /** Upper bound of the memory held: bodies, keys and bookkeeping. */
  maxBytes: number;
  /** Upper bound of the number of answers held. */
  maxEntries: number;
}

interface Entry {
  version: string;
  /** Encoded once: a large answer (the navigation list is megabytes) is not re-encoded per request. */
  payload: Buffer;
  contentType: string;
}

/** What an entry costs beyond its body and key: the objects, the header string, the LRU's links. */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * The key of a cached answer: the route, its path parameters and only the query parameters its
 * contract declares, in a fixed order. Undeclared parameters are ignored by the handlers, so they
 * are dropped here too: junk in the URL can neither grow the cache nor bypass it. A route that
 * answers other formats (it declares `format`: the exports, the records' JSON-LD) adds the format
 * the request negotiates among those the route offers, so a JSON answer is never served for a CSV
 * or JSON-LD request or the other way round (exports stream, and are not stored, but their ETag
 * differs from the JSON's).
 */
export function cacheKey(request: FastifyRequest): string {
  const { declared, offered } = routeQueryOf(request);
  const query = request.query as Record<string, unknown>;
  const known = declared.filter((name) => query[name] !== undefined).map((name) => [name, query[name]]);
  const key: unknown[] = [request.routeOptions.url, request.params, known];
  if (offered) key.push(negotiatedFormat(request.headers.accept, query.format, offered));
  return JSON.stringify(key);
}

/** The format `accept` and `format` ask for among `offered` ('json' for none), or 'not-acceptable'. */
function negotiatedFormat(accept: string | undefined, format: unknown, offered: AnswerFormat[]): string {
  const valid = format === 'json' || offered.includes(format as AnswerFormat);
  try {
    return negotiateExport(accept, valid ? (format as AnswerFormat | 'json') : undefined, offered) ?? 'json';
  } catch {
    return 'not-acceptable';
  }
}

interface RouteQuery {
  /** The declared query parameters, sorted. */
  declared: string[];
  /** The formats the route's `format` parameter offers besides JSON; null when it has none. */
  offered: AnswerFormat[] | null;
}

/** The declared query parameters of each route, read once (hits are answered in microseconds). */
const routeQueries = new WeakMap<object, RouteQuery>();

function routeQueryOf(request: FastifyRequest): RouteQuery {
  const schema = (request.routeOptions.schema ?? {}) as {
    querystring?: { properties?: Record<string, { enum?: unknown[] }> };
  };
  let route = routeQueries.get(schema);
  if (!route) {
    const properties = schema.querystring?.properties ?? {};
    const formats = properties.format?.enum;
    route = {
      declared: Object.keys(properties).sort(),
      offered: formats
        ? formats.filter((name): name is AnswerFormat => typeof name === 'string' && name in answerFormats)
        : null,
    };
    routeQueries.set(schema, route);
  }
  return route;
}

/**
 * Answers repeated reads from memory while the data has not changed, and lets browsers revalidate
 * with ETag/If-None-Match (304). The data version is read from the database on every request, so
 * several server instances on one PostgreSQL never serve a stale answer. Memory is bounded by
 * entries and bytes (keys included), least recently used first out.
 */
const responseCache: FastifyPluginAsync<ResponseCacheOptions> = async (app, options) => {
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    // UTF-16 keys take two bytes a character.
    sizeCalculation: (entry, key) => entry.payload.length + key.length * 2 + ENTRY_OVERHEAD_BYTES,
  });

  app.decorate('responseCacheStats', () => ({ entries: entries.size, bytes: entries.calculatedSize }));

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.cache) return;
    const version = await options.dataVersion();
    const key = cacheKey(request);
    const etag = `W/"${version}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
    const cached = entries.get(key);
    const hit = cached?.version === version;
    request.cacheEntry = { key, version, etag, hit };
    reply.header('etag', etag).header('cache-control', 'no-cache');
    // An answer negotiated from Accept (the exports, the JSON-LD) says so to the caches on the way.
    if (routeQueryOf(request).offered) reply.header('vary', 'Accept');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (hit && cached) return reply.type(cached.contentType).send(cached.payload);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const entry = request.cacheEntry;
    if (entry && !entry.hit && reply.statusCode === 200 && typeof payload === 'string') {
      // One answer may take a quarter of the cache at most, so a few large ones cannot empty it.
      if (payload.length <= options.maxBytes / 4) {
        entries.set(entry.key, {
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
