import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import { dirname, join } from 'node:path';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  type Dimensions,
  describeImage,
  IiifRequestError,
  type ImagePlan,
  isValidIdentifier,
  MEDIA_TYPE_BY_FORMAT,
  parseImageRequest,
  planImage,
  type SizeLimits,
  splitQualityFormat,
} from './image-request.ts';
import { readImageDimensions, renderImage } from './render-image.ts';

export interface IiifPluginOptions {
  /** Absolute path of the source image for an identifier, or null when unknown. */
  resolveImage(identifier: string): Promise<string | null>;
  /** Directory for cached derivatives (created if missing); omit to disable the disk cache. */
  cacheDir?: string;
  maxWidth?: number; // default 3000
  maxHeight?: number; // default 3000
}

const DEFAULT_MAX_DIMENSION = 3000;
const PROFILE_LINK = '<http://iiif.io/api/image/3/level2.json>;rel="profile"';
const JSON_LD_MEDIA_TYPE = 'application/ld+json;profile="http://iiif.io/api/image/3/context.json"';
/** Identifiers are content hashes, so a derivative of one can never change. */
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** info.json embeds the requesting host and the configured limits, which can change on redeploy. */
const INFO_CACHE_CONTROL = 'public, max-age=86400';
/** Bump when the rendering pipeline's output changes, so cached files and ETags turn over. */
const RENDER_VERSION = 1;

interface SourceImage {
  path: string;
  dimensions: Dimensions;
}

/** A non-IIIF HTTP failure (404) that still must reach the client in the IIIF error shape. */
class HttpProblem extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

