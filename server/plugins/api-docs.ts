import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';
import { HttpError } from '../domain/errors.ts';

export const contractNames = ['catalogue', 'projects', 'multimedia'] as const;
export const openapiDir = join(import.meta.dirname, '..', '..', 'openapi');

/** The three contracts, browsable at /api/docs and downloadable as YAML. */
export async function registerDocs(app: FastifyInstance) {
  const documents = Object.fromEntries(
    await Promise.all(
      contractNames.map(
        async (name) => [name, await readFile(join(openapiDir, `${name}.yaml`), 'utf8')] as const,
      ),
    ),
  );
  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: parse(documents.catalogue ?? '') },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
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
      const document = documents[name];
      if (!document) throw new HttpError(404, 'not_found');
      return reply.type('application/yaml; charset=utf-8').send(document);
    },
  );
}
