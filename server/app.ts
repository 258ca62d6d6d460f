import { mkdirSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fastJsonStringify from 'fast-json-stringify';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { IIIF_PRESENTATION_PREFIX } from '../common/iiif-presentation.ts';
import type { ServerConfig } from './config.ts';
import { CountMemo } from './db/count-memo.ts';
import type { Database } from './db/database.ts';
import { type Auth, createAuth, tokenSecret, type User } from './domain/auth.ts';
import { canonicalUrls } from './domain/canonical-urls.ts';
import type { DomainContext } from './domain/context.ts';
import { HttpError } from './domain/errors.ts';
import { FileStore } from './domain/files.ts';
import { createGeoNamesLookup } from './domain/geonames-lookup.ts';
import { contractNames, contracts, registerDocs } from './plugins/api-docs.ts';
import { discoveryPlugin } from './plugins/discovery.ts';
import { iiifPresentationPlugin } from './plugins/iiif-presentation.ts';
import { oaiPmhPlugin } from './plugins/oai-pmh.ts';
import { responseCachePlugin } from './plugins/response-cache.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { leaveBuiltFilesUncompressed, registerWebApp } from './plugins/web-app.ts';
import { catalogueHandlers } from './services/catalogue/handlers.ts';
import { DEFAULT_SIZE_LIMITS, iiifPlugin } from './services/iiif/iiif-plugin.ts';
import { PdfPageRenderer } from './services/iiif/pdf-pages.ts';
import { DEFAULT_MAX_CONCURRENT_RENDERS } from './services/iiif/render-queue.ts';
import { multimediaHandlers } from './services/multimedia/handlers.ts';
import { OcrService } from './services/ocr/ocr-service.ts';
import { projectsHandlers } from './services/projects/handlers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the bearer token on routes that need one. */
    user: User | null;
  }
  interface FastifyContextConfig {
    /** Set by the contract (x-fastify-config): who may call the route. */
    role?: 'ADMIN' | 'ANY';
    /** The contract describes a (required) JSON body. */
    jsonBody?: boolean;
  }
}

export interface AppOptions {
  config: ServerConfig;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /**
   * Start a PDFium worker when the server is ready, so the first page image or manifest does not
   * wait for one (the server does; test servers, which may never draw a page, do not).
   */
  warmPdfWorker?: boolean;
  /** The built web app's directory (default `dist/`): the benchmarks serve a build of their own. */
  webAppDir?: string;
}

/** A certificate or key file, or a start-up error that names its setting. */
function readTlsFile(setting: string, path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new Error(
      `Invalid configuration:\n  ${setting}: cannot read ${path} (${(error as Error).message})`,
    );
  }
}

