import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { IIIF_PRESENTATION_MEDIA_TYPE } from '../../common/iiif-presentation.ts';
import type { CanonicalUrls } from '../domain/canonical-urls.ts';
import type { DomainContext } from '../domain/context.ts';
import { badRequest, notFound } from '../domain/errors.ts';
import {
  catalogueCollection,
  editionManifest,
  loadManifestSource,
  type PageImageSizes,
  type PresentationLinks,
  repositoryCollection,
  repositoryCollectionPart,
} from '../domain/iiif-manifests.ts';
import { answerCorsPreflights } from '../services/iiif/iiif-plugin.ts';
import type { SizeLimits } from '../services/iiif/image-request.ts';
import { PdfPageUnavailableError, type PointSize, pageImageDimensions } from '../services/iiif/pdf-pages.ts';

export interface IiifPresentationOptions {
  ctx: DomainContext;
  canonical: CanonicalUrls;
  /** The app's pool of PDFium workers, which measures every page of a PDF in one round trip. */
  pdfPages: { describeAll(path: string): Promise<PointSize[]> };
  /** Where a stored file lies, by its content hash. */
  pathOf(sha256: string): string;
  /** The data version, which changes with every write: a document built before it changed is built again. */
  dataVersion(): Promise<string>;
  /** The IIIF Image API's size limits: the canvases are the page images' sizes under them. */
  pageImageLimits: SizeLimits;
}

/** Validated again on every use (a 304 when the data has not changed), as the API's cached reads are. */
const CACHE_CONTROL = 'no-cache';
/** Built documents kept in memory: a 200-page manifest is about 250 kB. */
const MAX_CACHED_BYTES = 32 * 1024 * 1024;
/** PDFs whose page sizes are remembered, by content hash: a few numbers per page. */
const MAX_REMEMBERED_PDFS = 1000;
const MAX_INT4 = 2_147_483_647;

/** The spec asks for JSON-LD when there is no Accept header; plain-JSON clients still get plain JSON. */
const prefersJsonLd = (accept: string | undefined) =>
  accept === undefined || accept.includes('application/ld+json');

