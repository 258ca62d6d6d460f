import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyStyleElement, reactAriaPressableStyle } from '../../server/plugins/security-headers.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let image: string;
let pdfUrl: string;
beforeAll(async () => {
  server = await startTestServer();
  const [file] = await server.db.query<{ sha256: string }>(
    "select sha256 from files where mime_type like 'image/%' order by id limit 1",
  );
  const [edition] = await server.db.query<{ catalogue_id: number; id: number }>(
    'select catalogue_id, id from editions where pdf_file_id is not null order by id limit 1',
  );
  if (!file || !edition) throw new Error('the demo data has no image or no PDF');
  image = file.sha256;
  pdfUrl = `/api/catalogues/${edition.catalogue_id}/editions/${edition.id}/pdf`;
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.request({ method: 'GET', url, headers });

/** The policy's directives by name: `{ 'script-src': ["'self'", …], … }`. */
function directivesOf(response: LightMyRequestResponse): Record<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(header, `${response.statusCode} without a CSP`).toBeTypeOf('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = directivesOf(response);
  expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(csp['script-src-attr']).toEqual(["'none'"]);
  // Style files from this server, and the <style> elements whose text has a listed hash.
  expect(csp['style-src']?.[0]).toBe("'self'");
  for (const source of csp['style-src']?.slice(1) ?? [])
    expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['frame-ancestors']).toEqual(["'self'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-inline');
  expect(String(response.headers['content-security-policy'])).not.toMatch(/'unsafe-eval'/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  // Plain HTTP: no HSTS (a browser ignores it there, and a proxy's HTTPS is not to be guessed).
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it('are on the web app, its files and its configuration (built or not)', async () => {
    for (const url of ['/catalogues/', '/catalogues/catalogues', '/catalogues/config.json']) {
      const response = await get(url);
      expect([200, 503], url).toContain(response.statusCode);
      expectSecurityHeaders(response);
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    const missing = await get('/catalogues/assets/nothing-here.js');
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
  });

  it('are on API answers, cached ones, errors and 404s', async () => {
    const first = await get('/api/holders');
    const cached = await get('/api/holders');
    expect(cached.statusCode).toBe(200);
    const revalidated = await get('/api/holders', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    const refused = await server.request({ method: 'POST', url: '/api/holders', payload: {} });
    expect(refused.statusCode).toBe(401);
    for (const response of [first, cached, revalidated, refused, await get('/api/nothing-here')]) {
      expectSecurityHeaders(response);
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('are on the API documentation, whose page has no inline script', async () => {
    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page);
    // Swagger UI's logo has a <style> element: its hash, on the docs only.
    expect(directivesOf(page)['style-src']).toEqual([
      "'self'",
      "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
    ]);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expectSecurityHeaders(await get('/api/docs/static/swagger-initializer.js'));
    expectSecurityHeaders(await get('/api/docs/openapi/catalogue.yaml'));
  });

  it('let other sites embed IIIF images and the edition PDFs', async () => {
    for (const url of [`/iiif/3/${image}/info.json`, `/iiif/3/${image}/full/64,/0/default.jpg`, pdfUrl]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
    const notFound = await get('/iiif/3/nothing/info.json');
    expect(notFound.statusCode).toBeGreaterThanOrEqual(400);
    expect(notFound.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(notFound.headers['access-control-allow-origin']).toBe('*');
  });

  it('send HSTS only over HTTPS, which a proxy vouches for only when TRUST_PROXY says so', async () => {
    const overHttps = { 'x-forwarded-proto': 'https' };
    const untrusted = await get('/catalogues/config.json', overHttps);
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const proxied = await startTestServer({ TRUST_PROXY: 'true' });
    try {
      const secure = await proxied.request({ method: 'GET', url: '/api/holders', headers: overHttps });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
      const plain = await proxied.request({ method: 'GET', url: '/api/holders' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('name the configured service, IIIF, map style and tile origins, and nothing more', async () => {
    const configured = await startTestServer({
      PUBLIC_API_URL: 'https://api.example.org/api',
      PUBLIC_PROJECTS_URL: 'https://translations.example.org/api/projects/',
      PUBLIC_IIIF_URL: 'https://images.example.org:8443/iiif/3',
      MAP_STYLE_URL: 'https://tiles.example.org/styles/basic/style.json',
      CSP_EXTRA_ORIGINS: 'https://a.tiles.example.org, https://b.tiles.example.org',
    });
    try {
      const csp = directivesOf(await configured.request({ method: 'GET', url: '/catalogues/' }));
      expect(csp['connect-src']).toEqual([
        "'self'",
        'https://api.example.org',
        'https://translations.example.org',
        'https://images.example.org:8443',
        'https://tiles.example.org',
        'https://a.tiles.example.org',
        'https://b.tiles.example.org',
      ]);
      expect(csp['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://images.example.org:8443',
        'https://tiles.example.org',
        'https://a.tiles.example.org',
        'https://b.tiles.example.org',
      ]);
    } finally {
      await configured.close();
    }
    const csp = directivesOf(await get('/catalogues/'));
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['worker-src']).toEqual(["'self'"]);
    // react-aria's one <style> element (touch-action of pressable elements), by its hash, and
    // Mirador's empty ones (emotion adds its rules through the CSSOM): no style text besides.
    expect(csp['style-src']).toEqual(["'self'", reactAriaPressableStyle, emptyStyleElement]);
    expect(csp['font-src']).toEqual(["'self'", 'data:']);
  });
});

describe('the client address', () => {
  // The harness signs in twice (staff and reader) from 127.0.0.1: with two attempts a minute,
  // that address is used up, and a third attempt counts against whoever request.ip says it is.
  const signIn = (target: TestServer, headers: Record<string, string>) =>
    target.request({
      method: 'POST',
      url: '/api/users/signin',
      headers,
      payload: { email: 'nobody@example.org', password: 'wrong-password' },
    });
  const fromElsewhere = { 'x-forwarded-for': '203.0.113.7' };

  it('ignores X-Forwarded-For without TRUST_PROXY: anyone could write it', async () => {
    const direct = await startTestServer({ SIGNIN_ATTEMPTS_PER_MINUTE: '2' });
    try {
      expect((await signIn(direct, fromElsewhere)).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('takes it from the trusted proxy with TRUST_PROXY', async () => {
    const proxied = await startTestServer({ SIGNIN_ATTEMPTS_PER_MINUTE: '2', TRUST_PROXY: '127.0.0.1' });
    try {
      expect((await signIn(proxied, fromElsewhere)).statusCode).toBe(401);
      expect((await signIn(proxied, {})).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
