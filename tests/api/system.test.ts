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
