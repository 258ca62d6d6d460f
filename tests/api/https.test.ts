import { mkdtemp, rm } from 'node:fs/promises';
import { type ClientHttp2Session, connect, type IncomingHttpHeaders } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { localhostCertificate } from './localhost-certificate.ts';

/** A server started with TLS_CERT_FILE and TLS_KEY_FILE: HTTP/2, and HTTP/1.1 for older clients. */
let server: TestServer;
let origin: string;
let certificateDir: string;
let session: ClientHttp2Session;

beforeAll(async () => {
  certificateDir = await mkdtemp(join(tmpdir(), 'https-'));
  const { certFile, keyFile } = await localhostCertificate(certificateDir);
  server = await startTestServer({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile });
  origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
  session = connect(origin, { rejectUnauthorized: false });
});

afterAll(async () => {
  session?.close();
  await server?.close();
  if (certificateDir) await rm(certificateDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The informational answers (103 Early Hints) that came before it. */
  informational: IncomingHttpHeaders[];
}

/** One GET over the HTTP/2 session. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path, ...headers });
    const informational: IncomingHttpHeaders[] = [];
    const chunks: Buffer[] = [];
    let responseHeaders: IncomingHttpHeaders = {};
    stream.on('headers', (early) => informational.push(early));
    stream.on('response', (received) => {
      responseHeaders = received;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({
        status: Number(responseHeaders[':status']),
        headers: responseHeaders,
        body: Buffer.concat(chunks),
        informational,
      }),
    );
    stream.on('error', reject);
    stream.end();
  });
}

describe('the server over HTTPS', () => {
  it('refuses to start on a certificate file it cannot read, naming the setting', async () => {
    await expect(
      startTestServer({
        TLS_CERT_FILE: join(certificateDir, 'missing.pem'),
        TLS_KEY_FILE: join(certificateDir, 'localhost-key.pem'),
      }),
    ).rejects.toThrow(/TLS_CERT_FILE: cannot read .*missing\.pem/);
  });

  it('answers the services over HTTP/2, compressed', async () => {
    const answer = await get('/api/catalogues?per-page=2', { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    const { catalogues, pagination } = JSON.parse(gunzipSync(answer.body).toString('utf8'));
    expect(catalogues).toHaveLength(2);
    expect(pagination.count).toBeGreaterThan(2);
  });

  it('sends the security headers over HTTP/2, HSTS among them', async () => {
    const answer = await get('/api/catalogues?per-page=1');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(answer.headers['x-powered-by']).toBeUndefined();
  });

  it('names itself at an https address where no PUBLIC_ORIGIN says otherwise', async () => {
    const answer = await get('/oai?verb=Identify');
    expect(answer.status).toBe(200);
    expect(answer.body.toString('utf8')).toContain('<baseURL>https://localhost:3000/oai</baseURL>');
  });

  it("serves a byte range of an edition's PDF over HTTP/2", async () => {
    const [catalogue] = (
      await server.getJson<{
        catalogues: Array<{ editions: Array<{ pdf?: { url: string; size: number } }> }>;
      }>('/api/catalogues?per-page=100')
    ).catalogues.filter((each) => each.editions[0]?.pdf);
    const pdf = catalogue?.editions[0]?.pdf;
    expect(pdf).toBeDefined();
    const part = await get(pdf?.url ?? '', { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${pdf?.size}`);
    expect(part.body).toHaveLength(100);
    expect(part.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses bad input with the same 4xx as over HTTP/1.1', async () => {
    const answer = await get('/api/catalogues?per-page=0');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ statusCode: 400 });
  });

  it('still answers a client that speaks only HTTP/1.1', async () => {
    const answer = await new Promise<{ status: number; version: string; body: string }>((resolve, reject) => {
      const request = httpsRequest(
        `${origin}/api/places?per-page=1`,
        // Node's https client offers no ALPN protocol: the server falls back to HTTP/1.1.
        { rejectUnauthorized: false },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, version: response.httpVersion, body }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(200);
    expect(answer.version).toBe('1.1');
    expect(JSON.parse(answer.body).places).toHaveLength(1);
  });
});
