import type { FastifyReply } from 'fastify';
import type { operations } from '../../../openapi/generated/catalogue';
import type { Auth } from '../../domain/auth.ts';
import { suffixRangeWithin } from '../../domain/byte-ranges.ts';
import type { CanonicalUrls } from '../../domain/canonical-urls.ts';
import {
  createCatalogue,
  deleteCatalogue,
  getCatalogue,
  listCatalogues,
  updateCatalogue,
} from '../../domain/catalogues.ts';
import type { DomainContext } from '../../domain/context.ts';
import { runContextualSearch, suggestInputs } from '../../domain/contextual-search.ts';
import { compareEditions } from '../../domain/edition-comparison.ts';
import { attachPdf, detachPdf, pdfFileOf } from '../../domain/edition-pdfs.ts';
import {
  createEdition,
  deleteEdition,
  getEdition,
  listEditions,
  updateEdition,
} from '../../domain/editions.ts';
import { badRequest, HttpError, notFound } from '../../domain/errors.ts';
import { linkedDataOnly, recordFormats } from '../../domain/exports/formats.ts';
import {
  exportCatalogue,
  exportCatalogueList,
  exportContextualSearch,
  exportEdition,
  exportPdfSearch,
  exportRelatedCatalogues,
} from '../../domain/exports/records.ts';
import type { FileStore } from '../../domain/files.ts';
import type { GeoNamesLookup } from '../../domain/geonames-lookup.ts';
import { createHolder, deleteHolder, getHolder, listHolders, updateHolder } from '../../domain/holders.ts';
import { linkedDataContext, linkedDataOf, type RecordRef } from '../../domain/linked-data.ts';
import { catalogueMapPoints, publisherMapPoints } from '../../domain/maps.ts';
import { ocrStateOf, ocrWordBoxes, retryOcr } from '../../domain/ocr/ocr-jobs.ts';
import type { PdfPageDrawer } from '../../domain/pdf-covers.ts';
import { pdfOpening } from '../../domain/pdf-opening.ts';
import { searchPdfs } from '../../domain/pdf-search.ts';
import type { PdfTextLimits } from '../../domain/pdf-text.ts';
import {
  createPlace,
  deletePlace,
  getPlace,
  listPlaces,
  movePlaceEditions,
  updatePlace,
} from '../../domain/places.ts';
import {
  createPublisher,
  deletePublisher,
  getPublisher,
  listPublishers,
  updatePublisher,
} from '../../domain/publishers.ts';
import { listRelatedCatalogues } from '../../domain/related-catalogues.ts';
import { catalogueStatistics } from '../../domain/statistics.ts';
import {
  createSupplementaryContent,
  deleteSupplementaryContent,
  listSupplementaryContents,
  updateSupplementaryContent,
} from '../../domain/supplementary-contents.ts';
import { catalogueTimeline, publisherTimeline } from '../../domain/timelines.ts';
import type { OcrService } from '../ocr/ocr-service.ts';
import { defineHandlers, type HandlerInput, langOf } from '../typed-handlers.ts';
import { requestedExport, sendExport, sendLinkedData } from './export-reply.ts';

export interface CatalogueServiceDeps {
  ctx: DomainContext;
  auth: Auth;
  store: FileStore;
  /** Limits of the text extraction of uploaded PDFs. */
  pdfText: PdfTextLimits;
  /** Draws PDF pages: an uploaded PDF's first page becomes the cover of an edition without one. */
  pdfPages: PdfPageDrawer;
  /** The OCR workers: whether they run, and a nudge when a scan is queued. */
  ocr: Pick<OcrService, 'engine' | 'wake'>;
  geonames: GeoNamesLookup;
  /** The public addresses exports and linked data link to. */
  canonical: CanonicalUrls;
}

const pageOf = (query: { page?: number; 'per-page'?: number }, perPage = 6) => ({
  page: query.page ?? 1,
  perPage: query['per-page'] ?? perPage,
});

type CatalogueFilterQuery = operations['mapCatalogues']['parameters']['query'] & {};

type PdfSearchQuery = operations['searchEditionPdfs']['parameters']['query'] & {};

/** The years, places, holders and publishers a catalogue list and the PDF search filter by. */
const editionFiltersOf = (query: CatalogueFilterQuery | PdfSearchQuery) => ({
  dateBegin: query['date-begin'],
  dateEnd: query['date-end'],
  dateMatch: query['date-match'],
  places: query.places,
  holders: query.holders,
  publishers: query.publishers,
  lang: langOf(query.lang),
});

