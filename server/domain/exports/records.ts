import type { CanonicalUrls } from '../canonical-urls.ts';
import {
  type CatalogueFilters,
  type CatalogueOrder,
  catalogueIdsInOrder,
  getCatalogue,
} from '../catalogues.ts';
import type { DomainContext } from '../context.ts';
import { contextualSearchEntries, type QueryNode } from '../contextual-search.ts';
import { editionsById, editionsOfCatalogues, getEdition } from '../editions.ts';
import { matchedPages, type PdfSearchFilters, pdfSearchMatches } from '../pdf-search.ts';
import { relatedEditionIds } from '../related-catalogues.ts';
import { type EditionFacts, editionFacts } from './facts.ts';
import { EXPORT_MAX_ENTRIES, exportTooLarge } from './formats.ts';
import type { ExportRecords } from './serializers.ts';

export interface ExportOptions {
  /** The public addresses the records link to. */
  urls: CanonicalUrls;
  /** The language of place names (default English). */
  lang?: string;
  /** The most entries the export may hold (default EXPORT_MAX_ENTRIES). */
  cap?: number;
}

/** Records are read this many at a time while the answer streams. */
const EDITIONS_PER_CHUNK = 500;
const CATALOGUES_PER_CHUNK = 200;

function* chunksOf<T>(items: T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/** Asks for one entry more than the cap; answers the entries, or 413 when there are more than the cap. */
async function withinCap(
  options: ExportOptions,
  entries: (limit: number) => Promise<number[]>,
): Promise<number[]> {
  const cap = options.cap ?? EXPORT_MAX_ENTRIES;
  const ids = await entries(cap + 1);
  if (ids.length > cap) throw exportTooLarge(cap, `more than ${cap}`);
  return ids;
}

const langOf = (options: ExportOptions) => options.lang ?? 'EN';

/** The editions of the catalogues, catalogue by catalogue in the given order, first edition first. */
function catalogueRecords(ctx: DomainContext, catalogueIds: number[], options: ExportOptions): ExportRecords {
  const lang = langOf(options);
  return {
    withMatchingPages: false,
    chunks: (async function* () {
      for (const chunk of chunksOf(catalogueIds, CATALOGUES_PER_CHUNK)) {
        const editions = await editionsOfCatalogues(ctx.db, ctx.urls, chunk, lang);
        yield chunk.flatMap((id) =>
          (editions.get(id) ?? []).map((edition) => editionFacts(edition, options.urls, lang)),
        );
      }
    })(),
  };
}

/** The editions in the given order; `pagesOf` adds the pages a PDF search found. */
function editionRecords(
  ctx: DomainContext,
  editionIds: number[],
  options: ExportOptions,
  pagesOf?: (editionIds: number[]) => Promise<Map<number, number[]>>,
): ExportRecords {
  const lang = langOf(options);
  return {
    withMatchingPages: pagesOf !== undefined,
    chunks: (async function* (): AsyncGenerator<EditionFacts[]> {
      for (const chunk of chunksOf(editionIds, EDITIONS_PER_CHUNK)) {
        const [editions, pages] = await Promise.all([
          editionsById(ctx.db, ctx.urls, chunk, lang),
          pagesOf?.(chunk),
        ]);
        yield editions.map((edition) =>
          editionFacts(edition, options.urls, lang, pages ? (pages.get(edition.id) ?? []) : undefined),
        );
      }
    })(),
  };
}

/** Every catalogue of the catalogue list with its filters (and order), each with all its editions. */
export async function exportCatalogueList(
  ctx: DomainContext,
  filters: CatalogueFilters & { sort?: CatalogueOrder },
  options: ExportOptions,
): Promise<ExportRecords> {
  const ids = await withinCap(options, (limit) => catalogueIdsInOrder(ctx, filters, limit));
  return catalogueRecords(ctx, ids, options);
}

/** Every edition of a place's, publisher's or holder's catalogue list. */
export async function exportRelatedCatalogues(
  ctx: DomainContext,
  relation: 'place' | 'publisher' | 'holder',
  id: number,
  options: ExportOptions,
): Promise<ExportRecords> {
  const ids = await withinCap(options, (limit) => relatedEditionIds(ctx, relation, id, limit));
  return editionRecords(ctx, ids, options);
}

/** Every edition a search inside the PDFs finds, each with all the pages where it found the words. */
export async function exportPdfSearch(
  ctx: DomainContext,
  filters: PdfSearchFilters,
  options: ExportOptions,
): Promise<ExportRecords> {
  const search = pdfSearchMatches(filters);
  if (!search) return editionRecords(ctx, [], options, async () => new Map());
  const ids = await withinCap(options, async (limit) => {
    const rows = await ctx.db.query<{ id: number }>(
      `select e.id from ${search.from} order by ${search.order} limit ${search.params.add(limit)}`,
      search.params.values,
    );
    return rows.map((row) => row.id);
  });
  return editionRecords(ctx, ids, options, async (editionIds) => {
    // Every matching page (no edition has more pages than this), not only the first 20 a page shows.
    const { pages } = await matchedPages(ctx.db, editionIds, search, 100_000);
    const byEdition = new Map<number, number[]>();
    for (const { edition_id, page } of pages)
      byEdition.set(edition_id, [...(byEdition.get(edition_id) ?? []), page]);
    return byEdition;
  });
}

/** Every result of a contextual search: catalogues with their editions, or the editions of the publishers, places or holders found. */
export async function exportContextualSearch(
  ctx: DomainContext,
  nodes: QueryNode[],
  options: ExportOptions,
): Promise<ExportRecords> {
  let kind: 'catalogues' | 'editions' = 'catalogues';
  const ids = await withinCap(options, async (limit) => {
    const entries = await contextualSearchEntries(ctx, nodes, limit);
    kind = entries.kind;
    return entries.ids;
  });
  return kind === 'catalogues' ? catalogueRecords(ctx, ids, options) : editionRecords(ctx, ids, options);
}

/** One catalogue with all its editions; 404 when there is none. */
export async function exportCatalogue(
  ctx: DomainContext,
  catalogueId: number,
  options: ExportOptions,
): Promise<ExportRecords> {
  await getCatalogue(ctx, catalogueId);
  return catalogueRecords(ctx, [catalogueId], options);
}

/** One edition; 404 when the catalogue has no such edition. */
export async function exportEdition(
  ctx: DomainContext,
  catalogueId: number,
  editionId: number,
  options: ExportOptions,
): Promise<ExportRecords> {
  await getEdition(ctx, catalogueId, editionId);
  return editionRecords(ctx, [editionId], options);
}
