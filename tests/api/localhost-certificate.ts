import { createHash, X509Certificate } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'selfsigned';

/**
 * A self-signed certificate for localhost and 127.0.0.1, written as PEM files into `dir`, for a
 * server started with TLS_CERT_FILE and TLS_KEY_FILE (HTTP/2). Browsers and clients accept it only
 * when told to (Node's `rejectUnauthorized: false`; Chromium's `--ignore-certificate-errors`, or
 * `chromiumFlag`, which trusts this certificate alone).
 */
export async function localhostCertificate(
  dir: string,
): Promise<{ certFile: string; keyFile: string; chromiumFlag: string }> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  await mkdir(dir, { recursive: true });
  const certFile = join(dir, 'localhost-cert.pem');
  const keyFile = join(dir, 'localhost-key.pem');
  await writeFile(certFile, pems.cert);
  await writeFile(keyFile, pems.private, { mode: 0o600 });
  return { certFile, keyFile, chromiumFlag: `--ignore-certificate-errors-spki-list=${spkiHash(pems.cert)}` };
}

/**
 * The certificate's public key as Chromium names a key to trust: a site whose certificate errors
 * are only ignored (`--ignore-certificate-errors`, Playwright's `ignoreHTTPSErrors`) keeps nothing
 * in Chromium's HTTP cache, so a benchmark's second request for a file, and every file a 103 Early
 * Hints response preloaded, went to the server again; a trusted key's site is cached as any other.
 */
function spkiHash(certificatePem: string): string {
  const key = new X509Certificate(certificatePem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(key).digest('base64');
}
