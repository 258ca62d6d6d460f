import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOperations, type Operation } from './contract-fuzz/contracts.ts';
import {
  Coverage,
  type FuzzFiles,
  type FuzzRequest,
  makeFiles,
  multipart,
  type Outcome,
  problemOf,
  report,
  requestArbitrary,
  send,
  tableRequests,
  unknownMethodRequests,
} from './contract-fuzz/requests.ts';
import { startTestServer, type TestServer } from './harness.ts';

/**
 * The hardening rule, checked against requests derived from the three contracts: every request
 * that does not fit the contract gets a 4xx in the error envelope `{ statusCode, error, message }`,
 * none gets a 5xx, and the server keeps answering. A deterministic table of nasty cases per
 * operation, then random requests from fast-check with a fixed seed (a failure reproduces).
 *
 * Mutating requests with the staff token change this file's own copy of the database; the order
 * and the seed are fixed, so the run is the same every time.
 */

/** fast-check's seed and number of random requests. */
const seed = 20_250_611;
const numRuns = 1000;

let server: TestServer;
let files: FuzzFiles;
const operations: Operation[] = loadOperations();
/** A request that broke the rule, with what was wrong with its answer. */
type Failure = Outcome & { problem: string };

beforeAll(async () => {
  server = await startTestServer({
    // The limits would turn most searches into 429s long before the fuzzing is done.
    RATE_LIMIT_SEARCH_PER_MINUTE: '1000000',
    RATE_LIMIT_GEONAMES_PER_MINUTE: '1000000',
    RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE: '1000000',
    RATE_LIMIT_IIIF_PER_MINUTE: '1000000',
    SIGNIN_ATTEMPTS_PER_MINUTE: '1000000',
    SIGNIN_ATTEMPTS_PER_ACCOUNT: '1000000',
  });
  files = await makeFiles();
});
afterAll(() => server?.close());

/** Sends the requests one after another (the run stays reproducible) and answers the failures. */
async function run(
  requests: Iterable<FuzzRequest>,
  check = problemOf,
): Promise<{ failures: Failure[]; sent: number }> {
  const failures: Failure[] = [];
  let sent = 0;
  for (const request of requests) {
    const outcome = await send(server.request, server, request);
    sent++;
    const problem = check(outcome);
    if (problem) failures.push({ ...outcome, problem });
  }
  return { failures, sent };
}

function expectNoFailures({ failures, sent }: { failures: Failure[]; sent: number }) {
  expect(failures.length, report(failures, sent)).toBe(0);
}

describe('the contracts', () => {
  it('give every operation to the fuzzer, with its parameters and bodies', () => {
    const names = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
    for (const expected of [
      'GET /api/catalogues',
      'POST /api/catalogues',
      'PUT /api/catalogues/{catalogueId}/editions/{editionId}/pdf',
      'POST /api/contextual-search',
      'GET /api/geonames',
      'POST /api/users/signin',
      'GET /api/health',
      'POST /api/projects/translations',
      'GET /api/projects/translations/{locale}/services/{serviceId}',
      'POST /api/multimedia/',
      'GET /api/multimedia/{id}',
    ]) {
      expect(names, expected).toContain(expected);
    }
    expect(operations.length).toBeGreaterThan(40);
    const search = operations.find((operation) => operation.operationId === 'contextualSearch');
    expect(search?.body?.mediaType).toBe('application/json');
    // $refs are resolved, the recursive query node included.
    const node = (search?.body?.schema.properties?.query?.items ?? {}) as {
      properties?: Record<string, { items?: unknown }>;
    };
    expect(node.properties?.where?.items).toBe(node);
  });
});

