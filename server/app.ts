import { mkdirSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { ServerConfig } from './config.ts';
import { CountMemo } from './db/count-memo.ts';
import type { Database } from './db/database.ts';
import { type Auth, createAuth, tokenSecret, type User } from './domain/auth.ts';
import type { DomainContext } from './domain/context.ts';
import { HttpError } from './domain/errors.ts';
import { FileStore } from './domain/files.ts';
import { createGeoNamesLookup } from './domain/geonames-lookup.ts';
import { contractNames, openapiDir, registerDocs } from './plugins/api-docs.ts';
import { responseCachePlugin } from './plugins/response-cache.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { catalogueHandlers } from './services/catalogue/handlers.ts';
import { iiifPlugin } from './services/iiif/iiif-plugin.ts';
import { multimediaHandlers } from './services/multimedia/handlers.ts';
import { projectsHandlers } from './services/projects/handlers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the bearer token on routes that need one. */
    user: User | null;
  }
  interface FastifyContextConfig {
    /** Set by the contract (x-fastify-config): who may call the route. */
    role?: 'ADMIN' | 'ANY';
  }
}

export interface AppOptions {
  config: ServerConfig;
  db: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server: the three contract services, IIIF, the docs and the web app. Tests inject into it. */
export async function buildApp({ config, db, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.authorization'] },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 10 * 1024 * 1024,
    ajv: {
      customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array', useDefaults: true },
    },
  });
  const ctx: DomainContext = { db, urls: config.publicUrls, counts: new CountMemo(db) };
  const store = new FileStore(config.dataDir);
  mkdirSync(store.root, { recursive: true });
  const auth = createAuth(db, await tokenSecret(db, config.authSecret), config.tokenTtlSeconds);

  app.decorateRequest('user', null);
  app.setErrorHandler(errorHandler);
  // PDFs and images arrive as multipart uploads; a raw PDF body is refused like any unknown type.
  app.addContentTypeParser('application/pdf', (_request, _payload, done) =>
    done(new HttpError(415, 'unsupported_media_type'), undefined),
  );
  // gzip for JSON, scripts and styles (a 10,000-row editions list shrinks about tenfold); PDFs and
  // images are left as they are, so Range requests keep working and nothing is compressed twice.
  await app.register(fastifyCompress, { global: true, encodings: ['gzip'], threshold: 1024 });
  await app.register(fastifyMultipart, { limits: { fileSize: config.pdfMaxBytes, files: 1, fields: 10 } });
  // Serves stored files (PDFs) through reply.sendFile, with Range support; nothing is exposed by itself.
  await app.register(fastifyStatic, { root: store.root, serve: false });

  if (config.cacheMaxBytes > 0) {
    await app.register(responseCachePlugin, {
      maxBytes: config.cacheMaxBytes,
      dataVersion: async () => {
        const [row] = await db.query<{ value: string }>(
          "select value from settings where key = 'data_version'",
        );
        return row?.value ?? '0';
      },
    });
  }

  await app.register(async (api) => {
    api.addHook('onRoute', (route) => adaptContractRoute(route, config));
    // The contracts describe JSON bodies (and multipart uploads): anything else is refused with 415
    // before it reaches a handler unvalidated.
    api.removeContentTypeParser('text/plain');
    api.setValidatorCompiler(contractValidator());
    // Registered after the onRoute hook above, so it sees the sign-in limit that hook sets.
    await api.register(fastifyRateLimit, { global: false });
    // Who is asking is settled before the input is looked at: a guest learns nothing of a staff
    // route's rules from its validation errors, and never gets past the door with a bad body.
    api.addHook('preValidation', async (request) => authorize(request, auth));
    const handlers = {
      catalogue: catalogueHandlers({
        ctx,
        auth,
        store,
        geonames: createGeoNamesLookup(db, { ...config.geonames, log: app.log }),
      }),
      projects: projectsHandlers(db),
      multimedia: multimediaHandlers(ctx, store, config.imageMaxBytes),
    };
    const prefixes = { catalogue: '/api', projects: '/api/projects', multimedia: '/api/multimedia' };
    for (const name of contractNames) {
      await api.register(openapiGlue, {
        specification: join(openapiDir, `${name}.yaml`),
        serviceHandlers: handlers[name],
        prefix: prefixes[name],
      });
    }
  });

