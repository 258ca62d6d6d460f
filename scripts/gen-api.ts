import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateContractTypes } from './contract-types.ts';

// Writes the TypeScript types of the three contracts (`npm run gen:api`).
for (const { file, source } of await generateContractTypes()) {
  await writeFile(join(import.meta.dirname, '..', file), source);
  process.stdout.write(`wrote ${file}\n`);
}
