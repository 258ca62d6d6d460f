import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

const root = join(import.meta.dirname, '..');
export const contracts = ['catalogue', 'projects', 'multimedia'] as const;

const banner = '// Generated from openapi/%s.yaml by `npm run gen:api`. Do not edit.\n';

/**
 * The export media types (CSV, BibTeX, RIS, CSL-JSON) the contract documents beside JSON on the
 * list and record calls, and the records' linked data (JSON-LD). They are for other programs,
 * never read through the typed clients, so the generated response types keep JSON alone:
 * otherwise openapi-fetch would type every one of those answers as `string | JSON` (or
 * `LinkedData | JSON`).
 */
const downloadOnlyMediaTypes =
  /^\s*"(?:text\/csv|application\/x-bibtex|application\/x-research-info-systems|application\/vnd\.citationstyles\.csl\+json)": string;\n|^\s*"application\/ld\+json": [^;]+;\n/gm;

/** The generated types of each contract, as `npm run gen:api` writes them. */
export async function generateContractTypes(): Promise<Array<{ file: string; source: string }>> {
  return Promise.all(
    contracts.map(async (name) => {
      const document = await readFile(join(root, 'openapi', `${name}.yaml`), 'utf8');
      const ast = await openapiTS(document);
      return {
        file: join('openapi', 'generated', `${name}.d.ts`),
        source: banner.replace('%s', name) + astToString(ast).replace(downloadOnlyMediaTypes, ''),
      };
    }),
  );
}
