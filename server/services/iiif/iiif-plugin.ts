import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import fastifyRateLimit from '@fastify/rate-limit';
import type {
  FastifyError,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { parsePageImageIdentifier } from '../../../common/iiif-page-images.ts';
import { DerivativeCache } from './derivative-cache.ts';
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
import {
  PageOutOfRangeError,
  type PageSize,
  PdfPageRenderer,
  PdfPageUnavailableError,
  pageImageDimensions,
  planPageRaster,
} from './pdf-pages.ts';
import { type RenderImage, readImageDimensions, renderImage, renderRaster } from './render-image.ts';
import { DEFAULT_MAX_CONCURRENT_RENDERS, RenderQueue, RenderQueueFullError } from './render-queue.ts';

export interface IiifPluginOptions {
  /** Absolute path of the source image for an identifier, or null when unknown. */
  resolveImage(identifier: string): Promise<string | null>;
  /** Directory for cached derivatives (created if missing); omit to disable the disk cache. */
  cacheDir?: string;
  /**
   * Most bytes of derivatives kept in cacheDir; the least recently used are deleted beyond it.
   * 0 turns the disk cache off. Default 1 GiB.
   */
  cacheMaxBytes?: number;
  maxWidth?: number; // default 3000
  maxHeight?: number; // default 3000
  /** Most pixels (width × height) of one derivative. Default maxWidth × maxHeight. */
  maxArea?: number;
  /** Renders running at once. Default half the CPUs, between 1 and 4. */
  maxConcurrentRenders?: number;
  /** Renders allowed to wait for a slot; beyond that, image requests get 503. Default 32. */
  maxQueuedRenders?: number;
  /** Image requests per client (IP address) per minute; beyond that, 429. Default 1200. */
  requestsPerMinute?: number;
  /** Produces a derivative; the sharp pipeline unless replaced (tests use a controllable one). */
  renderImage?: RenderImage;
  /**
   * The PDF of an edition, whose pages are served as `edition-{id}-p{n}` (common/iiif-page-images.ts),
   * or null when the edition has none. Without it, there are no page images.
   */
  resolveEditionPdf?(editionId: number): Promise<{ path: string; sha256: string } | null>;
  /**
   * The pool of PDFium workers that draws PDF pages, shared with whatever else in the app reads
   * PDF pages (covers, manifests, OCR); its owner closes it. Without it the plugin makes its own
   * with `pdfPageTimeoutMs` and closes it with the app.
   */
  pdfPages?: PdfPageRenderer;
  /** Time allowed to open a PDF and draw one page, in a worker thread. Default 30 s. */
  pdfPageTimeoutMs?: number;
}

const DEFAULT_MAX_DIMENSION = 3000;
/** The size limits when none are given; the IIIF manifests describe the page images with the same. */
export const DEFAULT_SIZE_LIMITS: SizeLimits = {
  maxWidth: DEFAULT_MAX_DIMENSION,
  maxHeight: DEFAULT_MAX_DIMENSION,
  maxArea: DEFAULT_MAX_DIMENSION * DEFAULT_MAX_DIMENSION,
};
const PROFILE_LINK = '<http://iiif.io/api/image/3/level2.json>;rel="profile"';
const JSON_LD_MEDIA_TYPE = 'application/ld+json;profile="http://iiif.io/api/image/3/context.json"';
/** Identifiers are content hashes, so a derivative of one can never change. */
const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** info.json embeds the requesting host and the configured limits, which can change on redeploy. */
const INFO_CACHE_CONTROL = 'public, max-age=86400';
/**
 * Bump when the rendering pipeline's output changes, so cached files and ETags turn over (the
 * disk cache's LRU eviction clears out the old version's files).
 */
const RENDER_VERSION = 1;
const DEFAULT_CACHE_MAX_BYTES = 1024 ** 3;
const DEFAULT_MAX_QUEUED_RENDERS = 32;
/** A viewer zooming and panning fetches a few dozen tiles a second at most. */
const DEFAULT_REQUESTS_PER_MINUTE = 1200;
const ONE_MINUTE_MS = 60_000;
/**
 * A page image's identifier stays while its PDF can be replaced, so browsers keep it an hour and
 * then revalidate (the ETag carries the PDF's content hash).
 */
const PAGE_CACHE_CONTROL = 'public, max-age=3600';
const DEFAULT_PDF_PAGE_TIMEOUT_MS = 30_000;
/** Page sizes remembered, by PDF content hash and page: info.json and every tile need them. */
const MAX_REMEMBERED_PAGES = 4096;

interface SourceImage {
  dimensions: Dimensions;
  /** What, besides the identifier, names this source's pixels: for a page, its PDF's content hash. */
  version: string;
  cacheControl: string;
  render(plan: ImagePlan): Promise<Buffer>;
}

/** A non-IIIF HTTP failure (404) that still must reach the client in the IIIF error shape. */
class HttpProblem extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * How long a client turned away by a full render queue should wait: a few seconds, spread out so
 * a burst that was refused does not come back as one burst.
 */
function busyRetryAfterSeconds(): number {
  return 2 + Math.floor(Math.random() * 4);
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

/**
 * Answers CORS preflights for everything under the plugin: IIIF resources are read from any origin
 * (viewers on other sites), with GET and HEAD only.
 */
export function answerCorsPreflights(app: FastifyInstance) {
  app.options('/*', (request, reply) => {
    const requestedHeaders = request.headers['access-control-request-headers'];
    if (requestedHeaders) reply.header('access-control-allow-headers', requestedHeaders);
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-max-age', '86400')
      .send();
  });
}

function ownPdfPageRenderer(app: FastifyInstance, options: IiifPluginOptions): PdfPageRenderer {
  const pdfPages = new PdfPageRenderer({
    workers: options.maxConcurrentRenders ?? DEFAULT_MAX_CONCURRENT_RENDERS,
    timeoutMs: options.pdfPageTimeoutMs ?? DEFAULT_PDF_PAGE_TIMEOUT_MS,
  });
  app.addHook('onClose', () => pdfPages.close());
  return pdfPages;
}

export const iiifPlugin: FastifyPluginAsync<IiifPluginOptions> = async (app, options) => {
  const maxWidth = options.maxWidth ?? DEFAULT_MAX_DIMENSION;
  const maxHeight = options.maxHeight ?? DEFAULT_MAX_DIMENSION;
  const limits: SizeLimits = { maxWidth, maxHeight, maxArea: options.maxArea ?? maxWidth * maxHeight };
  const render = options.renderImage ?? renderImage;
  const renderQueue = new RenderQueue(
    options.maxConcurrentRenders ?? DEFAULT_MAX_CONCURRENT_RENDERS,
    options.maxQueuedRenders ?? DEFAULT_MAX_QUEUED_RENDERS,
  );
  const pdfPages = options.pdfPages ?? ownPdfPageRenderer(app, options);
  const pageSizes = new Map<string, Promise<PageSize>>();
  const cacheMaxBytes = options.cacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES;
  const diskCache =
    options.cacheDir && cacheMaxBytes > 0
      ? await DerivativeCache.open(options.cacheDir, cacheMaxBytes, app.log)
      : null;

  /**
   * Concurrent requests for one derivative (a viewer and a prefetcher, say) share one cache lookup
   * and render, so only the first of them takes a place in the render queue.
   */
  const rendersInFlight = new Map<string, Promise<Buffer>>();

  // Scoped to this plugin: only routes that set config.rateLimit (the image route) are limited.
  await app.register(fastifyRateLimit, {
    global: false,
    // The default key is request.ip, with IPv6 addresses grouped by /64 so one host cannot rotate
    // through its addresses. The plugin sets Retry-After; the error handler shapes the body.
    errorResponseBuilder: (_request, context) =>
      new HttpProblem(
        context.statusCode,
        `Too many image requests: at most ${context.max} a minute per client; retry in ${context.after}`,
      ),
  });

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof IiifRequestError || error instanceof HttpProblem) {
      return sendError(reply, error.status, error.message);
    }
    if (error instanceof PageOutOfRangeError) return sendError(reply, 404, error.message);
    if (error instanceof PdfPageUnavailableError) {
      // 422, not 5xx: the request is right and retrying will not help, so viewers should not retry,
      // and no request makes this server answer 5xx. Not cached, so a replaced PDF is seen at once.
      request.log.warn({ err: error, url: request.url }, 'A PDF page could not be drawn');
      return sendError(reply, 422, `The PDF page cannot be drawn: ${error.message}`);
    }
    if (error instanceof RenderQueueFullError) {
      reply.header('retry-after', String(busyRetryAfterSeconds()));
      return sendError(reply, 503, 'The image server is busy rendering other images; retry in a few seconds');
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

  answerCorsPreflights(app);

  function serviceId(request: FastifyRequest, identifier: string): string {
    return `${request.protocol}://${request.host}${app.prefix}/${identifier}`;
  }

  function checkIdentifier(identifier: string): void {
    if (!isValidIdentifier(identifier)) {
      throw new IiifRequestError(400, 'Identifiers may only contain A-Z, a-z, 0-9, ".", "_" and "-" (1-128)');
    }
  }

  /** The page's size, remembered by the PDF's content hash (timeouts are not remembered). */
  function describePage(pdf: { path: string; sha256: string }, page: number): Promise<PageSize> {
    const key = `${pdf.sha256}:${page}`;
    const remembered = pageSizes.get(key);
    if (remembered) return remembered;
    const pending = pdfPages.describe(pdf.path, page);
    pending.catch((error) => {
      if (error instanceof PdfPageUnavailableError && error.reason === 'timeout') pageSizes.delete(key);
    });
    if (pageSizes.size >= MAX_REMEMBERED_PAGES) {
      const oldest = pageSizes.keys().next();
      if (!oldest.done) pageSizes.delete(oldest.value);
    }
    pageSizes.set(key, pending);
    return pending;
  }

  async function locatePage(editionId: number, page: number): Promise<SourceImage> {
    const pdf = (await options.resolveEditionPdf?.(editionId)) ?? null;
    if (pdf === null) throw new HttpProblem(404, `Edition ${editionId} has no PDF`);
    const dimensions = pageImageDimensions(await describePage(pdf, page), limits);
    return {
      dimensions,
      version: `pdf ${pdf.sha256}`,
      cacheControl: PAGE_CACHE_CONTROL,
      async render(plan) {
        const raster = planPageRaster(dimensions, plan, limits.maxArea);
        const drawn = await pdfPages.render(pdf.path, page, raster.render);
        return renderRaster(drawn, raster.crop, plan);
      },
    };
  }

  async function locateImage(identifier: string): Promise<SourceImage> {
    checkIdentifier(identifier);
    const pageImage = parsePageImageIdentifier(identifier);
    if (pageImage) return locatePage(pageImage.editionId, pageImage.page);
    const path = await options.resolveImage(identifier);
    if (path === null) throw new HttpProblem(404, `Unknown image identifier '${identifier}'`);
    try {
      return {
        dimensions: await readImageDimensions(path),
        version: '',
        cacheControl: IMMUTABLE_CACHE_CONTROL,
        render: (plan) => render(path, plan),
      };
    } catch (error) {
      // A resolvable identifier whose file has gone is still "not found" to the client.
      if (!(await fileExists(path))) {
        throw new HttpProblem(404, `The image for identifier '${identifier}' is missing`);
      }
      throw error;
    }
  }

  function produceDerivative(cacheKey: string, source: SourceImage, plan: ImagePlan): Promise<Buffer> {
    const running = rendersInFlight.get(cacheKey);
    if (running) return running;
    const fileName = `${cacheKey}.${plan.format}`;
    const producing = (async () => {
      const cached = await diskCache?.read(fileName);
      if (cached) return cached;
      // Throws RenderQueueFullError (503) rather than wait behind too many others; nothing is cached.
      const bytes = await renderQueue.run(() => source.render(plan));
      await diskCache?.write(fileName, bytes);
      return bytes;
    })().finally(() => rendersInFlight.delete(cacheKey));
    rendersInFlight.set(cacheKey, producing);
    return producing;
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
      .header('cache-control', source.version ? PAGE_CACHE_CONTROL : INFO_CACHE_CONTROL)
      .header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    // A Buffer keeps Fastify from rewriting the media type (it appends a charset to JSON strings).
    return reply.type(contentType).send(Buffer.from(body));
  });

  // Only image requests are limited: each may cost a render, while info.json is cheap and memoised.
  const imageRouteOptions = {
    config: {
      rateLimit: { max: options.requestsPerMinute ?? DEFAULT_REQUESTS_PER_MINUTE, timeWindow: ONE_MINUTE_MS },
    },
  };

  app.get<{
    Params: { identifier: string; region: string; size: string; rotation: string; qualityFormat: string };
  }>('/:identifier/:region/:size/:rotation/:qualityFormat', imageRouteOptions, async (request, reply) => {
    const { identifier, region, size, rotation, qualityFormat } = request.params;
    checkIdentifier(identifier);
    const imageRequest = parseImageRequest({ region, size, rotation, ...splitQualityFormat(qualityFormat) });
    const source = await locateImage(identifier);
    const plan = planImage(imageRequest, source.dimensions, limits);
    // Keyed on the canonical form so equivalent URLs (full/max vs full/W,H) share one file and ETag.
    // A page's key names its PDF's content, so a replaced PDF never serves the old pages.
    const named = source.version ? `${identifier}\n${source.version}` : identifier;
    const cacheKey = sha256Hex(`${RENDER_VERSION}\n${named}\n${plan.canonicalPath}`);
    const etag = `"${cacheKey}"`;

    reply
      .header(
        'link',
        `${PROFILE_LINK}, <${serviceId(request, identifier)}/${plan.canonicalPath}>;rel="canonical"`,
      )
      .header('cache-control', source.cacheControl)
      .header('etag', etag);
    // Answered before rendering: a revalidation must not cost a sharp pipeline.
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();

    const bytes = await produceDerivative(cacheKey, source, plan);
    return reply.type(MEDIA_TYPE_BY_FORMAT[plan.format]).send(bytes);
  });
};
