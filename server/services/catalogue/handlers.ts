import type { operations } from '../../../openapi/generated/catalogue';
import type { Auth } from '../../domain/auth.ts';
import {
  createCatalogue,
  deleteCatalogue,
  getCatalogue,
  listCatalogues,
  updateCatalogue,
} from '../../domain/catalogues.ts';
import type { DomainContext } from '../../domain/context.ts';
import { runContextualSearch, suggestInputs } from '../../domain/contextual-search.ts';
import { attachPdf, detachPdf, pdfFileOf } from '../../domain/edition-pdfs.ts';
import {
  createEdition,
  deleteEdition,
  getEdition,
  listEditions,
  updateEdition,
} from '../../domain/editions.ts';
import { badRequest, HttpError, notFound } from '../../domain/errors.ts';
import type { FileStore } from '../../domain/files.ts';
import type { GeoNamesLookup } from '../../domain/geonames-lookup.ts';
import { createHolder, deleteHolder, getHolder, listHolders, updateHolder } from '../../domain/holders.ts';
import { catalogueMapPoints, publisherMapPoints } from '../../domain/maps.ts';
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
import {
  createSupplementaryContent,
  deleteSupplementaryContent,
  listSupplementaryContents,
  updateSupplementaryContent,
} from '../../domain/supplementary-contents.ts';
import { defineHandlers, langOf } from '../typed-handlers.ts';

export interface CatalogueServiceDeps {
  ctx: DomainContext;
  auth: Auth;
  store: FileStore;
  /** Limits of the text extraction of uploaded PDFs. */
  pdfText: PdfTextLimits;
  geonames: GeoNamesLookup;
}

const pageOf = (query: { page?: number; 'per-page'?: number }, perPage = 6) => ({
  page: query.page ?? 1,
  perPage: query['per-page'] ?? perPage,
});

type CatalogueFilterQuery = operations['mapCatalogues']['parameters']['query'] & {};

/** The catalogue list's filters as the contract names them; the list and its map take the same. */
const catalogueFiltersOf = (query: CatalogueFilterQuery) => ({
  dateBegin: query['date-begin'],
  dateEnd: query['date-end'],
  places: query.places,
  holders: query.holders,
  publishers: query.publishers,
  lang: langOf(query.lang),
  illustrativeContent: query['illustrative-content'],
  includeSupplements: query['include-supplements'],
  undated: query.undated,
});

