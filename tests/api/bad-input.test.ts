import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const longText = 'x'.repeat(5000);

/** Bad values per query parameter; every one must be refused with a 400 naming what is wrong. */
const badValues: Record<string, string[]> = {
  page: ['-1', '0', 'abc', '1e99', '1.5'],
  'per-page': ['0', '10000', 'abc', '-6'],
  places: ['1,,2', 'abc', ',1', '1;2', '99999999999'],
  holders: ['1,,2', 'abc'],
  publishers: ['1,,2', 'abc'],
  'date-begin': ['99999', '999', 'abc'],
  'date-end': ['99999', 'abc'],
  'filter-by': ['AB', '1', '%C3%A4'],
  lang: ['toolong123', 'E', 'e1'],
  'has-editions': ['maybe'],
  'include-supplements': ['perhaps'],
  undated: ['sometimes'],
  'illustrative-content': ['some'],
  keyword: [longText],
  title: [longText],
  name: [longText],
  q: [longText],
  maxRows: ['0', '10000', 'abc'],
  startRow: ['-1', 'abc', '100001'],
};

/** Every GET list route with the query parameters it declares (and a base query it needs). */
const listRoutes: Array<{ url: string; base?: string; parameters: string[] }> = [
  {
    url: '/api/catalogues',
    parameters: [
      'page',
      'per-page',
      'places',
      'holders',
      'publishers',
      'date-begin',
      'date-end',
      'filter-by',
      'lang',
      'keyword',
      'title',
      'include-supplements',
      'undated',
      'illustrative-content',
    ],
  },
  { url: '/api/editions', parameters: ['page', 'per-page', 'lang', 'keyword'] },
  {
    url: '/api/editions/pdfs',
    base: 'keyword=firenze',
    parameters: [
      'page',
      'per-page',
      'places',
      'holders',
      'publishers',
      'date-begin',
      'date-end',
      'lang',
      'keyword',
    ],
  },
  { url: '/api/holders', parameters: ['page', 'per-page', 'filter-by', 'has-editions', 'keyword'] },
  {
    url: '/api/places',
    parameters: ['page', 'per-page', 'publishers', 'lang', 'filter-by', 'has-editions', 'name'],
  },
  {
    url: '/api/publishers',
    parameters: [
      'page',
      'per-page',
      'places',
      'date-begin',
      'date-end',
      'filter-by',
      'has-editions',
      'lang',
      'name',
    ],
  },
  {
    url: '/api/maps/catalogues',
    parameters: ['places', 'holders', 'publishers', 'date-begin', 'date-end', 'lang', 'illustrative-content'],
  },
  { url: '/api/maps/publishers', parameters: ['places', 'date-begin', 'date-end', 'lang'] },
  { url: '/api/geonames', base: 'q=florence', parameters: ['maxRows', 'startRow', 'lang', 'q'] },
];

function expectBadRequest(response: { statusCode: number; body: string; json(): unknown }, what: string) {
  expect(response.statusCode, `${what}: ${response.body.slice(0, 300)}`).toBe(400);
  const body = response.json() as { statusCode: number; error: string; message: unknown };
  expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(Array) });
  expect((body.message as unknown[]).length, what).toBeGreaterThan(0);
  for (const message of body.message as unknown[]) expect(typeof message).toBe('string');
  return body.message as string[];
}

