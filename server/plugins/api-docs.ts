import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import { HttpError } from '../domain/errors.ts';

export const contractNames = ['catalogue', 'projects', 'multimedia'] as const;
export const openapiDir = join(import.meta.dirname, '..', '..', 'openapi');

/** SHA-256 of `.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}`. */
const swaggerLogoStyle = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

export type ContractName = (typeof contractNames)[number];
export interface Contract {
  /** The YAML file as written. */
  text: string;
  /** Its parsed document (as YAML gives it, untyped); shared, so whoever changes it works on a copy. */
  document: ReturnType<typeof parse>;
}

/**
 * The contracts, read and parsed once per process rather than by every server built: the files do
 * not change while it runs, and the test suites build about a hundred servers.
 */
let contractsRead: Promise<Record<ContractName, Contract>> | undefined;
export function contracts(): Promise<Record<ContractName, Contract>> {
  contractsRead ??= Promise.all(
    contractNames.map(async (name) => {
      const text = await readFile(join(openapiDir, `${name}.yaml`), 'utf8');
      return [name, { text, document: parse(text) }] as const;
    }),
  ).then((entries) => Object.fromEntries(entries) as Record<ContractName, Contract>);
  return contractsRead;
}

/** The three contracts, browsable at /api/docs and downloadable as YAML. */
export async function registerDocs(app: FastifyInstance) {
  const read = await contracts();
  // A Map, not an object: a name from the URL (`constructor`, `__proto__`) finds nothing inherited.
  const documents = new Map<string, string>(contractNames.map((name) => [name, read[name].text]));
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: structuredClone(read.catalogue.document) },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // The site's Content-Security-Policy (security-headers.ts) holds for Swagger UI too: its page
    // loads only scripts from files. Its styles differ: its top bar's logo is an SVG with a <style>
    // element, allowed by the hash of its text (Swagger UI 5.34 of @fastify/swagger-ui 6).
    transformStaticCSP: (header) => header.replace(/style-src [^;]*/, `style-src 'self' ${swaggerLogoStyle}`),
    uiConfig: {
      urls: contractNames.map((name) => ({ url: `/api/docs/openapi/${name}.yaml`, name })),
      'urls.primaryName': 'catalogue',
    } as object,
  });
  app.get<{ Params: { name: string } }>(
    '/api/docs/openapi/:name',
    { schema: { hide: true } },
    (request, reply) => {
      const name = request.params.name.replace(/\.yaml$/, '');
      const document = documents.get(name);
      if (!document) throw new HttpError(404, 'not_found');
      return reply.type('application/yaml; charset=utf-8').send(document);
    },
  );
}