/** The catalogue list's filters as the contract names them; the list and its map take the same. */
const catalogueFiltersOf = (query: CatalogueFilterQuery) => ({
  ...editionFiltersOf(query),
  illustrativeContent: query['illustrative-content'],
  includeSupplements: query['include-supplements'],
  undated: query.undated,
});

/** Our JSON-LD context, written once: it changes only with the application. */
const contextBody = JSON.stringify(linkedDataContext);

/** Answers 204 No Content once `done` has settled (a delete, a report). */
async function noContent(reply: FastifyReply, done: Promise<unknown>): Promise<undefined> {
  await done;
  reply.code(204).send();
  return undefined;
}

/** The catalogue API (openapi/catalogue.yaml): each handler takes validated input and calls the domain. */
export function catalogueHandlers({
  ctx,
  auth,
  store,
  pdfText,
  pdfPages,
  ocr,
  geonames,
  canonical,
}: CatalogueServiceDeps) {
  const exportOptions = (lang: string | undefined) => ({ urls: canonical, lang: langOf(lang) });
  /** A record's linked data: place names in `lang`, English when none is asked for. */
  const linkedData = (reply: FastifyReply, record: RecordRef, lang?: string) =>
    sendLinkedData(reply, linkedDataOf(ctx, canonical, record, langOf(lang) ?? 'EN'));
  /** A place's, holder's or publisher's catalogues, a page at a time, or all of them as an export. */
  const relatedCatalogues =
    (kind: 'place' | 'holder' | 'publisher') =>
    ({ params, query, request, reply }: HandlerInput<operations['listPlaceCatalogues']>) => {
      const format = requestedExport(request, reply, query.format);
      return format
        ? sendExport(
            reply,
            format,
            `${kind}-${params.id}-catalogues`,
            exportRelatedCatalogues(ctx, kind, params.id, exportOptions(query.lang)),
          )
        : listRelatedCatalogues(ctx, kind, params.id, { ...pageOf(query), lang: langOf(query.lang) });
    };
  return defineHandlers<operations>({
    listCatalogues: ({ query, request, reply }) => {
      const filters = {
        ...catalogueFiltersOf(query),
        ids: query.ids,
        keyword: query.keyword,
        title: query.title,
        letter: query['filter-by'],
        sort: query.sort,
      };
      const format = requestedExport(request, reply, query.format);
      return format
        ? sendExport(
            reply,
            format,
            'catalogues',
            exportCatalogueList(ctx, filters, exportOptions(query.lang)),
          )
        : listCatalogues(ctx, { ...pageOf(query), ...filters });
    },
    mapCatalogues: ({ query }) => catalogueMapPoints(ctx, catalogueFiltersOf(query)),
    catalogueStatistics: ({ query }) =>
      catalogueStatistics(ctx, {
        ...catalogueFiltersOf(query),
        keyword: query.keyword,
        dateMatch: query['date-match'],
      }),
    mapPublishers: ({ query }) =>
      publisherMapPoints(ctx, {
        dateBegin: query['date-begin'],
        dateEnd: query['date-end'],
        dateMatch: query['date-match'],
        places: query.places,
        lang: langOf(query.lang),
      }),
    createCatalogue: async ({ body, reply }) => {
      reply.code(201);
      return { catalogue: await createCatalogue(ctx, body) };
    },
    getCatalogue: async ({ params, query, request, reply }) => {
      const format = requestedExport(request, reply, query.format, recordFormats);
      if (format === 'jsonld') return linkedData(reply, { kind: 'catalogue', id: params.id }, query.lang);
      if (format) {
        const records = exportCatalogue(ctx, params.id, exportOptions(query.lang));
        return sendExport(reply, format, `catalogue-${params.id}`, records);
      }
      return { catalogue: await getCatalogue(ctx, params.id, langOf(query.lang)) };
    },
    updateCatalogue: async ({ params, body }) => ({
      catalogue: await updateCatalogue(ctx, params.id, body, store),
    }),
    deleteCatalogue: ({ params, reply }) => noContent(reply, deleteCatalogue(ctx, store, params.id)),
    listCatalogueEditions: async ({ params, query }) => {
      const catalogue = await getCatalogue(ctx, params.id, langOf(query.lang));
      return { catalogue, editions: catalogue.editions };
    },
    createEdition: async ({ params, body, reply }) => {
      reply.code(201);
      return { edition: await createEdition(ctx, params.id, body) };
    },
    getEdition: async ({ params, query, request, reply }) => {
      const { catalogueId, editionId } = params;
      const format = requestedExport(request, reply, query.format, recordFormats);
      if (format === 'jsonld') {
        return linkedData(reply, { kind: 'edition', catalogueId, editionId }, query.lang);
      }
      if (format) {
        const records = exportEdition(ctx, catalogueId, editionId, exportOptions(query.lang));
        return sendExport(reply, format, `catalogue-${catalogueId}-edition-${editionId}`, records);
      }
      return { edition: await getEdition(ctx, catalogueId, editionId, langOf(query.lang)) };
    },
    updateEdition: async ({ params, body }) => ({
      edition: await updateEdition(ctx, params.catalogueId, params.editionId, body, store),
    }),
    deleteEdition: ({ params, reply }) =>
      noContent(reply, deleteEdition(ctx, store, params.catalogueId, params.editionId)),
    getEditionPdf: async ({ params, request, reply }) => {
      const file = await pdfFileOf(ctx, store, params.catalogueId, params.editionId);
      const range = suffixRangeWithin(request.headers.range, file.size);
      if (range !== undefined) request.raw.headers.range = range;
      reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="catalogue-${params.catalogueId}-edition-${params.editionId}.pdf"`,
        )
        .header('cache-control', 'no-cache');
      // The stored file has no extension: without contentType: false, send would answer octet-stream.
      await reply.sendFile(`${file.sha256.slice(0, 2)}/${file.sha256}`, store.root, {
        cacheControl: false,
        contentType: false,
      });
      return undefined;
    },
    getEditionPdfOpening: async ({ params, query, request, reply }) => {
      const opening = await pdfOpening(ctx, store, params.catalogueId, params.editionId, query.page ?? 1);
      reply.header('cache-control', 'no-cache').header('etag', opening.etag);
      if (request.headers['if-none-match'] === opening.etag) return reply.code(304).send();
      return reply.type(opening.contentType).send(await opening.body());
    },
    uploadEditionPdf: async ({ params, request }) => {
      if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');
      const part = await request.file();
      if (part?.fieldname !== 'pdf') throw badRequest('file_is_required');
      const edition = await attachPdf(
        ctx,
        store,
        pdfText,
        pdfPages,
        params.catalogueId,
        params.editionId,
        part.file,
      );
      ocr.wake();
      return { edition };
    },
    deleteEditionPdf: ({ params, reply }) =>
      noContent(reply, detachPdf(ctx, store, params.catalogueId, params.editionId)),
    getEditionPdfWords: ({ params, query }) =>
      ocrWordBoxes(ctx, params.catalogueId, params.editionId, query.keyword),
    getEditionOcr: ({ params }) => ocrStateOf(ctx, ocr.engine, params.catalogueId, params.editionId),
    compareEditions: ({ query }) => compareEditions(ctx, query.from, query.to),
    retryEditionOcr: async ({ params }) => {
      const state = await retryOcr(ctx, ocr.engine, params.catalogueId, params.editionId);
      ocr.wake();
      return state;
    },
    listSupplementaryContents: ({ params, query }) =>
      listSupplementaryContents(ctx, params.id, langOf(query.lang)),
    createSupplementaryContent: async ({ params, body, reply }) => {
      reply.code(201);
      return { supplementaryContent: await createSupplementaryContent(ctx, params.id, body) };
    },
    updateSupplementaryContent: async ({ params, body }) => ({
      supplementaryContent: await updateSupplementaryContent(ctx, params.id, params.supplementaryId, body),
    }),
    deleteSupplementaryContent: ({ params, reply }) =>
      noContent(reply, deleteSupplementaryContent(ctx, params.id, params.supplementaryId)),
    listEditions: ({ query }) =>
      listEditions(ctx, {
        ...pageOf(query),
        keyword: query.keyword,
        lang: langOf(query.lang),
        sort: query.sort,
        direction: query.direction,
        filter: query.filter,
      }),
    searchEditionPdfs: ({ query, request, reply }) => {
      const filters = { ...editionFiltersOf(query), keyword: query.keyword };
      const format = requestedExport(request, reply, query.format);
      return format
        ? sendExport(reply, format, 'pdf-search', exportPdfSearch(ctx, filters, exportOptions(query.lang)))
        : searchPdfs(ctx, { ...pageOf(query, 10), ...filters });
    },
    listHolders: ({ query }) =>
      listHolders(ctx, {
        ...pageOf(query),
        keyword: query.keyword,
        letter: query['filter-by'],
        hasEditions: query['has-editions'],
      }),
    createHolder: async ({ body, reply }) => {
      reply.code(201);
      return { holder: await createHolder(ctx, body) };
    },
    getHolder: async ({ params, query, request, reply }) => {
      if (requestedExport(request, reply, query.format, linkedDataOnly)) {
        return linkedData(reply, { kind: 'holder', id: params.id });
      }
      return { holder: await getHolder(ctx, params.id) };
    },
    updateHolder: async ({ params, body }) => ({ holder: await updateHolder(ctx, params.id, body) }),
    deleteHolder: ({ params, reply }) => noContent(reply, deleteHolder(ctx, params.id)),
    listHolderCatalogues: relatedCatalogues('holder'),
    listPlaces: ({ query }) =>
      listPlaces(ctx, {
        ...pageOf(query),
        name: query.name,
        publishers: query.publishers,
        lang: langOf(query.lang),
        letter: query['filter-by'],
        hasEditions: query['has-editions'],
      }),
    createPlace: async ({ body, reply }) => {
      reply.code(201);
      return { place: await createPlace(ctx, body) };
    },
    getPlace: async ({ params, query, request, reply }) => {
      if (requestedExport(request, reply, query.format, linkedDataOnly)) {
        return linkedData(reply, { kind: 'place', id: params.id }, query.lang);
      }
      return { place: await getPlace(ctx, params.id, langOf(query.lang)) };
    },
    updatePlace: async ({ params, body }) => ({ place: await updatePlace(ctx, params.id, body) }),
    deletePlace: ({ params, reply }) => noContent(reply, deletePlace(ctx, params.id)),
    movePlaceEditions: ({ params, body }) => movePlaceEditions(ctx, params.id, body),
    listPlaceCatalogues: relatedCatalogues('place'),
    listPublishers: ({ query }) =>
      listPublishers(ctx, {
        ...pageOf(query),
        name: query.name,
        dateBegin: query['date-begin'],
        dateEnd: query['date-end'],
        dateMatch: query['date-match'],
        places: query.places,
        letter: query['filter-by'],
        hasEditions: query['has-editions'],
        lang: langOf(query.lang),
      }),
    createPublisher: async ({ body, reply }) => {
      reply.code(201);
      return { publisher: [await createPublisher(ctx, body)] };
    },
    getPublisher: async ({ params, query, request, reply }) => {
      if (requestedExport(request, reply, query.format, linkedDataOnly)) {
        return linkedData(reply, { kind: 'publisher', id: params.id }, query.lang);
      }
      return { publisher: [await getPublisher(ctx, params.id, langOf(query.lang))] };
    },
    updatePublisher: async ({ params, body }) => ({
      publisher: [await updatePublisher(ctx, params.id, body)],
    }),
    deletePublisher: ({ params, reply }) => noContent(reply, deletePublisher(ctx, params.id)),
    listPublisherCatalogues: relatedCatalogues('publisher'),
    getPublisherTimeline: ({ params, query }) => publisherTimeline(ctx, params.id, langOf(query.lang)),
    getCatalogueTimeline: ({ params, query }) => catalogueTimeline(ctx, params.id, langOf(query.lang)),
    contextualSearch: ({ query, body, request, reply }) => {
      const lang = langOf(query.lang);
      const format = requestedExport(request, reply, query.format);
      if (body.suggest && !format) return suggestInputs(ctx, body.suggest, lang);
      if (!body.query) throw badRequest(format ? 'an_export_needs_a_query' : 'query_or_suggest_is_required');
      return format
        ? sendExport(
            reply,
            format,
            'search',
            exportContextualSearch(ctx, body.query, exportOptions(query.lang)),
          )
        : runContextualSearch(ctx, body.query, { ...pageOf(query), lang });
    },
    searchGeonames: ({ query }) =>
      geonames.search(query.q, {
        maxRows: query.maxRows,
        startRow: query.startRow,
        lang: langOf(query.lang),
      }),
    getGeoname: async ({ params, query }) => {
      const place = await geonames.get(params.id, langOf(query.lang));
      if (!place) throw notFound();
      return place;
    },
    signIn: ({ body }) => auth.signIn(body.email, body.password),
    getCurrentUser: ({ request }) => {
      if (!request.user) throw new HttpError(401, 'unauthorized');
      return request.user;
    },
    createUser: async ({ body, reply }) => {
      reply.code(201);
      return auth.createUser(body);
    },
    reportClientError: ({ body, request, reply }) => {
      request.log.warn({ clientError: body }, 'the web app reported a failed request');
      reply.code(204).send();
      return undefined;
    },
    getLinkedDataContext: ({ reply }) => {
      reply
        .type('application/ld+json; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(contextBody);
      return undefined;
    },
    getHealth: async () => {
      await ctx.db.query('select 1');
      return { status: 'ok' as const, database: ctx.db.engine };
    },
  });
}