describe('bad query parameters on list routes', () => {
  for (const route of listRoutes) {
    it(`${route.url} refuses every bad value with a 400 naming the parameter`, async () => {
      let checked = 0;
      for (const parameter of route.parameters) {
        for (const value of badValues[parameter] ?? []) {
          const query = [route.base, `${parameter}=${value}`].filter(Boolean).join('&');
          const url = `${route.url}?${query}`;
          const messages = expectBadRequest(await server.request({ method: 'GET', url }), url.slice(0, 120));
          expect(messages.join(' '), url.slice(0, 120)).toContain(parameter);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(8);
    });

    it(`${route.url} ignores query parameters it does not know`, async () => {
      const base = route.base ? `?${route.base}` : '';
      const plain = await server.request({ method: 'GET', url: `${route.url}${base}` });
      expect(plain.statusCode).toBe(200);
      const separator = base ? '&' : '?';
      const extra = await server.request({
        method: 'GET',
        url: `${route.url}${base}${separator}colour=red&page-size=abc&order-by=-id&__proto__=1`,
      });
      expect(extra.statusCode, extra.body.slice(0, 300)).toBe(200);
      expect(extra.body).toBe(plain.body);
    });
  }

  it('answers every list route with a page of results for valid extreme values', async () => {
    for (const url of [
      '/api/catalogues?page=100000&per-page=100',
      '/api/catalogues?date-begin=1000&date-end=2999&places=1,2,3&holders=2147483647',
      '/api/editions?per-page=9999&keyword=%25_%5C',
      '/api/editions/pdfs?keyword=%25&per-page=100',
      '/api/holders?filter-by=%23&keyword=%27%3B%20drop%20table%20holders%3B--',
      '/api/places?lang=&name=%F0%9F%93%B7',
      '/api/publishers?date-begin=2999&date-end=1000',
      '/api/geonames?q=%20&maxRows=1000&startRow=100000',
    ]) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
    }
  });
});

describe('bad input to the translations service', () => {
  it('refuses bad locales, service ids and query values with a 400', async () => {
    for (const url of [
      '/api/projects/translations/E1/services/8',
      '/api/projects/translations/ENGL/services/8',
      '/api/projects/translations/EN/services/0',
      '/api/projects/translations/EN/services/abc',
      '/api/projects/translations/EN/services/99999999999',
      '/api/projects/translations/services/-1',
      '/api/projects/translations/services/8?groupBy=maybe',
      '/api/projects/translations/services/8?prefix=E1',
      `/api/projects/translations/services/8?key=${'k'.repeat(201)}`,
      '/api/projects/languages/services/abc',
    ]) {
      expectBadRequest(await server.request({ method: 'GET', url }), url.slice(0, 80));
    }
  });
});

describe('bad ids', () => {
  const idRoutes = [
    '/api/catalogues/{id}',
    '/api/catalogues/{id}/editions',
    '/api/catalogues/{id}/supplementary-contents',
    '/api/catalogues/{id}/editions/{id}',
    '/api/catalogues/{id}/editions/{id}/pdf',
    '/api/holders/{id}',
    '/api/holders/{id}/catalogues',
    '/api/places/{id}',
    '/api/places/{id}/catalogues',
    '/api/publishers/{id}',
    '/api/publishers/{id}/catalogues',
    '/api/geonames/{id}',
    '/api/multimedia/{id}',
  ];

  for (const route of idRoutes) {
    it(`${route} answers 400 for an invalid id and 404 for an unknown one`, async () => {
      for (const id of ['0', '-5', 'abc', '99999999999', '1.5']) {
        const url = route.replaceAll('{id}', id);
        expectBadRequest(await server.request({ method: 'GET', url }), url);
      }
      const unknown = await server.request({ method: 'GET', url: route.replaceAll('{id}', '999999') });
      expect(unknown.statusCode, unknown.body).toBe(404);
      expect(unknown.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'not_found' });
    });
  }

  it('answers 400 for invalid ids on writes too, before looking at the token', async () => {
    for (const [method, url] of [
      ['PUT', '/api/places/abc'],
      ['DELETE', '/api/places/0'],
      ['PUT', '/api/holders/-5'],
      ['DELETE', '/api/publishers/99999999999'],
      ['PUT', '/api/places/abc/editions'],
      ['DELETE', '/api/catalogues/abc'],
    ] as const) {
      const response = await server.request({ method, url, headers: server.admin, payload: { name: 'x' } });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
    }
  });
});

