import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DerivativeCache, DISK_BLOCK_BYTES } from './derivative-cache.ts';

let directory: string;
const log = { warn: vi.fn() };
/** Files are charged in whole blocks, so the tests size everything in blocks. */
const BLOCK = DISK_BLOCK_BYTES;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'derivative-cache-test-'));
  log.warn.mockClear();
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** File names as the plugin makes them: a hex key and the format. */
function nameOf(label: string): string {
  return `${label.repeat(4)}.png`;
}

function bytes(count: number, fill = 1): Buffer {
  return Buffer.alloc(count, fill);
}

async function filesOnDisk(): Promise<Map<string, number>> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const files = new Map<string, number>();
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    files.set(entry.name, (await stat(join(entry.parentPath, entry.name))).size);
  }
  return files;
}

/** Puts a file where the cache would, as if an earlier run had written it. */
async function plantFile(name: string, size: number, modifiedSeconds: number): Promise<string> {
  const path = join(directory, name.slice(0, 2), name);
  await mkdir(join(directory, name.slice(0, 2)), { recursive: true });
  await writeFile(path, bytes(size));
  await utimes(path, modifiedSeconds, modifiedSeconds);
  return path;
}

describe('DerivativeCache', () => {
  it('reads back what it wrote, fanned out by the first two characters', async () => {
    const cache = await DerivativeCache.open(directory, 10 * BLOCK, log);
    await cache.write(nameOf('ab'), bytes(10, 7));
    expect(await cache.read(nameOf('ab'))).toEqual(bytes(10, 7));
    expect([...(await filesOnDisk()).keys()]).toEqual([nameOf('ab')]);
    expect((await readdir(directory))[0]).toBe('ab');
    // Charged a whole block, as the file system allocates one.
    expect(cache.diskUsage).toBe(BLOCK);
  });

  it('misses for names it never wrote', async () => {
    const cache = await DerivativeCache.open(directory, 10 * BLOCK, log);
    expect(await cache.read(nameOf('cd'))).toBeNull();
  });

  it('evicts the least recently used files once the total would exceed the limit', async () => {
    const cache = await DerivativeCache.open(directory, 3 * BLOCK, log);
    await cache.write(nameOf('a1'), bytes(BLOCK));
    await cache.write(nameOf('b2'), bytes(BLOCK));
    await cache.write(nameOf('c3'), bytes(BLOCK));
    // A hit makes a1 the most recently used, so b2 is the one to go.
    expect(await cache.read(nameOf('a1'))).not.toBeNull();
    await cache.write(nameOf('d4'), bytes(BLOCK));

    const files = await filesOnDisk();
    expect([...files.keys()].sort()).toEqual([nameOf('a1'), nameOf('c3'), nameOf('d4')]);
    expect(cache.diskUsage).toBe(3 * BLOCK);
    expect(await cache.read(nameOf('b2'))).toBeNull();
  });

  it('evicts as many files as it takes to fit a large one', async () => {
    const cache = await DerivativeCache.open(directory, 3 * BLOCK, log);
    for (const label of ['a1', 'b2', 'c3']) await cache.write(nameOf(label), bytes(BLOCK));
    await cache.write(nameOf('d4'), bytes(2.5 * BLOCK));
    expect([...(await filesOnDisk()).keys()]).toEqual([nameOf('d4')]);
    expect(cache.diskUsage).toBe(3 * BLOCK);
  });

  it('does not keep a file larger than the whole limit, nor evict anything for it', async () => {
    const cache = await DerivativeCache.open(directory, 3 * BLOCK, log);
    await cache.write(nameOf('a1'), bytes(BLOCK));
    await cache.write(nameOf('b2'), bytes(3 * BLOCK + 1));
    expect([...(await filesOnDisk()).keys()]).toEqual([nameOf('a1')]);
    expect(await cache.read(nameOf('b2'))).toBeNull();
  });

  it('charges small files a whole block each, which bounds their number', async () => {
    const cache = await DerivativeCache.open(directory, 2 * BLOCK, log);
    for (const label of ['a1', 'b2', 'c3']) await cache.write(nameOf(label), bytes(10));
    expect([...(await filesOnDisk()).keys()].sort()).toEqual([nameOf('b2'), nameOf('c3')]);
    expect(cache.diskUsage).toBe(2 * BLOCK);
  });

  it('counts a rewritten file once', async () => {
    const cache = await DerivativeCache.open(directory, 3 * BLOCK, log);
    await cache.write(nameOf('a1'), bytes(BLOCK));
    await cache.write(nameOf('a1'), bytes(1.5 * BLOCK));
    expect(cache.diskUsage).toBe(2 * BLOCK);
  });

  it('forgets a file that disappeared from disk', async () => {
    const cache = await DerivativeCache.open(directory, 3 * BLOCK, log);
    await cache.write(nameOf('a1'), bytes(BLOCK));
    await rm(join(directory, 'a1'), { recursive: true });
    expect(await cache.read(nameOf('a1'))).toBeNull();
    expect(cache.diskUsage).toBe(0);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('logs, and does not throw, when an evicted file cannot be deleted', async () => {
    const cache = await DerivativeCache.open(directory, 2 * BLOCK, log);
    await cache.write(nameOf('a1'), bytes(BLOCK));
    await cache.write(nameOf('b2'), bytes(BLOCK));
    // A non-empty directory in a1's place makes its deletion fail.
    const a1Path = join(directory, 'a1', nameOf('a1'));
    await rm(a1Path);
    await mkdir(a1Path);
    await writeFile(join(a1Path, 'blocker'), 'x');

    await expect(cache.write(nameOf('c3'), bytes(BLOCK))).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ path: a1Path }),
      'Could not delete an evicted IIIF derivative',
    );
    expect(await cache.read(nameOf('c3'))).toEqual(bytes(BLOCK));
    expect(cache.diskUsage).toBe(2 * BLOCK);
  });

  it('logs, and does not throw, when a file cannot be written', async () => {
    const cache = await DerivativeCache.open(directory, 2 * BLOCK, log);
    // A file where the fan-out directory belongs makes the write fail.
    await writeFile(join(directory, 'a1'), 'in the way');
    await expect(cache.write(nameOf('a1'), bytes(BLOCK))).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(
      expect.any(Object),
      'Could not write IIIF derivative to the disk cache',
    );
    expect(cache.diskUsage).toBe(0);
  });

  describe('at start-up', () => {
    it('learns existing files, oldest modification first, and evicts from the oldest', async () => {
      await plantFile(nameOf('a1'), BLOCK, 3_000);
      await plantFile(nameOf('b2'), BLOCK, 1_000);
      await plantFile(nameOf('c3'), BLOCK, 2_000);
      const cache = await DerivativeCache.open(directory, 3 * BLOCK, log);
      expect(cache.diskUsage).toBe(3 * BLOCK);
      expect(await cache.read(nameOf('a1'))).not.toBeNull();

      await cache.write(nameOf('d4'), bytes(BLOCK));
      expect([...(await filesOnDisk()).keys()].sort()).toEqual([nameOf('a1'), nameOf('c3'), nameOf('d4')]);
    });

    it('trims what is there to a lowered limit, keeping the newest', async () => {
      await plantFile(nameOf('a1'), BLOCK, 1_000);
      await plantFile(nameOf('b2'), BLOCK, 2_000);
      await plantFile(nameOf('c3'), BLOCK, 3_000);
      const cache = await DerivativeCache.open(directory, 1.5 * BLOCK, log);
      expect(cache.diskUsage).toBe(BLOCK);
      expect([...(await filesOnDisk()).keys()]).toEqual([nameOf('c3')]);
    });

    it('deletes temporary files left by an interrupted write', async () => {
      await plantFile(nameOf('a1'), BLOCK, 1_000);
      await plantFile(`${nameOf('a1')}.0f3e6c2a.tmp`, BLOCK / 2, 1_000);
      const cache = await DerivativeCache.open(directory, 10 * BLOCK, log);
      expect([...(await filesOnDisk()).keys()]).toEqual([nameOf('a1')]);
      expect(cache.diskUsage).toBe(BLOCK);
    });

    it('creates the directory when it is missing', async () => {
      const nested = join(directory, 'not', 'there', 'yet');
      const cache = await DerivativeCache.open(nested, 10 * BLOCK, log);
      await cache.write(nameOf('a1'), bytes(10));
      expect((await stat(nested)).isDirectory()).toBe(true);
    });
  });

  it.each([0, -1, Number.NaN])('refuses the limit %s', async (maxBytes) => {
    await expect(DerivativeCache.open(directory, maxBytes, log)).rejects.toThrow(RangeError);
  });
});
