import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * A data directory of its own, holding a copy of the seeded files (4 MB), for each test server
 * (harness.ts). The seeded one (global-setup.ts) is shared by every test file of the run, each on its
 * own copy of the database: a demo PDF or cover deleted there would be gone for all of them.
 */
export async function privateDataDir(): Promise<{ path: string; remove: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'catalogues-api-files-'));
  const shared = join(inject('dataDir'), 'files');
  await cp(shared, join(path, 'files'), {
    recursive: true,
    // Another test file's upload in progress is none of this server's business.
    filter: (source) => source !== join(shared, 'tmp'),
  });
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}
