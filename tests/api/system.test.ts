import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractNames, openapiDir } from '../../server/plugins/api-docs.ts';
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

/** Every GET of the three contracts, with ids of the demo data filled in. */
async function contractGets(): Promise<string[]> {
  const prefixes = { catalogue: '/api', projects: '/api/projects', multimedia: '/api/multimedia' };
  const values: Record<string, string> = {
    id: '1',
    catalogueId: '1',
    editionId: '1',
    supplementaryId: '1',
    locale: 'EN',
    serviceId: '8',
  };
  const urls: string[] = [];
  for (const name of contractNames) {
    const document = parse(await readFile(join(openapiDir, `${name}.yaml`), 'utf8')) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [path, item] of Object.entries(document.paths)) {
      if (!item.get) continue;
      urls.push(prefixes[name] + path.replace(/\{(\w+)\}/g, (_, param: string) => values[param] ?? '1'));
    }
  }
  return urls;
}

describe('HEAD', () => {
  it('answers wherever GET does, with the same status and headers and no body', async () => {
    const [file] = await server.db.query<{ sha256: string }>(
      "select sha256 from files where mime_type like 'image/%' order by id limit 1",
    );
    const [edition] = await server.db.query<{ catalogue_id: number; id: number }>(
      'select catalogue_id, id from editions where pdf_file_id is not null order by id limit 1',
    );
    const image = file?.sha256;
    const pdfUrl = `/api/catalogues/${edition?.catalogue_id}/editions/${edition?.id}/pdf`;
    const urls = [
      '/',
      '/catalogues',
      '/catalogues/',
      '/catalogues/catalogues',
      '/catalogues/catalogues/1/editions/1',
      '/catalogues/config.json',
      '/catalogues/favicon.svg',
      '/api/docs',
      '/api/docs/',
      '/api/docs/static/swagger-ui.css',
      '/api/docs/openapi/catalogue.yaml',
      '/api/docs/json',
      `/iiif/3/${image}/info.json`,
      `/iiif/3/${image}/full/64,/0/default.jpg`,
      pdfUrl,
      ...(await contractGets()),
    ];
    expect(urls).toContain('/api/catalogues/1');
    for (const url of urls) {
      for (const headers of [{}, server.admin]) {
        const got = await server.request({ method: 'GET', url, headers });
        const head = await server.request({ method: 'HEAD', url, headers });
        expect(head.statusCode, `HEAD ${url}`).toBe(got.statusCode);
        expect(head.body, `HEAD ${url}`).toBe('');
        expect(head.headers['content-type'], `HEAD ${url}`).toBe(got.headers['content-type']);
        expect(head.headers['content-security-policy'], `HEAD ${url}`).toBeTruthy();
      }
    }
  });
});

describe('the contracts for download', () => {
  it('are found by their names only, not by names every object inherits', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'nothing']) {
      for (const url of [`/api/docs/openapi/${name}`, `/api/docs/openapi/${name}.yaml`]) {
        const response = await server.request({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'not_found' });
      }
    }
  });
});