describe('contract fuzzing', () => {
  it('refuses the known nasty requests with a 4xx in the error envelope, never a 5xx', {
    timeout: 300_000,
  }, async () => {
    const known = (
      what: string,
      method: string,
      url: string,
      payload?: string,
      contentType = 'application/json',
    ): FuzzRequest => ({
      operation: `${method} ${url.split('?')[0]}`,
      what,
      auth: 'admin',
      method,
      url,
      headers: payload === undefined ? {} : { 'content-type': contentType },
      ...(payload === undefined ? {} : { payload }),
    });
    /** A contextual search `depth` levels deep, each level valid for its context (catalogue → publisher → place → publisher …). */
    const where = (depth: number) => {
      const node = (level: number) => {
        const subject = level === 0 ? 'catalogue' : level % 2 === 1 ? 'publisher' : 'place';
        const object = level % 2 === 1 ? 'place' : 'publisher';
        return `{"query":{"subject":"${subject}","object":"${object}","input":"a"}`;
      };
      let open = '';
      for (let level = 0; level < depth; level++) open += `${node(level)},"where":[`;
      return `{"query":[${open}${node(depth)}}${']}'.repeat(depth)}]}`;
    };
    const requests: FuzzRequest[] = [
      known('NUL in a keyword', 'GET', '/api/catalogues?keyword=a%00b'),
      known('place id beyond int4', 'GET', '/api/catalogues?places=9999999999'),
      known('holder id beyond int4', 'GET', '/api/catalogues?holders=2147483648'),
      known('page beyond int4', 'GET', '/api/catalogues?page=2147483648'),
      known(
        'tsquery syntax in a keyword',
        'GET',
        '/api/catalogues?keyword=%26%20%7C%20!%20(%20)%20%3A%20*%20%3C-%3E',
      ),
      known('SQL in a keyword', 'GET', '/api/catalogues?keyword=%27%3B%20--%20%5C%20%25%20_'),
      known(
        'tsquery syntax in a PDF search',
        'GET',
        '/api/editions/pdfs?keyword=a%3A*%20%26%20!(b%20%7C%20%3C-%3E',
      ),
      known('cover id beyond int4', 'POST', '/api/catalogues', '{"mainTitle":"Fuzz","imageId":2147483648}'),
      known('cover id 1e309', 'POST', '/api/catalogues', '{"mainTitle":"Fuzz","imageId":1e309}'),
      known('page count 1e309', 'POST', '/api/catalogues', '{"mainTitle":"Fuzz","pdfPageCount":1e309}'),
      known('NUL in a title', 'POST', '/api/catalogues', '{"mainTitle":"a\\u0000b"}'),
      known('lone surrogate in a title', 'POST', '/api/catalogues', '{"mainTitle":"a\\ud800b"}'),
      known('contextual search without a body', 'POST', '/api/contextual-search'),
      known(
        'contextual search as multipart',
        'POST',
        '/api/contextual-search',
        '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n[]\r\n--x--\r\n',
        'multipart/form-data; boundary=x',
      ),
      known('contextual search 3000 levels deep', 'POST', '/api/contextual-search', where(3000)),
      known('contextual search 33 levels deep', 'POST', '/api/contextual-search', where(33)),
      known('contextual search 6 levels deep', 'POST', '/api/contextual-search', where(6)),
      known('contextual search 3 levels deep', 'POST', '/api/contextual-search', where(3)),
      known(
        'contextual search tsquery input',
        'POST',
        '/api/contextual-search',
        '{"query":[{"query":{"subject":"catalogue","object":"keyword","input":"a & | ! ( ) : * <-> \'"}}]}',
      ),
      known('geonames NUL', 'GET', '/api/geonames?q=a%00b'),
      known('translations key NUL', 'GET', '/api/projects/translations/services/8?key=a%00b'),
      ...[
        'constructor',
        '__proto__',
        'toString',
        'hasOwnProperty',
        'valueOf',
        '..%2F..%2Fpackage.json',
        '%2e%2e',
        'catalogue.yaml%00',
        'catalogue.yaml.yaml',
        '%00',
      ].map((name) => known(`docs ${name}`, 'GET', `/api/docs/openapi/${name}`)),
      known('docs traversal', 'GET', '/api/docs/../../package.json'),
      known('docs static traversal', 'GET', '/api/docs/static/..%2F..%2Fpackage.json'),
      // The upload's file name, from the (percent-decoded) file-name header or from the part.
      ...[
        ['file-name header with an encoded NUL', { 'file-name': 'a%00b.png' }, 'a.png'],
        ['file-name header with an encoded lone surrogate', { 'file-name': '%ED%A0%80.png' }, 'a.png'],
        ['file name with NUL', {}, 'a\u0000b.png'],
      ].map(([what, headers, filename]) => ({
        ...known(what as string, 'POST', '/api/multimedia/'),
        headers: {
          ...(headers as Record<string, string>),
          'content-type': 'multipart/form-data; boundary=B',
        },
        payload: multipart('B', [
          { name: 'file', filename: filename as string, type: 'image/png', data: files.png },
        ]),
      })),
    ];
    // The same, as a guest and as a USER (a staff route must refuse them just as cleanly).
    for (const request of [...requests]) {
      if (request.method !== 'GET') {
        requests.push({ ...request, auth: 'guest' }, { ...request, auth: 'reader' });
      }
    }
    expectNoFailures(await run(requests));
  });

  it('refuses every nasty parameter, body and content type the contracts allow to be written', {
    timeout: 600_000,
  }, async () => {
    const coverage = new Coverage();
    // Deletions last, so the other operations still find the demo data they refer to.
    const ordered = [...operations].sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    const requests = [
      ...ordered.flatMap((operation) => tableRequests(operation, files, coverage)),
      ...unknownMethodRequests(operations, files),
    ];
    expectNoFailures(await run(requests));
  });

  it('answers random schema-derived requests to every operation without a 5xx (fast-check, fixed seed)', {
    timeout: 600_000,
  }, async () => {
    const failures: Failure[] = [];
    let sent = 0;
    const arbitrary = fc.oneof(...operations.map((operation) => requestArbitrary(operation, files)));
    await fc.assert(
      fc.asyncProperty(arbitrary, async (request) => {
        const outcome = await send(server.request, server, request);
        sent++;
        const problem = problemOf(outcome);
        if (problem) failures.push({ ...outcome, problem });
        // Failures are collected and reported together rather than shrunk one by one.
        return true;
      }),
      { seed, numRuns },
    );
    expectNoFailures({ failures, sent });
  });

  it('answers nasty IIIF Image API URLs without a 5xx (a full render queue may say 503 with Retry-After)', {
    timeout: 300_000,
  }, async () => {
    const [image] = await server.db.query<{ sha256: string }>(
      "select sha256 from files where mime_type like 'image/%' order by sha256 limit 1",
    );
    expect(image, 'a stored image to ask IIIF for').toBeDefined();
    const identifier = image?.sha256 as string;
    const urls = [
      `${identifier}`,
      `${identifier}/info.json`,
      `${identifier}/full/max/0/default.jpg`,
      `${identifier}/full/max/45.5/default.jpg`,
      `${identifier}/full/max/-1/default.jpg`,
      `${identifier}/full/max/360.0001/default.jpg`,
      `${identifier}/full/max/!45/default.png`,
      `${identifier}/full/max/1e309/default.jpg`,
      `${identifier}/full/max/NaN/default.jpg`,
      `${identifier}/full/%5E99999,/0/default.jpg`,
      `${identifier}/full/%5E99999,99999/0/default.jpg`,
      `${identifier}/full/99999,99999/0/default.jpg`,
      `${identifier}/full/%5E!99999,99999/0/default.jpg`,
      `${identifier}/full/%5Emax/0/default.jpg`,
      `${identifier}/full/pct:1e309/0/default.jpg`,
      `${identifier}/full/pct:0/0/default.jpg`,
      `${identifier}/full/pct:-5/0/default.jpg`,
      `${identifier}/full/0,/0/default.jpg`,
      `${identifier}/full/,0/0/default.jpg`,
      `${identifier}/full/2147483648,/0/default.jpg`,
      `${identifier}/-1,0,10,10/max/0/default.jpg`,
      `${identifier}/0,0,0,0/max/0/default.jpg`,
      `${identifier}/99999,99999,10,10/max/0/default.jpg`,
      `${identifier}/0,0,2147483648,1/max/0/default.jpg`,
      `${identifier}/pct:-1,0,10,10/max/0/default.jpg`,
      `${identifier}/pct:0,0,1e309,1/max/0/default.jpg`,
      `${identifier}/square/max/0/default.jpg`,
      `${identifier}/square/max/90/gray.webp`,
      `${identifier}/full/max/0/bitonal.tif`,
      `${identifier}/full/max/0/default.exe`,
      `${identifier}/full/max/0/default.`,
      `${identifier}/full/max/0/.jpg`,
      `${identifier}/full/max/0/default.jpg%00`,
      `${identifier}/full/max/0/default.gif`,
      `${identifier}/full/max/0/default.jp2`,
      `${identifier}/full/max/0/default.pdf`,
      `${identifier}/full/max/0/default.jpg/extra`,
      '..',
      '../../etc/passwd',
      '..%2F..%2Fetc%2Fpasswd/info.json',
      '%2e%2e/info.json',
      '%2e%2e/full/max/0/default.jpg',
      '%00/info.json',
      `${'a'.repeat(129)}/info.json`,
      `${'a'.repeat(5000)}/info.json`,
      `${'0'.repeat(64)}/info.json`,
      `${'0'.repeat(64)}/full/max/0/default.jpg`,
      'a..b/info.json',
      '.%2e/info.json',
    ].map((path) => `/iiif/3/${path}`);
    const requests: FuzzRequest[] = urls.flatMap((url) =>
      ['GET', 'HEAD', 'OPTIONS'].map((method) => ({
        operation: `${method} /iiif/3/…`,
        what: url,
        auth: 'guest' as const,
        method,
        url,
        headers: {},
      })),
    );
    const check = (outcome: Outcome) => {
      if (outcome.status === 503 && outcome.headers['retry-after'] !== undefined) return null;
      if (outcome.status <= 0) return outcome.body;
      return outcome.status >= 500 ? `${outcome.status}` : null;
    };
    expectNoFailures(await run(requests, check));
  });

  it('still answers afterwards: the health check and a list', async () => {
    const health = await server.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode, health.body).toBe(200);
    const list = await server.request({ method: 'GET', url: '/api/catalogues?per-page=5' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      catalogues: expect.any(Array),
      pagination: { count: expect.any(Number) },
    });
    const created = await server.request({
      method: 'POST',
      url: '/api/holders',
      headers: server.admin,
      payload: { name: 'After the fuzzing' },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
});
