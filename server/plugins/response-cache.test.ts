import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { responseCachePlugin } from './response-cache.ts';

/** A list route like the contract's: two declared query parameters, answers that differ by them. */
async function cachedApp(options: { maxBytes: number; maxEntries: number }) {
  let version = '1';
  let rendered = 0;
  const app = Fastify();
  await app.register(responseCachePlugin, { ...options, dataVersion: async () => version });
  app.get(
    '/items',
    {
      config: { cache: true },
      schema: {
        querystring: {
          type: 'object',
          properties: { keyword: { type: 'string' }, page: { type: 'integer' } },
        },
      },
    },
    async (request) => {
      rendered += 1;
      const { keyword = '', page = 1 } = request.query as { keyword?: string; page?: number };
      return { keyword, page, filler: 'x'.repeat(500) };
    },
  );
  await app.ready();
  return {
    app,
    get: (url: string) => app.inject({ method: 'GET', url }),
    rendered: () => rendered,
    bump: () => {
      version = String(Number(version) + 1);
    },
  };
}

const junk = (index: number) => `${index.toString(36)}${'z'.repeat(2000)}`;

describe('the response cache', () => {
  it('answers a repeated read from memory until the data changes', async () => {
    const cache = await cachedApp({ maxBytes: 1024 * 1024, maxEntries: 100 });
    const first = await cache.get('/items?keyword=alinari');
    const second = await cache.get('/items?keyword=alinari');
    expect(second.body).toBe(first.body);
    expect(cache.rendered()).toBe(1);
    cache.bump();
    await cache.get('/items?keyword=alinari');
    expect(cache.rendered()).toBe(2);
  });

  it('keys only the query parameters the route declares: 2,000 junk URLs make one entry, not the 1,000 it may hold', async () => {
    const cache = await cachedApp({ maxBytes: 1024 * 1024, maxEntries: 1000 });
    for (let index = 0; index < 2000; index++) {
      const response = await cache.get(`/items?keyword=brogi&x${index % 7}=${junk(index)}`);
      expect(response.statusCode).toBe(200);
    }
    expect(cache.rendered()).toBe(1);
    expect(cache.app.responseCacheStats().entries).toBe(1);
  });

  it('stays within its byte limit, keys included, whatever distinct reads arrive', async () => {
    const maxBytes = 64 * 1024;
    const cache = await cachedApp({ maxBytes, maxEntries: 10_000 });
    // Over a hundred times the entries that fit.
    for (let index = 0; index < 2000; index++) {
      await cache.get(`/items?keyword=${junk(index)}&page=${index}`);
      if (index % 100 === 0) expect(cache.app.responseCacheStats().bytes).toBeLessThanOrEqual(maxBytes);
    }
    const { bytes, entries } = cache.app.responseCacheStats();
    expect(bytes).toBeLessThanOrEqual(maxBytes);
    // Each entry holds a 2 KB key (4 KB as UTF-16) and a body: the keys are what fills it.
    expect(entries).toBeLessThan(maxBytes / 4000);
    expect(entries).toBeGreaterThan(0);
  });

  it('stays within its entry limit', async () => {
    const cache = await cachedApp({ maxBytes: 1024 * 1024 * 1024, maxEntries: 50 });
    for (let index = 0; index < 500; index++) await cache.get(`/items?page=${index}`);
    expect(cache.app.responseCacheStats().entries).toBe(50);
    // The most recent reads are the ones kept.
    await cache.get('/items?page=499');
    expect(cache.rendered()).toBe(500);
    await cache.get('/items?page=0');
    expect(cache.rendered()).toBe(501);
  });
});