function sendError(reply: FastifyReply, statusCode: number, message: string) {
  // A failure after the success headers were set must not be cached as if it were the image.
  reply.removeHeader('etag');
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** If-None-Match uses weak comparison (RFC 9110 §13.1.2), so W/ prefixes still match. */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** The spec asks for JSON-LD when there is no Accept header; plain-JSON clients still get plain JSON. */
function prefersJsonLd(accept: string | undefined): boolean {
  return accept === undefined || accept.includes('application/ld+json');
}

async function fileExists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

async function writeFileAtomically(path: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  // A reader must never see a half-written derivative, and concurrent writers must not interleave.
  const temporaryPath = `${path}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporaryPath, bytes);
    await rename(temporaryPath, path);
  } catch (error) {
    await rm(temporaryPath, { force: true });
    throw error;
  }
}

async function readCachedFile(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export const iiifPlugin: FastifyPluginAsync<IiifPluginOptions> = async (app, options) => {
  const maxWidth = options.maxWidth ?? DEFAULT_MAX_DIMENSION;
  const maxHeight = options.maxHeight ?? DEFAULT_MAX_DIMENSION;
  const limits: SizeLimits = { maxWidth, maxHeight, maxArea: maxWidth * maxHeight };
  const { cacheDir } = options;
  if (cacheDir) await mkdir(cacheDir, { recursive: true });

  /** Concurrent requests for one derivative (a viewer and a prefetcher, say) share one render. */
  const rendersInFlight = new Map<string, Promise<Buffer>>();

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof IiifRequestError || error instanceof HttpProblem) {
      return sendError(reply, error.status, error.message);
    }
    // Fastify's own client errors (malformed URL encoding and the like) keep their 4xx status.
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) return sendError(reply, statusCode, error.message);
    request.log.error({ err: error }, 'IIIF request failed');
    return sendError(reply, 500, 'The image could not be produced');
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, `No IIIF Image API resource at ${request.url}`),
  );

  app.options('/*', (request, reply) => {
    const requestedHeaders = request.headers['access-control-request-headers'];
    if (requestedHeaders) reply.header('access-control-allow-headers', requestedHeaders);
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-max-age', '86400')
      .send();
  });

  function serviceId(request: FastifyRequest, identifier: string): string {
    return `${request.protocol}://${request.host}${app.prefix}/${identifier}`;
  }

  function checkIdentifier(identifier: string): void {
    if (!isValidIdentifier(identifier)) {
      throw new IiifRequestError(400, 'Identifiers may only contain A-Z, a-z, 0-9, ".", "_" and "-" (1-128)');
    }
  }

  async function locateImage(identifier: string): Promise<SourceImage> {
    checkIdentifier(identifier);
    const path = await options.resolveImage(identifier);
    if (path === null) throw new HttpProblem(404, `Unknown image identifier '${identifier}'`);
    try {
      return { path, dimensions: await readImageDimensions(path) };
    } catch (error) {
      // A resolvable identifier whose file has gone is still "not found" to the client.
      if (!(await fileExists(path))) {
        throw new HttpProblem(404, `The image for identifier '${identifier}' is missing`);
      }
      throw error;
    }
  }

  async function produceDerivative(cacheKey: string, source: SourceImage, plan: ImagePlan): Promise<Buffer> {
    const cachePath = cacheDir
      ? // Two-character fan-out keeps directories small once there are many thousands of tiles.
        join(cacheDir, cacheKey.slice(0, 2), `${cacheKey}.${plan.format}`)
      : null;
    if (cachePath) {
      const cached = await readCachedFile(cachePath);
      if (cached) return cached;
    }

    const running = rendersInFlight.get(cacheKey);
    if (running) return running;
    const rendering = (async () => {
      const bytes = await renderImage(source.path, plan);
      if (cachePath) {
        // A full or read-only disk must degrade to uncached serving, not to failed requests.
        await writeFileAtomically(cachePath, bytes).catch((error: unknown) =>
          app.log.warn({ err: error, cachePath }, 'Could not write IIIF derivative to the disk cache'),
        );
      }
      return bytes;
    })().finally(() => rendersInFlight.delete(cacheKey));
    rendersInFlight.set(cacheKey, rendering);
    return rendering;
  }

  app.get<{ Params: { identifier: string } }>('/:identifier', async (request, reply) => {
    const { identifier } = request.params;
    checkIdentifier(identifier);
    return reply.redirect(`${serviceId(request, identifier)}/info.json`, 303);
  });

  app.get<{ Params: { identifier: string } }>('/:identifier/info.json', async (request, reply) => {
    const { identifier } = request.params;
    const source = await locateImage(identifier);
    const body = JSON.stringify(describeImage(serviceId(request, identifier), source.dimensions, limits));
    const contentType = prefersJsonLd(request.headers.accept) ? JSON_LD_MEDIA_TYPE : 'application/json';
    const etag = `"${sha256Hex(`${contentType}\n${body}`)}"`;

    reply
      .header('link', PROFILE_LINK)
      .header('vary', 'Accept')
      .header('cache-control', INFO_CACHE_CONTROL)
      .header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    // A Buffer keeps Fastify from rewriting the media type (it appends a charset to JSON strings).
    return reply.type(contentType).send(Buffer.from(body));
  });

  app.get<{
    Params: { identifier: string; region: string; size: string; rotation: string; qualityFormat: string };
  }>('/:identifier/:region/:size/:rotation/:qualityFormat', async (request, reply) => {
    const { identifier, region, size, rotation, qualityFormat } = request.params;
    checkIdentifier(identifier);
    const imageRequest = parseImageRequest({ region, size, rotation, ...splitQualityFormat(qualityFormat) });
    const source = await locateImage(identifier);
    const plan = planImage(imageRequest, source.dimensions, limits);
    // Keyed on the canonical form so equivalent URLs (full/max vs full/W,H) share one file and ETag.
    const cacheKey = sha256Hex(`${RENDER_VERSION}\n${identifier}\n${plan.canonicalPath}`);
    const etag = `"${cacheKey}"`;

    reply
      .header(
        'link',
        `${PROFILE_LINK}, <${serviceId(request, identifier)}/${plan.canonicalPath}>;rel="canonical"`,
      )
      .header('cache-control', IMMUTABLE_CACHE_CONTROL)
      .header('etag', etag);
    // Answered before rendering: a revalidation must not cost a sharp pipeline.
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();

    const bytes = await produceDerivative(cacheKey, source, plan);
    return reply.type(MEDIA_TYPE_BY_FORMAT[plan.format]).send(bytes);
  });
};