describe('bad bodies', () => {
  /** Every JSON write route, with a valid-looking id where it takes one. */
  const objectRoutes: Array<[string, string]> = [
    ['POST', '/api/catalogues'],
    ['PUT', '/api/catalogues/1'],
    ['POST', '/api/catalogues/1/editions'],
    ['PUT', '/api/catalogues/1/editions/1'],
    ['POST', '/api/catalogues/1/supplementary-contents'],
    ['PUT', '/api/catalogues/1/supplementary-contents/1'],
    ['POST', '/api/holders'],
    ['PUT', '/api/holders/1'],
    ['POST', '/api/places'],
    ['PUT', '/api/places/1'],
    ['PUT', '/api/places/1/editions'],
    ['POST', '/api/publishers'],
    ['PUT', '/api/publishers/1'],
    ['POST', '/api/contextual-search'],
    ['POST', '/api/users'],
    ['POST', '/api/users/signin'],
    ['POST', '/api/client-errors'],
    ['POST', '/api/projects/languages'],
    ['PUT', '/api/projects/languages/1'],
  ];
  const arrayRoutes: Array<[string, string]> = [
    ['POST', '/api/projects/translations'],
    ['PUT', '/api/projects/translations'],
  ];

  const badBodies: Array<{ what: string; contentType: string; payload: string; status?: number }> = [
    { what: 'malformed JSON', contentType: 'application/json', payload: '{"name": "Alinari", ' },
    { what: 'an empty JSON body', contentType: 'application/json', payload: '' },
    { what: 'JSON null', contentType: 'application/json', payload: 'null' },
    { what: 'a JSON string', contentType: 'application/json', payload: '"Alinari"' },
    { what: 'a JSON number', contentType: 'application/json', payload: '42' },
    {
      what: 'a prototype-poisoning body',
      contentType: 'application/json',
      payload: '{"__proto__": {"x": 1}}',
    },
    { what: 'plain text', contentType: 'text/plain', payload: 'name=Alinari', status: 415 },
    {
      what: 'a form',
      contentType: 'application/x-www-form-urlencoded',
      payload: 'name=Alinari',
      status: 415,
    },
    { what: 'XML', contentType: 'application/xml', payload: '<name>Alinari</name>', status: 415 },
  ];

  const send = (method: string, url: string, contentType: string, payload: string) =>
    server.request({
      method: method as 'POST' | 'PUT',
      url,
      headers: { ...server.admin, 'content-type': contentType },
      payload,
    });

  for (const [method, url] of [...objectRoutes, ...arrayRoutes]) {
    it(`${method} ${url} refuses malformed and mistyped bodies with a 4xx`, async () => {
      const isArrayRoute = arrayRoutes.some(([m, u]) => m === method && u === url);
      const wrongShape = isArrayRoute
        ? '{"key": "x", "value": "y", "prefix": "EN"}'
        : '[{"name": "Alinari"}]';
      const cases = [
        ...badBodies,
        {
          what: isArrayRoute ? 'an object instead of an array' : 'an array instead of an object',
          contentType: 'application/json',
          payload: wrongShape,
          status: 400,
        },
      ];
      for (const bad of cases) {
        const response = await send(method, url, bad.contentType, bad.payload);
        const what = `${method} ${url} with ${bad.what}: ${response.body.slice(0, 200)}`;
        expect(response.statusCode, what).toBe(bad.status ?? 400);
        expect(response.json(), what).toMatchObject({ statusCode: bad.status ?? 400 });
        expect(typeof response.json().error, what).toBe('string');
      }
      const malformed = await send(method, url, 'application/json', '{"name": ');
      expect(malformed.json().message).toBe('invalid_json_body');
    });
  }

  it('refuses a broken multipart upload with a 4xx', async () => {
    for (const url of ['/api/multimedia', '/api/catalogues/1/editions/1/pdf']) {
      const method = url.endsWith('/pdf') ? 'PUT' : 'POST';
      for (const [contentType, payload] of [
        ['multipart/form-data; boundary=abc', 'this is not multipart at all'],
        [
          'multipart/form-data; boundary=abc',
          '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nunterminated',
        ],
        ['multipart/form-data', '--abc--\r\n'],
        [`multipart/form-data; boundary=${'b'.repeat(300)}`, `--${'b'.repeat(300)}--\r\n`],
      ] as const) {
        const response = await server.request({
          method,
          url,
          headers: { ...server.admin, 'content-type': contentType },
          payload,
        });
        const what = `${url} ${contentType}: ${response.body.slice(0, 200)}`;
        expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, what).toBeLessThan(500);
      }
    }
  });
});

describe('the informational headers', () => {
  it('answers the same with or without them', async () => {
    const plain = await server.request({ method: 'GET', url: '/api/places?lang=DE' });
    expect(plain.statusCode).toBe(200);
    const withHeaders = await server.request({
      method: 'GET',
      url: '/api/places?lang=DE',
      headers: { role: 'GUEST', prefix_language: 'DE', 'project-id': '8', 'project-name': 'x' },
    });
    expect(withHeaders.statusCode).toBe(200);
    expect(withHeaders.body).toBe(plain.body);
    const translations = await server.request({
      method: 'GET',
      url: '/api/projects/translations/EN/services/8',
      headers: { role: 'GUEST', prefix_language: 'DE', 'project-id': '8', 'project-name': 'x' },
    });
    expect(translations.statusCode).toBe(200);
  });

  it('lets staff write with them', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/holders',
      headers: {
        ...server.admin,
        role: 'ADMIN',
        prefix_language: 'EN',
        'project-id': '8',
        'project-name': 'x',
      },
      payload: { name: 'Header test holder' },
    });
    expect(response.statusCode).toBe(201);
    const deleted = await server.request({
      method: 'DELETE',
      url: `/api/holders/${response.json().holder.id}`,
      headers: server.admin,
    });
    expect(deleted.statusCode).toBe(204);
  });

  it('refuses header values longer than the contract allows', async () => {
    for (const headers of [
      { role: 'A'.repeat(21) },
      { 'project-id': '12345678901' },
      { 'project-name': 'x'.repeat(101) },
      { prefix_language: 'toolonglang' },
    ]) {
      const response = await server.request({ method: 'GET', url: '/api/holders', headers });
      expectBadRequest(response, JSON.stringify(headers).slice(0, 60));
    }
  });
});
