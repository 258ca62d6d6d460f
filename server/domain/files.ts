import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Queryable } from '../db/database.ts';

export type StoredMediaType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/tiff' | 'application/pdf';

/** Recognises the accepted formats by their first bytes, never by name or declared type. */
export function detectMediaType(head: Uint8Array): StoredMediaType | null {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  const tiffHead = bytes.subarray(0, 4).toString('hex');
  if (tiffHead === '49492a00' || tiffHead === '4d4d002a') return 'image/tiff';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

export interface StoredFile {
  sha256: string;
  size: number;
  path: string;
  mediaType: StoredMediaType | null;
}

/**
 * Files kept by content: `files/ab/abcdef…` under the data directory. The same bytes are stored
 * once; a write lands in a temporary file first and is renamed into place when complete.
 */
export class FileStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, 'files');
  }

  pathOf(sha256: string): string {
    return join(this.root, sha256.slice(0, 2), sha256);
  }

  async exists(sha256: string): Promise<boolean> {
    return stat(this.pathOf(sha256)).then(
      () => true,
      () => false,
    );
  }

  /** Streams `source` into the store, hashing as it goes. */
  async put(source: Readable | Uint8Array): Promise<StoredFile> {
    const tmpDir = join(this.root, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmpPath = join(tmpDir, randomUUID());
    const hash = createHash('sha256');
    let size = 0;
    let head = Buffer.alloc(0);
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
        callback(null, chunk);
      },
    });
    try {
      const input = source instanceof Uint8Array ? [source] : source;
      await pipeline(input as Readable, meter, createWriteStream(tmpPath));
      const sha256 = hash.digest('hex');
      const path = this.pathOf(sha256);
      await mkdir(join(this.root, sha256.slice(0, 2)), { recursive: true });
      await rename(tmpPath, path);
      return { sha256, size, path, mediaType: detectMediaType(head) };
    } catch (error) {
      await rm(tmpPath, { force: true });
      throw error;
    }
  }

  async readHead(sha256: string, length = 16): Promise<Uint8Array> {
    const handle = await open(this.pathOf(sha256), 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }
}

/** Records a stored file and answers its id; the same content keeps one row. */
export async function registerFile(
  db: Queryable,
  file: {
    sha256: string;
    mimeType: string;
    size: number;
    width?: number | null;
    height?: number | null;
    fileName?: string | null;
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into files (sha256, mime_type, size, width, height, file_name) values ($1, $2, $3, $4, $5, $6)
     on conflict (sha256) do update set file_name = coalesce(files.file_name, excluded.file_name)
     returning id`,
    [file.sha256, file.mimeType, file.size, file.width ?? null, file.height ?? null, file.fileName ?? null],
  );
  if (!row) throw new Error('insert into files returned no id');
  return row.id;
}
