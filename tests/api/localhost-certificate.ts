import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'selfsigned';

/**
 * A self-signed certificate for localhost and 127.0.0.1, written as PEM files into `dir`, for a
 * server started with TLS_CERT_FILE and TLS_KEY_FILE (HTTP/2). Browsers and clients accept it only
 * when told to (Chromium's `--ignore-certificate-errors`, Node's `rejectUnauthorized: false`).
 */
export async function localhostCertificate(dir: string): Promise<{ certFile: string; keyFile: string }> {
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
  return { certFile, keyFile };
}
