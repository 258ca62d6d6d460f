import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where failures that must not fail a request are reported (a Fastify logger fits). */
export interface CacheLogger {
  warn(details: object, message: string): void;
}

const TEMPORARY_SUFFIX = '.tmp';

/**
 * The file system's allocation unit (ext4, XFS, APFS). Charging every file at least a whole block
 * keeps a flood of tiny derivatives (1x1 thumbnails, say) from taking many times the limit on disk,
 * and bounds the number of files, and so the index's memory, to maxBytes / 4 KiB.
 */
export const DISK_BLOCK_BYTES = 4096;

/** Disk space a file of `bytes` bytes occupies. */
export function diskUsageOf(bytes: number): number {
  return Math.max(1, Math.ceil(bytes / DISK_BLOCK_BYTES)) * DISK_BLOCK_BYTES;
}

/**
 * Derivatives on disk, taking at most `maxBytes` (in whole disk blocks), least recently used
 * evicted first.
 *
 * The index of files and sizes lives in memory: built from a scan of the directory at start-up
 * (older modification time = less recently used), then kept up to date by every hit and write.
 * A Map iterates in insertion order, so re-inserting an entry on use makes the first entry the
 * least recently used one. One process is assumed to own the directory.
 */
export class DerivativeCache {
  /** Absolute path → disk usage in bytes, least recently used first. */
  private readonly entries = new Map<string, number>();
  private usedBytes = 0;

  private constructor(
    readonly directory: string,
    readonly maxBytes: number,
    private readonly log: CacheLogger,
  ) {}

  static async open(directory: string, maxBytes: number, log: CacheLogger): Promise<DerivativeCache> {
    if (!Number.isFinite(maxBytes) || maxBytes <= 0) {
      throw new RangeError(`The cache limit must be a positive number of bytes, got ${maxBytes}`);
    }
    const cache = new DerivativeCache(directory, maxBytes, log);
    await mkdir(directory, { recursive: true });
    await cache.indexExistingFiles();
    return cache;
  }

  /** Disk space of all derivatives the index knows about, in whole blocks. */
  get diskUsage(): number {
    return this.usedBytes;
  }

  /** The cached bytes for `name` (e.g. `<sha256>.jpg`), or null; a hit makes it the most recently used. */
  async read(name: string): Promise<Buffer | null> {
    const path = this.pathOf(name);
    // Files the index does not know were never written by this cache (or were evicted): a miss.
    if (!this.entries.has(path)) return null;
    try {
      const bytes = await readFile(path);
      this.remember(path, bytes.length);
      return bytes;
    } catch (error) {
      this.forget(path);
      // A cache that cannot be read degrades to rendering again, never to a failed request.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        this.log.warn({ err: error, path }, 'Could not read a cached IIIF derivative');
      }
      return null;
    }
  }

  /**
   * Stores `bytes` as `name`, then evicts least recently used files until the total fits. Never
   * throws: a full or read-only disk must degrade to uncached serving, not to failed requests.
   */
  async write(name: string, bytes: Buffer): Promise<void> {
    // Keeping it would mean evicting everything else and still exceeding the limit.
    if (diskUsageOf(bytes.length) > this.maxBytes) return;
    const path = this.pathOf(name);
    try {
      await writeFileAtomically(path, bytes);
    } catch (error) {
      this.log.warn({ err: error, path }, 'Could not write IIIF derivative to the disk cache');
      return;
    }
    this.remember(path, bytes.length);
    await this.evictUntilWithinLimit();
  }

  private pathOf(name: string): string {
    // Two-character fan-out keeps directories small once there are many thousands of tiles.
    return join(this.directory, name.slice(0, 2), name);
  }

  /** Records the file at `path`, of `bytes` bytes, as the most recently used entry. */
  private remember(path: string, bytes: number): void {
    this.forget(path);
    const usage = diskUsageOf(bytes);
    this.entries.set(path, usage);
    this.usedBytes += usage;
  }

  private forget(path: string): void {
    const usage = this.entries.get(path);
    if (usage === undefined) return;
    this.entries.delete(path);
    this.usedBytes -= usage;
  }

  private async evictUntilWithinLimit(): Promise<void> {
    while (this.usedBytes > this.maxBytes) {
      const leastRecentlyUsed = this.entries.keys().next();
      if (leastRecentlyUsed.done) return;
      // Taken out of the index before the await, so concurrent writers never evict it twice.
      this.forget(leastRecentlyUsed.value);
      await this.remove(leastRecentlyUsed.value);
    }
  }

  private async remove(path: string): Promise<void> {
    try {
      await rm(path, { force: true });
    } catch (error) {
      this.log.warn({ err: error, path }, 'Could not delete an evicted IIIF derivative');
    }
  }

  private async indexExistingFiles(): Promise<void> {
    const entries = await readdir(this.directory, { recursive: true, withFileTypes: true });
    const paths = entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
    // Left behind by a crash mid-write: never renamed into place, so nothing refers to them.
    const leftovers = paths.filter((path) => path.endsWith(TEMPORARY_SUFFIX));
    await Promise.all(leftovers.map((path) => this.remove(path)));

    const derivatives = paths.filter((path) => !path.endsWith(TEMPORARY_SUFFIX));
    const files = await Promise.all(
      derivatives.map(async (path) => {
        try {
          const { size, mtimeMs } = await stat(path);
          return { path, bytes: size, modifiedAt: mtimeMs };
        } catch (error) {
          this.log.warn({ err: error, path }, 'Could not inspect a cached IIIF derivative');
          return null;
        }
      }),
    );
    const oldestFirst = files.filter((file) => file !== null).sort((a, b) => a.modifiedAt - b.modifiedAt);
    for (const file of oldestFirst) this.remember(file.path, file.bytes);
    // The limit may have been lowered since these files were written.
    await this.evictUntilWithinLimit();
  }
}

async function writeFileAtomically(path: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  // A reader must never see a half-written derivative, and concurrent writers must not interleave.
  const temporaryPath = `${path}.${randomUUID()}${TEMPORARY_SUFFIX}`;
  try {
    await writeFile(temporaryPath, bytes);
    await rename(temporaryPath, path);
  } catch (error) {
    await rm(temporaryPath, { force: true });
    throw error;
  }
}