/** Builds the whole server: the three contract services, IIIF, the docs and the web app. Tests inject into it. */
export async function buildApp({
  config,
  db,
  logger,
  warmPdfWorker = false,
  webAppDir,
}: AppOptions): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.authorization'] },
    // Whether X-Forwarded-For/-Proto/-Host from a reverse proxy are believed (TRUST_PROXY).
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // The router's own refusals (a malformed %-escape, an overlong parameter) in the error envelope.
    frameworkErrors: (error, _request, reply) => {
      const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'url_too_long' : 'malformed_url';
      return (reply as FastifyReply)
        .code(statusCode)
        .send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
    },
    bodyLimit: 10 * 1024 * 1024,
    ajv: {
      customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array', useDefaults: true },
    },
  };
  const tls = config.tls && {
    cert: readTlsFile('TLS_CERT_FILE', config.tls.certFile),
    key: readTlsFile('TLS_KEY_FILE', config.tls.keyFile),
  };
  // With a certificate, HTTP/2 over TLS, and HTTP/1.1 for clients that do not speak it. The
  // handlers see Node's compatibility request and reply, which behave as HTTP/1.1's do.
  const app = tls
    ? (Fastify({
        ...(options as unknown as FastifyServerOptions<Http2SecureServer>),
        http2: true,
        https: { allowHTTP1: true, ...tls },
      }) as unknown as FastifyInstance)
    : Fastify(options);
  const ctx: DomainContext = { db, urls: config.publicUrls, counts: new CountMemo(db) };
  const store = new FileStore(config.dataDir);
  mkdirSync(store.root, { recursive: true });
  const secret = await tokenSecret(db, config.authSecret);
  const auth = createAuth(db, secret, {
    tokenTtlSeconds: config.tokenTtlSeconds,
    signInAttemptsPerAccount: config.signInAttemptsPerAccount,
  });

  // One pool of PDFium workers draws every PDF page the app needs: IIIF page images and covers.
  const pdfPages = new PdfPageRenderer({ workers: DEFAULT_MAX_CONCURRENT_RENDERS, timeoutMs: 30_000 });
  app.addHook('onClose', () => pdfPages.close());
  if (warmPdfWorker) app.addHook('onReady', async () => pdfPages.warmUp());
  // OCR of scanned pages in the background (OCR_WORKERS), its pages drawn by the same pool; the
  // workers stop before the pool closes.
  const ocr = new OcrService({ db, store, pages: pdfPages, ...config.ocr, log: app.log });
  app.addHook('onReady', () => ocr.start());
  app.addHook('preClose', () => ocr.stop());

  app.decorateRequest('user', null);
  app.setErrorHandler(errorHandler);
  // Before every route and the response cache, so that every answer carries the headers.
  await registerSecurityHeaders(app, config);
  // PDFs and images arrive as multipart uploads; a raw PDF body is refused like any unknown type.
  app.addContentTypeParser('application/pdf', (_request, _payload, done) =>
    done(new HttpError(415, 'unsupported_media_type'), undefined),
  );
  // gzip for JSON, scripts and styles (a 10,000-row editions list shrinks about tenfold); PDFs and
  // images are left as they are, so Range requests keep working and nothing is compressed twice.
  leaveBuiltFilesUncompressed(app, webAppDir);
  await app.register(fastifyCompress, { global: true, encodings: ['gzip'], threshold: 1024 });
  await app.register(fastifyMultipart, { limits: { fileSize: config.pdfMaxBytes, files: 1, fields: 10 } });
  // Serves stored files (PDFs) through reply.sendFile, with Range support; nothing is exposed by itself.
  await app.register(fastifyStatic, { root: store.root, serve: false });

  // Changes with every write (migration 002): cached answers and IIIF documents are current while it stays.
  const dataVersion = async () => {
    const [row] = await db.query<{ value: string }>("select value from settings where key = 'data_version'");
    return row?.value ?? '0';
  };
  if (config.cacheMaxBytes > 0) {
    await app.register(responseCachePlugin, {
      maxBytes: config.cacheMaxBytes,
      maxEntries: config.cacheMaxEntries,
      dataVersion,
    });
  }

  await app.register(async (api) => {
    api.addHook('onRoute', (route) => adaptContractRoute(route, config));
    // The contracts describe JSON bodies (and multipart uploads): anything else is refused with 415
    // before it reaches a handler unvalidated.
    api.removeContentTypeParser('text/plain');
    // JSON nested deeper than any contract allows is refused before validation, whose recursion
    // it would otherwise exhaust (a contextual search 3,000 levels deep overflowed the stack).
    const parseJson = api.getDefaultJsonParser('error', 'error');
    api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
      parseJson(request, body as string, (error, value) =>
        error || jsonDepth(value) <= MAX_JSON_DEPTH
          ? done(error, value)
          : done(new HttpError(400, 'body_is_nested_too_deeply'), undefined),
      ),
    );
    api.setValidatorCompiler(contractValidator);
    api.setSerializerCompiler(contractSerializer);
    // Registered after the onRoute hook above, so it sees the sign-in limit that hook sets.
    await api.register(fastifyRateLimit, {
      global: false,
      // Past the limit: the error envelope, and Retry-After (the plugin adds it) says when to come back.
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'too_many_requests', { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
    });
    // Who is asking is settled before the input is looked at: a guest learns nothing of a staff
    // route's rules from its validation errors, and never gets past the door with a bad body.
    api.addHook('preValidation', async (request) => {
      await authorize(request, auth);
      requireJsonBody(request);
    });
    const handlers = {
      catalogue: catalogueHandlers({
        ctx,
        auth,
        store,
        pdfText: config.pdfText,
        pdfPages,
        ocr,
        geonames: createGeoNamesLookup(db, { ...config.geonames, log: app.log }),
        canonical: canonicalUrls(config.publicOrigin),
      }),
      projects: projectsHandlers(db),
      multimedia: multimediaHandlers(ctx, store, {
        maxBytes: config.imageMaxBytes,
        maxPixels: config.imageMaxPixels,
      }),
    };
    const prefixes = { catalogue: '/api', projects: '/api/projects', multimedia: '/api/multimedia' };
    const read = await contracts();
    for (const name of contractNames) {
      await api.register(openapiGlue, {
        // The plugin validates and resolves a copy of it.
        specification: read[name].document,
        serviceHandlers: handlers[name],
        prefix: prefixes[name],
      });
    }
  });

  await app.register(iiifPlugin, {
    prefix: '/iiif/3',
    pdfPages,
    cacheDir: join(config.dataDir, 'cache', 'iiif'),
    cacheMaxBytes: config.iiif.cacheMaxBytes,
    maxQueuedRenders: config.iiif.maxQueuedRenders,
    requestsPerMinute: config.rateLimits.iiif,
    resolveImage: async (identifier) => {
      const rows = await db.query("select 1 from files where sha256 = $1 and mime_type like 'image/%'", [
        identifier,
      ]);
      return rows.length > 0 ? store.pathOf(identifier) : null;
    },
    resolveEditionPdf: async (editionId) => {
      const [row] = await db.query<{ sha256: string }>(
        'select f.sha256 from editions e join files f on f.id = e.pdf_file_id where e.id = $1',
        [editionId],
      );
      return row ? { path: store.pathOf(row.sha256), sha256: row.sha256 } : null;
    },
  });
  await app.register(iiifPresentationPlugin, {
    prefix: IIIF_PRESENTATION_PREFIX,
    ctx,
    canonical: canonicalUrls(config.publicOrigin),
    pdfPages,
    pathOf: (sha256) => store.pathOf(sha256),
    dataVersion,
    pageImageLimits: DEFAULT_SIZE_LIMITS,
  });

  await app.register(oaiPmhPlugin, {
    db,
    urls: config.publicUrls,
    publicOrigin: config.publicOrigin,
    adminEmail: config.admin.email,
    secret,
  });
  await registerDocs(app);
  await app.register(discoveryPlugin, { config, db });
  await registerWebApp(app, config, { distDir: webAppDir });
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/catalogues/'));
  return app;
}

