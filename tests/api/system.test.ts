import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the server', () => {
  it('answers its health check with the engine it runs on', async () => {
    const response = await server.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: expect.stringMatching(/^(pglite|postgres)$/) });
  });

  it('redirects / to the web app', async () => {
    const response = await server.request({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/catalogues/');
  });

  it('serves the three contracts and their browsable documentation', async () => {
    for (const name of ['catalogue', 'projects', 'multimedia']) {
      const response = await server.request({ method: 'GET', url: `/api/docs/openapi/${name}.yaml` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/^openapi: 3\.1\.0/);
    }
    const page = await server.request({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await server.request({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'not_found' });
  });

  it('gives the web app its runtime configuration', async () => {
    const response = await server.request({ method: 'GET', url: '/catalogues/config.json' });
    expect(response.json()).toMatchObject({
      apiUrl: '/api',
      projectsUrl: '/api/projects',
      iiifUrl: '/iiif/3',
    });
  });

  it('has the demo data loaded', async () => {
    const response = await server.request({ method: 'GET', url: '/api/catalogues?include-supplements=true' });
    expect(response.json().pagination.count).toBeGreaterThanOrEqual(40);
  });
});

describe('compression', () => {
  it('gzips JSON for clients that accept it, and the body is the same once unzipped', async () => {
    const url = '/api/editions?per-page=9999';
    const plain = await server.request({ method: 'GET', url });
    const zipped = await server.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.payload);
  });
});

describe('cached public answers', () => {
  it('revalidate with an ETag until the data changes', async () => {
    const first = await server.request({ method: 'GET', url: '/api/holders?per-page=3' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await server.request({
      method: 'GET',
      url: '/api/holders?per-page=3',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const created = await server.request({
      method: 'POST',
      url: '/api/holders',
      headers: server.admin,
      payload: { name: 'Aaa Photo Archive' },
    });
    expect(created.statusCode).toBe(201);
    const changed = await server.request({
      method: 'GET',
      url: '/api/holders?per-page=3',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().holders[0].name).toBe('Aaa Photo Archive');
  });
});