/** The catalogue API (openapi/catalogue.yaml): each handler takes validated input and calls the domain. */
export function catalogueHandlers({ ctx, auth, store, pdfText, geonames }: CatalogueServiceDeps) {
  return defineHandlers<operations>({
    listCatalogues: ({ query }) =>
      listCatalogues(ctx, {
        ...pageOf(query),
        ...catalogueFiltersOf(query),
        keyword: query.keyword,
        title: query.title,
        letter: query['filter-by'],
        sort: query.sort,
      }),
    mapCatalogues: ({ query }) => catalogueMapPoints(ctx, catalogueFiltersOf(query)),
    mapPublishers: ({ query }) =>
      publisherMapPoints(ctx, {
        dateBegin: query['date-begin'],
        dateEnd: query['date-end'],
        places: query.places,
        lang: langOf(query.lang),
      }),
    createCatalogue: async ({ body, reply }) => {
      reply.code(201);
      return { catalogue: await createCatalogue(ctx, body) };
    },
    getCatalogue: async ({ params, query }) => ({
      catalogue: await getCatalogue(ctx, params.id, langOf(query.lang)),
    }),
    updateCatalogue: async ({ params, body }) => ({
      catalogue: await updateCatalogue(ctx, params.id, body, store),
    }),
    deleteCatalogue: async ({ params, reply }) => {
      await deleteCatalogue(ctx, store, params.id);
      reply.code(204).send();
      return undefined;
    },
    listCatalogueEditions: async ({ params, query }) => {
      const catalogue = await getCatalogue(ctx, params.id, langOf(query.lang));
      return { catalogue, editions: catalogue.editions };
    },
    createEdition: async ({ params, body, reply }) => {
      reply.code(201);
      return { edition: await createEdition(ctx, params.id, body) };
    },
    getEdition: async ({ params, query }) => ({
      edition: await getEdition(ctx, params.catalogueId, params.editionId, langOf(query.lang)),
    }),
    updateEdition: async ({ params, body }) => ({
      edition: await updateEdition(ctx, params.catalogueId, params.editionId, body, store),
    }),
    deleteEdition: async ({ params, reply }) => {
      await deleteEdition(ctx, store, params.catalogueId, params.editionId);
      reply.code(204).send();
      return undefined;
    },
    getEditionPdf: async ({ params, reply }) => {
      const file = await pdfFileOf(ctx, store, params.catalogueId, params.editionId);
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
    uploadEditionPdf: async ({ params, request }) => {
      if (!request.isMultipart()) throw new HttpError(415, 'unsupported_media_type');
      const part = await request.file();
      if (part?.fieldname !== 'pdf') throw badRequest('file_is_required');
      const edition = await attachPdf(ctx, store, pdfText, params.catalogueId, params.editionId, part.file);
      return { edition };
    },
    deleteEditionPdf: async ({ params, reply }) => {
      await detachPdf(ctx, store, params.catalogueId, params.editionId);
      reply.code(204).send();
      return undefined;
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
    deleteSupplementaryContent: async ({ params, reply }) => {
      await deleteSupplementaryContent(ctx, params.id, params.supplementaryId);
      reply.code(204).send();
      return undefined;
    },
    listEditions: ({ query }) =>
      listEditions(ctx, { ...pageOf(query), keyword: query.keyword, lang: langOf(query.lang) }),
    searchEditionPdfs: ({ query }) =>
      searchPdfs(ctx, {
        ...pageOf(query, 10),
        keyword: query.keyword,
        dateBegin: query['date-begin'],
        dateEnd: query['date-end'],
        places: query.places,
        holders: query.holders,
        publishers: query.publishers,
        lang: langOf(query.lang),
      }),
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
    getHolder: async ({ params }) => ({ holder: await getHolder(ctx, params.id) }),
    updateHolder: async ({ params, body }) => ({ holder: await updateHolder(ctx, params.id, body) }),
    deleteHolder: async ({ params, reply }) => {
      await deleteHolder(ctx, params.id);
      reply.code(204).send();
      return undefined;
    },
    listHolderCatalogues: ({ params, query }) =>
      listRelatedCatalogues(ctx, 'holder', params.id, { ...pageOf(query), lang: langOf(query.lang) }),
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
    getPlace: async ({ params, query }) => ({ place: await getPlace(ctx, params.id, langOf(query.lang)) }),
    updatePlace: async ({ params, body }) => ({ place: await updatePlace(ctx, params.id, body) }),
    deletePlace: async ({ params, reply }) => {
      await deletePlace(ctx, params.id);
      reply.code(204).send();
      return undefined;
    },
    movePlaceEditions: ({ params, body }) => movePlaceEditions(ctx, params.id, body),
    listPlaceCatalogues: ({ params, query }) =>
      listRelatedCatalogues(ctx, 'place', params.id, { ...pageOf(query), lang: langOf(query.lang) }),
    listPublishers: ({ query }) =>
      listPublishers(ctx, {
        ...pageOf(query),
        name: query.name,
        dateBegin: query['date-begin'],
        dateEnd: query['date-end'],
        places: query.places,
        letter: query['filter-by'],
        hasEditions: query['has-editions'],
        lang: langOf(query.lang),
      }),
    createPublisher: async ({ body, reply }) => {
      reply.code(201);
      return { publisher: [await createPublisher(ctx, body)] };
    },
    getPublisher: async ({ params, query }) => ({
      publisher: [await getPublisher(ctx, params.id, langOf(query.lang))],
    }),
    updatePublisher: async ({ params, body }) => ({
      publisher: [await updatePublisher(ctx, params.id, body)],
    }),
    deletePublisher: async ({ params, reply }) => {
      await deletePublisher(ctx, params.id);
      reply.code(204).send();
      return undefined;
    },
    listPublisherCatalogues: ({ params, query }) =>
      listRelatedCatalogues(ctx, 'publisher', params.id, { ...pageOf(query), lang: langOf(query.lang) }),
    contextualSearch: ({ query, body }) => {
      const lang = langOf(query.lang);
      if (body.suggest) return suggestInputs(ctx, body.suggest, lang);
      if (!body.query) throw badRequest('query_or_suggest_is_required');
      return runContextualSearch(ctx, body.query, { ...pageOf(query), lang });
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
    getHealth: async () => {
      await ctx.db.query('select 1');
      return { status: 'ok' as const, database: ctx.db.engine };
    },
  });
}