/**
 * Validates requests against the contract. Query strings, paths and headers are text, so their
 * values are coerced to the declared types ('2' → 2); JSON bodies are not: `{"mainTitle": 123}`
 * is a wrong type and gets a 400.
 */
function contractValidator({ schema, httpPart }: { schema: object; httpPart?: string }) {
  const part = httpPart === 'body' ? 'bodies' : 'textParts';
  return compiledOnce(`${part} ${JSON.stringify(schema)}`, () => contractAjv[part].compile(schema));
}

const ajvOptions = { allErrors: true, useDefaults: true, addUsedSchema: false, strict: false } as const;
const contractAjv = {
  textParts: addFormats(new Ajv({ ...ajvOptions, coerceTypes: 'array' })),
  bodies: addFormats(new Ajv({ ...ajvOptions, coerceTypes: false })),
};

/**
 * The answers' serializers, as Fastify's default makes them (fast-json-stringify: what a schema
 * does not name never leaves), from the contracts' response schemas.
 */
function contractSerializer({ schema }: { schema: object }) {
  return compiledOnce(`response ${JSON.stringify(schema)}`, () => fastJsonStringify(schema));
}

/**
 * Validators and serializers compiled once per process for each schema, not again by every server
 * built: the compiled functions keep no state of a server, and compiling the three contracts took
 * a second of each of the hundred servers the test suites build.
 */
const compiled = new Map<string, unknown>();
function compiledOnce<T>(key: string, compile: () => T): T {
  if (!compiled.has(key)) compiled.set(key, compile());
  return compiled.get(key) as T;
}

