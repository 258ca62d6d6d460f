import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (url: string, payload: string, contentType = 'application/json') =>
  server.request({ method: 'POST', url, payload, headers: { ...server.admin, 'content-type': contentType } });

describe('text the database cannot hold', () => {
  it('is refused with a 400 naming the parameter or field, in lists, searches and writes', async () => {
    for (const url of [
      '/api/catalogues?keyword=a%00b',
      '/api/catalogues?title=a%00b',
      '/api/holders?keyword=a%00b',
      '/api/places?name=a%00b',
      '/api/publishers?name=a%00b',
      '/api/editions?keyword=a%00b',
      '/api/geonames?q=a%00b',
      '/api/projects/translations/services/8?key=a%00b',
    ]) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message.join(' '), url).toMatch(/querystring\.(keyword|title|name|q|key)/);
    }
    const holder = await post('/api/holders', '{"name":"a\\u0000b"}');
    expect(holder.statusCode).toBe(400);
    expect(holder.json().message.join(' ')).toContain('body.name');
    const search = await post(
      '/api/contextual-search',
      JSON.stringify({ query: [{ query: { subject: 'catalogue', object: 'title', input: 'a\u0000b' } }] }),
    );
    expect(search.statusCode).toBe(400);
  });

  it('keeps tabs and line breaks in long texts', async () => {
    const response = await post(
      '/api/publishers',
      JSON.stringify({ name: 'Tab\tFirm', description: 'One\r\nTwo' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().publisher[0].description).toBe('One\r\nTwo');
  });
});

describe('numbers beyond the database integer', () => {
  it('are refused in id lists and bodies, Infinity included', async () => {
    for (const url of [
      '/api/catalogues?places=9999999999',
      '/api/catalogues?holders=2147483648',
      '/api/publishers?places=2147483648',
      '/api/places?publishers=2147483648',
      '/api/maps/catalogues?publishers=2147483648',
    ]) {
      expect((await server.request({ method: 'GET', url })).statusCode, url).toBe(400);
    }
    expect(
      (await server.request({ method: 'GET', url: '/api/catalogues?places=2147483647' })).statusCode,
    ).toBe(200);
    for (const imageId of ['2147483648', '99999999999', '1e309']) {
      const response = await post('/api/catalogues', `{"mainTitle":"Big","imageId":${imageId}}`);
      expect(response.statusCode, imageId).toBe(400);
    }
  });

  it('name nothing in a contextual search relation', async () => {
    const response = await post(
      '/api/contextual-search',
      JSON.stringify({
        query: [{ query: { subject: 'catalogue', object: 'publisher', input: '2147483648' } }],
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().pagination.count).toBe(0);
  });
});

describe('bodies', () => {
  it('are required where the contract has one: none answers 400, an upload 415', async () => {
    for (const url of ['/api/contextual-search', '/api/users/signin', '/api/holders']) {
      const missing = await server.request({ method: 'POST', url, headers: server.admin });
      expect(missing.statusCode, url).toBe(400);
      expect(missing.json().statusCode).toBe(400);
      const upload = await post(
        url,
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
        'multipart/form-data; boundary=x',
      );
      expect(upload.statusCode, url).toBe(415);
    }
  });

  it('nested 3,000 levels deep are refused before validation, and the server answers on', async () => {
    // Written as text: JSON.stringify itself would overflow on the object.
    const leaf = '{"query":{"subject":"catalogue","object":"title","input":"x"}}';
    const open = '{"query":{"subject":"catalogue","object":"publisher","input":""},"where":[';
    const tree = `${open.repeat(3000)}${leaf}${']}'.repeat(3000)}`;
    const deep = await post('/api/contextual-search', `{"query":[${tree}]}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe('body_is_nested_too_deeply');
    const arrays = await post('/api/projects/translations', `${'['.repeat(5000)}${']'.repeat(5000)}`);
    expect(arrays.statusCode).toBe(400);
    expect((await server.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('the response cache', () => {
  it('ignores query parameters a call does not declare: 2,000 junk URLs make one entry', async () => {
    const before = server.app.responseCacheStats();
    const plain = await server.request({ method: 'GET', url: '/api/holders?page=1' });
    for (let index = 0; index < 2000; index++) {
      const junk = `${index}-${'j'.repeat(4000)}`;
      const response = await server.request({ method: 'GET', url: `/api/holders?page=1&x${index}=${junk}` });
      expect(response.body).toBe(plain.body);
    }
    expect(server.app.responseCacheStats().entries).toBeLessThanOrEqual(before.entries + 1);
  });
});

describe('expensive public calls', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      RATE_LIMIT_SEARCH_PER_MINUTE: '2',
      RATE_LIMIT_GEONAMES_PER_MINUTE: '2',
      RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE: '2',
    });
  });
  afterAll(() => limited?.close());

  const calls = {
    'contextual search': {
      method: 'POST',
      url: '/api/contextual-search',
      payload: { suggest: { subject: 'catalogue', object: 'publisher', input: 'ali' } },
    },
    // A cached answer costs nothing and is not counted: each request here asks something new.
    'search inside the PDFs': { method: 'GET', url: '/api/editions/pdfs?keyword=firenze&page=' },
    'place look-up': { method: 'GET', url: '/api/geonames?q=firenze' },
    'client error report': { method: 'POST', url: '/api/client-errors', payload: { message: 'failed' } },
  } as const;

  for (const [name, call] of Object.entries(calls)) {
    it(`${name}: 429 with Retry-After past the limit per client, other clients unaffected`, async () => {
      let sent = 0;
      const from = (remoteAddress: string) => {
        sent += 1;
        const url = call.url.endsWith('=') ? `${call.url}${sent}` : call.url;
        return limited.request({ ...call, url, remoteAddress });
      };
      expect((await from('10.2.0.1')).statusCode).toBeLessThan(300);
      expect((await from('10.2.0.1')).statusCode).toBeLessThan(300);
      const refused = await from('10.2.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'too_many_requests',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await from('10.2.0.2')).statusCode).toBeLessThan(300);
      expect(
        (await limited.request({ method: 'GET', url: '/api/catalogues', remoteAddress: '10.2.0.1' }))
          .statusCode,
      ).toBe(200);
    });
  }
});