/** If-None-Match uses weak comparison (RFC 9110 §13.1.2). */
const etagMatches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch
    ?.split(',')
    .some((candidate) => candidate.trim().replace(/^W\//, '') === etag.replace(/^W\//, '')) ?? false;

/** A record id in a path: a positive int4 written plainly, else 400. */
function idOf(text: string): number {
  const id = Number(text);
  if (!/^[1-9]\d{0,9}$/.test(text) || id > MAX_INT4) throw badRequest('malformed_id');
  return id;
}

/** A part of the repository's collection, `{n}.json`: else 400. */
function partOf(text: string): number {
  const match = /^([1-9]\d{0,6})\.json$/.exec(text);
  if (!match) throw badRequest('malformed_id');
  return Number(match[1]);
}

/** A document as built, and whether it may be kept until the data changes. */
interface Built {
  document: object;
  /** False when a PDF's pages could not be measured for a reason that may pass (a timeout). */
  lasting: boolean;
}

/**
 * The IIIF Presentation 3 documents (server/domain/iiif-manifests.ts) at the addresses of
 * common/iiif-presentation.ts: open to every origin (viewers load them from anywhere), served as
 * JSON-LD with the IIIF profile (or plain JSON to a client that asks for it), kept in memory and
 * validated with an ETag until the data version changes.
 */
export const iiifPresentationPlugin: FastifyPluginAsync<IiifPresentationOptions> = async (app, options) => {
  const { ctx } = options;
  const documents = new LRUCache<string, { version: string; body: Buffer }>({
    maxSize: MAX_CACHED_BYTES,
    sizeCalculation: (entry, key) => entry.body.length + key.length * 2,
  });
  const pageSizes = new LRUCache<string, Promise<{ sizes: PointSize[] | null; lasting: boolean }>>({
    max: MAX_REMEMBERED_PDFS,
  });

  /**
   * Every page's size in points, remembered by the PDF's content hash (a replaced PDF is another
   * file). A PDF PDFium cannot read gives null, remembered too: its manifest still opens, with
   * pages of a default size and no images (see PageImageSizes). A timeout is not remembered.
   */
  function measurePages(sha256: string, request: FastifyRequest) {
    const remembered = pageSizes.get(sha256);
    if (remembered) return remembered;
    const measuring = options.pdfPages.describeAll(options.pathOf(sha256)).then(
      (sizes) => ({ sizes, lasting: true }),
      (error: Error) => {
        request.log.warn({ err: error, sha256 }, 'the pages of a PDF could not be measured for its manifest');
        const lasting = error instanceof PdfPageUnavailableError && error.reason === 'unreadable';
        if (!lasting) pageSizes.delete(sha256);
        return { sizes: null, lasting };
      },
    );
    pageSizes.set(sha256, measuring);
    return measuring;
  }

  function linksOf(request: FastifyRequest): PresentationLinks {
    const origin = `${request.protocol}://${request.host}`;
    return {
      origin,
      imageBase: new URL(ctx.urls.iiif, `${origin}/`).href.replace(/\/+$/, ''),
      canonical: options.canonical,
    };
  }

  async function serve(request: FastifyRequest, reply: FastifyReply, build: () => Promise<Built>) {
    const mediaType = prefersJsonLd(request.headers.accept)
      ? IIIF_PRESENTATION_MEDIA_TYPE
      : 'application/json';
    // The documents name the host they were asked from, so it is part of what they are kept by.
    const key = `${request.protocol}://${request.host}${request.url.split('?')[0]}`;
    const version = await options.dataVersion();
    const etag = `W/"${version}-${createHash('sha1').update(`${key}\n${mediaType}`).digest('base64url').slice(0, 16)}"`;
    reply.header('vary', 'Accept');
    if (etagMatches(request.headers['if-none-match'], etag)) {
      return reply.code(304).header('etag', etag).header('cache-control', CACHE_CONTROL).send();
    }
    const kept = documents.get(key);
    let body = kept?.version === version ? kept.body : null;
    if (!body) {
      const built = await build();
      body = Buffer.from(JSON.stringify(built.document));
      if (!built.lasting) return reply.header('cache-control', 'no-store').type(mediaType).send(body);
      documents.set(key, { version, body });
    }
    // A Buffer keeps Fastify from adding a charset to the IIIF media type.
    return reply.header('etag', etag).header('cache-control', CACHE_CONTROL).type(mediaType).send(body);
  }

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });

  app.setNotFoundHandler((request) => {
    throw notFound(`No IIIF Presentation resource at ${request.url.split('?')[0]}`);
  });

  answerCorsPreflights(app);

  const hidden = { schema: { hide: true } };

  app.get<{ Params: { editionId: string } }>(
    '/editions/:editionId/manifest.json',
    hidden,
    async (request, reply) => {
      const editionId = idOf(request.params.editionId);
      return serve(request, reply, async () => {
        const source = await loadManifestSource(ctx, editionId);
        const measured = await measurePages(source.pdfSha256, request);
        const pages: PageImageSizes =
          measured.sizes?.map((size) => pageImageDimensions(size, options.pageImageLimits)) ?? null;
        return { document: editionManifest(source, pages, linksOf(request)), lasting: measured.lasting };
      });
    },
  );

  app.get<{ Params: { catalogueId: string } }>(
    '/catalogues/:catalogueId/collection.json',
    hidden,
    async (request, reply) => {
      const catalogueId = idOf(request.params.catalogueId);
      return serve(request, reply, async () => ({
        document: await catalogueCollection(ctx, catalogueId, linksOf(request)),
        lasting: true,
      }));
    },
  );

  app.get('/collection.json', hidden, async (request, reply) =>
    serve(request, reply, async () => ({
      document: await repositoryCollection(ctx, linksOf(request)),
      lasting: true,
    })),
  );

  app.get<{ Params: { part: string } }>('/collection/:part', hidden, async (request, reply) => {
    const part = partOf(request.params.part);
    return serve(request, reply, async () => ({
      document: await repositoryCollectionPart(ctx, part, linksOf(request)),
      lasting: true,
    }));
  });
};