  await app.register(iiifPlugin, {
    prefix: '/iiif/3',
    cacheDir: join(config.dataDir, 'cache', 'iiif'),
    resolveImage: async (identifier) => {
      const rows = await db.query("select 1 from files where sha256 = $1 and mime_type like 'image/%'", [
        identifier,
      ]);
      return rows.length > 0 ? store.pathOf(identifier) : null;
    },
  });

  await registerDocs(app);
  await registerWebApp(app, config);
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/catalogues/'));
  return app;
}

/**
 * Validates requests against the contract. Query strings, paths and headers are text, so their
 * values are coerced to the declared types ('2' → 2); JSON bodies are not: `{"mainTitle": 123}`
 * is a wrong type and gets a 400.
 */
function contractValidator() {
  const options = { allErrors: true, useDefaults: true, addUsedSchema: false, strict: false } as const;
  const textParts = addFormats(new Ajv({ ...options, coerceTypes: 'array' }));
  const bodies = addFormats(new Ajv({ ...options, coerceTypes: false }));
  return ({ schema, httpPart }: { schema: object; httpPart?: string }) =>
    (httpPart === 'body' ? bodies : textParts).compile(schema);
}

/** Public reads whose answer depends on the URL and the data only. */
const uncachedReads = new Set(['getEditionPdf', 'getHealth', 'searchGeonames', 'getGeoname']);

/**
 * Contract routes: multipart bodies are read by the handler, not validated as JSON; sign-in is
 * rate limited; public reads are cached until the data changes.
 */
function adaptContractRoute(route: RouteOptions, config: ServerConfig) {
  const schema = route.schema as
    | { body?: { content?: Record<string, unknown> }; operationId?: string }
    | undefined;
  const operationId = schema?.operationId ?? '';
  if (schema?.body?.content?.['multipart/form-data']) delete schema.body;
  if (operationId === 'signIn') {
    route.config = {
      ...route.config,
      rateLimit: { max: config.signInAttemptsPerMinute, timeWindow: 60_000 },
    };
  }
  if (route.method === 'GET' && !route.config?.role && !uncachedReads.has(operationId)) {
    route.config = { ...route.config, cache: true };
  }
}

/** Decides from the token's user, never from the `role` header, whether the call is allowed. */
async function authorize(request: import('fastify').FastifyRequest, auth: Auth) {
  const required = request.routeOptions.config.role;
  if (!required) return;
  // The scheme is case-insensitive (RFC 9110 §11.1): `bearer` is as good as `Bearer`.
  const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  request.user = await auth.userOfToken(token);
  if (!request.user) throw new HttpError(401, 'unauthorized');
  if (required === 'ADMIN' && request.user.role !== 'ADMIN') throw new HttpError(403, 'forbidden');
}

const statusKeys: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'bad_request',
  406: 'bad_request',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** Every error leaves as `{ statusCode, error, message }`; a 5xx never tells more than its name. */
function errorHandler(
  this: FastifyInstance,
  error: FastifyError,
  request: import('fastify').FastifyRequest,
  reply: import('fastify').FastifyReply,
) {
  if (error instanceof HttpError) {
    return reply
      .code(error.statusCode)
      .send({ statusCode: error.statusCode, error: error.error, message: error.messages });
  }
  if (error.validation) {
    const messages = error.validation.map((issue) => {
      const where = `${error.validationContext ?? 'request'}${issue.instancePath.replaceAll('/', '.')}`;
      const allowed = (issue.params as { allowedValues?: unknown[] }).allowedValues;
      const extra = (issue.params as { additionalProperty?: string }).additionalProperty;
      return `${where} ${issue.message}${allowed ? `: ${allowed.join(', ')}` : ''}${extra ? ` '${extra}'` : ''}`;
    });
    return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: messages });
  }
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600
      ? error.statusCode
      : isMalformedMultipart(error, request)
        ? 400
        : 500;
  if (status < 500) {
    const message = error.code?.includes('JSON')
      ? 'invalid_json_body'
      : (statusKeys[status] ?? 'bad_request');
    request.log.info({ err: error }, 'request refused');
    return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(500)
    .send({ statusCode: 500, error: 'Internal Server Error', message: 'internal_server_error' });
}

/**
 * The multipart parser (busboy) reports a malformed body (no boundary, an overlong one, a body
 * that ends early) with a plain Error: the client's fault, so a 400 rather than a 500.
 */
function isMalformedMultipart(error: Error, request: import('fastify').FastifyRequest): boolean {
  return request.isMultipart() && /multipart|boundary|needle/i.test(error.message);
}
