import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * Every operation the contracts mark as staff-only (`x-fastify-config: { role: ADMIN }`), read from
 * the OpenAPI documents themselves: a new staff route is covered the day it is written.
 */
const contracts = { catalogue: '/api', projects: '/api/projects', multimedia: '/api/multimedia' } as const;

interface Operation {
  method: string;
  url: string;
}

function staffOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const [name, prefix] of Object.entries(contracts)) {
    const document = parse(
      readFileSync(join(import.meta.dirname, '../../openapi', `${name}.yaml`), 'utf8'),
    ) as {
      paths: Record<string, Record<string, { 'x-fastify-config'?: { role?: string } }>>;
    };
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (operation?.['x-fastify-config']?.role !== 'ADMIN') continue;
        // Any well-formed id: the refusal must come before the item is looked up.
        operations.push({ method: method.toUpperCase(), url: prefix + path.replace(/\{[^}]+\}/g, '1') });
      }
    }
  }
  return operations;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('staff-only operations', () => {
  const operations = staffOperations();

  it('are found in the contracts: every write of catalogues, editions, PDFs, supplements, places, publishers, holders, translations, languages and media', () => {
    const urls = new Set(operations.map((operation) => `${operation.method} ${operation.url}`));
    for (const expected of [
      'POST /api/catalogues',
      'PUT /api/catalogues/1',
      'DELETE /api/catalogues/1',
      'PUT /api/catalogues/1/editions/1/pdf',
      'POST /api/catalogues/1/supplementary-contents',
      'DELETE /api/places/1',
      'PUT /api/places/1/editions',
      'POST /api/publishers',
      'PUT /api/holders/1',
      'POST /api/projects/translations',
      'PUT /api/projects/translations',
      'POST /api/projects/languages',
      'POST /api/multimedia/',
    ]) {
      expect(urls, expected).toContain(expected);
    }
  });

  it('refuse a guest with 401 and a USER with 403, whatever role header they send, and change nothing', async () => {
    const before = await server.getJson<{ catalogues: unknown[] }>(
      '/api/catalogues?per-page=100&include-supplements=true',
    );
    for (const { method, url } of operations) {
      const payload = url.includes('translations') ? [] : {};
      const guest = await server.request({
        method: method as 'POST',
        url,
        headers: { role: 'ADMIN' },
        payload,
      });
      expect(guest.statusCode, `guest ${method} ${url}`).toBe(401);
      const user = await server.request({
        method: method as 'POST',
        url,
        headers: { ...server.reader, role: 'ADMIN' },
        payload,
      });
      expect(user.statusCode, `USER ${method} ${url}`).toBe(403);
    }
    expect(await server.getJson('/api/catalogues?per-page=100&include-supplements=true')).toEqual(before);
  });
});
