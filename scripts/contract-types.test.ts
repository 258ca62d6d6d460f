import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateContractTypes } from './contract-types.ts';

describe('the generated contract types', () => {
  it('match the OpenAPI documents (run `npm run gen:api` after changing a contract)', async () => {
    for (const { file, source } of await generateContractTypes()) {
      const committed = await readFile(join(import.meta.dirname, '..', file), 'utf8');
      expect(committed, `${file} is stale`).toBe(source);
    }
  }, 30_000);
});
