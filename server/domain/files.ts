import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database, Queryable } from '../db/database.ts';

export type StoredMediaType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/tiff' | 'application/pdf';

/** Enough of a file's start to recognise every accepted format (WebP needs 12 bytes). */
const HEAD_BYTES = 16;

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
 * An upload written to a temporary file and not yet kept: the caller checks it, then either keeps
 * it (moves it to its content-addressed place) or discards it.
 */
export interface ReceivedFile extends StoredFile {
  /** The multipart parser cut the file short at its size limit: what arrived is incomplete. */
  truncated: boolean;
  /** Its first bytes were not of an accepted type: the rest was read and dropped, nothing written. */
  refused: boolean;
}

/**
 * Files kept by content: `files/ab/abcdef…` under the data directory. The same bytes are stored
 * once; an upload lands in `files/tmp` first and is moved into place only once it is accepted.
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

  /**
   * Streams `source` into a temporary file, hashing as it goes. `accept` judges the type from the
   * first bytes as soon as they arrive: a refused upload is still read to its end (so the client
   * gets the answer rather than a reset connection) but nothing more of it is written.
   */
  async receive(
    source: Readable | Uint8Array,
    { accept = () => true }: { accept?: (mediaType: StoredMediaType | null) => boolean } = {},
  ): Promise<ReceivedFile> {
    const tmpDir = join(this.root, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmpPath = join(tmpDir, randomUUID());
    const hash = createHash('sha256');
    let size = 0;
    let head: Buffer | null = Buffer.alloc(0);
    let mediaType: StoredMediaType | null = null;
    let refused = false;
    // Holds the first bytes back until their type is known, then passes everything through.
    const gate = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (refused) return callback();
        hash.update(chunk);
        if (head === null) return callback(null, chunk);
        head = Buffer.concat([head, chunk]);
        if (head.length < HEAD_BYTES) return callback();
        callback(null, judge());
      },
      flush(callback) {
        callback(null, head === null ? undefined : judge());
      },
    });
    const judge = (): Buffer | undefined => {
      const held = head ?? Buffer.alloc(0);
      head = null;
      mediaType = detectMediaType(held.subarray(0, HEAD_BYTES));
      refused = !accept(mediaType);
      return refused || held.length === 0 ? undefined : held;
    };
    try {
      const input = source instanceof Uint8Array ? [source] : source;
      await pipeline(input as Readable, gate, createWriteStream(tmpPath));
    } catch (error) {
      await rm(tmpPath, { force: true });
      throw error;
    }
    const sha256 = hash.digest('hex');
    const truncated = (source as { truncated?: boolean }).truncated === true;
    return { sha256, size, path: tmpPath, mediaType, truncated, refused };
  }

  /** Moves an accepted upload to its place; the same bytes already there are simply replaced. */
  async keep(file: ReceivedFile): Promise<StoredFile> {
    const path = this.pathOf(file.sha256);
    await mkdir(join(this.root, file.sha256.slice(0, 2)), { recursive: true });
    await rename(file.path, path);
    return { sha256: file.sha256, size: file.size, path, mediaType: file.mediaType };
  }

  /** Removes what is left of an upload; after `keep` there is nothing left and this does nothing. */
  async discard(file: ReceivedFile): Promise<void> {
    await rm(file.path, { force: true });
  }

  /** Stores trusted bytes (the demo seed) as they are. */
  async put(source: Readable | Uint8Array): Promise<StoredFile> {
    const received = await this.receive(source);
    try {
      return await this.keep(received);
    } finally {
      await this.discard(received);
    }
  }

  async remove(sha256: string): Promise<void> {
    await rm(this.pathOf(sha256), { force: true });
  }

  async readHead(sha256: string, length = HEAD_BYTES): Promise<Uint8Array> {
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

/**
 * Records a stored file and answers its id; the same content keeps one row. Call it before
 * `FileStore.keep`, in the same transaction: a concurrent `releaseFiles` of the same content then
 * either waits for this row or has already removed the old file, never the one just kept.
 */
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

/**
 * Deletes the files that have just lost a reference (an edition's PDF or cover, replaced or
 * deleted) when nothing refers to them any more: no edition's PDF or cover, and no translation
 * (an image translation keeps the image's IIIF URL, which holds its hash). Files nobody ever
 * referred to, such as an image uploaded but not yet chosen as a cover, are not passed here.
 *
 * The row is deleted under a `not exists` guard and the file unlinked only when the row went, in
 * the same transaction: an upload of the same bytes meanwhile waits on the row (see
 * registerFile). An edition that took the file between the guard's snapshot and the delete makes
 * the foreign key refuse it (23503): the file is in use again and stays.
 */
export async function releaseFiles(
  db: Database,
  store: FileStore,
  fileIds: ReadonlyArray<number | null | undefined>,
): Promise<void> {
  for (const fileId of new Set(fileIds)) {
    if (fileId === null || fileId === undefined) continue;
    try {
      await db.transaction(async (tx) => {
        const [deleted] = await tx.query<{ sha256: string }>(
          `delete from files f where f.id = $1
             and not exists (select 1 from editions e where e.pdf_file_id = f.id or e.cover_file_id = f.id)
             and not exists (select 1 from translations t where strpos(t.value, f.sha256) > 0)
           returning f.sha256`,
          [fileId],
        );
        if (deleted) await store.remove(deleted.sha256);
      });
    } catch (error) {
      if ((error as { code?: unknown }).code !== '23503') throw error;
    }
  }
}