/** Deeper than the deepest contract body (a contextual search of 4 levels is 9 deep). */
const MAX_JSON_DEPTH = 32;

/** How deeply a parsed JSON value nests, counted without recursion (the value may be hostile). */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Every JSON body of the contracts is required. Fastify validates only a body that is there, so a
 * missing one, or an upload sent to a JSON route, is refused here instead of reaching the handler.
 */
function requireJsonBody(request: FastifyRequest) {
  if (!request.routeOptions.config.jsonBody) return;
  if (request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');
  if (request.body === undefined || request.body === null) {
    throw new HttpError(400, ['body must be a JSON document']);
  }
}

/** Calls limited per client address: sign-in against guessing, the rest for what they cost. */
function requestsPerMinute(operationId: string, config: ServerConfig): number | undefined {
  switch (operationId) {
    case 'signIn':
      return config.signInAttemptsPerMinute;
    case 'contextualSearch':
    case 'searchEditionPdfs':
      return config.rateLimits.search;
    case 'searchGeonames':
    case 'getGeoname':
      return config.rateLimits.geonames;
    case 'reportClientError':
      return config.rateLimits.clientErrors;
    default:
      return undefined;
  }
}

/**
 * Public reads whose answer depends on more than the URL and the data (or, for the JSON-LD
 * context, on neither: it is sent with a lifetime of its own instead).
 */
const uncachedReads = new Set([
  'getEditionPdf',
  'getEditionPdfOpening',
  'getHealth',
  'searchGeonames',
  'getGeoname',
  'getLinkedDataContext',
]);

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
  if (schema?.body?.content?.['application/json']) route.config = { ...route.config, jsonBody: true };
  const perMinute = requestsPerMinute(operationId, config);
  if (perMinute !== undefined) {
    route.config = { ...route.config, rateLimit: { max: perMinute, timeWindow: 60_000 } };
  }
  if (route.method === 'GET' && !route.config?.role && !uncachedReads.has(operationId)) {
    route.config = { ...route.config, cache: true };
  }
}

/** Decides from the token's user, never from the `role` header, whether the call is allowed. */
async function authorize(request: FastifyRequest, auth: Auth) {
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
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof HttpError) {
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply
      .code(error.statusCode)
      .send({ statusCode: error.statusCode, error: error.error, message: error.messages });
  }
  const database = databaseRefusal(error);
  if (database) {
    // The contract should have refused the input before the database saw it: worth a warning.
    request.log.warn({ err: loggable(error) }, 'the database refused a request');
    return reply
      .code(database.statusCode)
      .send({ statusCode: database.statusCode, error: database.error, message: database.messages });
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
    request.log.info({ err: loggable(error) }, 'request refused');
    return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message });
  }
  request.log.error({ err: loggable(error) }, 'request failed');
  return reply
    .code(500)
    .send({ statusCode: 500, error: 'Internal Server Error', message: 'internal_server_error' });
}

/**
 * PostgreSQL's refusals that a client's input causes (SQLSTATE): a duplicate that slipped past a
 * check in a race, or a value the database cannot hold.
 */
function databaseRefusal(error: Error): HttpError | null {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  if (code === '23505') return new HttpError(409, 'already_exists');
  if (code === '23503') return new HttpError(409, 'conflict');
  if (code.startsWith('22')) return new HttpError(400, 'invalid_input');
  return null;
}

/** A database error carries the query's parameters (a password hash, an email): never log them. */
function loggable(error: Error): Error | Record<string, unknown> {
  if (!('parameters' in error || 'params' in error)) return error;
  const { message, stack } = error;
  const { code, routine, where } = error as { code?: string; routine?: string; where?: string };
  return { type: error.name, message, stack, code, routine, where };
}

/**
 * The multipart parser (busboy) reports a malformed body (no boundary, an overlong one, a body
 * that ends early) with a plain Error: the client's fault, so a 400 rather than a 500.
 */
function isMalformedMultipart(error: Error, request: FastifyRequest): boolean {
  return request.isMultipart() && /multipart|boundary|needle/i.test(error.message);
}
