import { z } from 'zod/mini';
import { yearParams } from '@/api/queries/year-params.ts';
import { catalogueListSearch, publisherListSearch } from '@/lib/list-search.ts';
import { lenient } from '@/lib/search-values.ts';
import type { paths } from '../../../openapi/generated/catalogue';

export type MapKind = 'catalogues' | 'publishers';

const view = lenient(z.enum(['map', 'list']));
/** The point whose popup is open: a shared link opens it again. */
const place = lenient(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(2_147_483_647)));

const catalogueFilters = catalogueListSearch.shape;
const publisherFilters = publisherListSearch.shape;

/** `/maps/catalogues`: the catalogue list's filters, the year range, the view and the open point. */
export const catalogueMapSearch = z.object({
  places: catalogueFilters.places,
  holders: catalogueFilters.holders,
  publishers: catalogueFilters.publishers,
  yearFrom: catalogueFilters.yearFrom,
  yearTo: catalogueFilters.yearTo,
  dateMatch: catalogueFilters.dateMatch,
  illustrativeContent: catalogueFilters.illustrativeContent,
  includeSupplements: catalogueFilters.includeSupplements,
  filterDrawer: catalogueFilters.filterDrawer,
  view,
  place,
});
export type CatalogueMapSearch = z.infer<typeof catalogueMapSearch>;

/** `/maps/publishers`: the publisher list's filters (places and years), the view and the open point. */
export const publisherMapSearch = z.object({
  places: publisherFilters.places,
  yearFrom: publisherFilters.yearFrom,
  yearTo: publisherFilters.yearTo,
  dateMatch: publisherFilters.dateMatch,
  filterDrawer: publisherFilters.filterDrawer,
  view,
  place,
});
export type PublisherMapSearch = z.infer<typeof publisherMapSearch>;

export type MapSearch = CatalogueMapSearch | PublisherMapSearch;

type QueryOf<Path extends keyof paths> = paths[Path] extends { get: { parameters: { query?: infer Q } } }
  ? NonNullable<Q>
  : never;

/** GET /maps/catalogues: the catalogue list's filters, so a point's count matches the list's total. */
export function catalogueMapQuery(search: CatalogueMapSearch, locale: string): QueryOf<'/maps/catalogues'> {
  return {
    places: search.places,
    holders: search.holders,
    publishers: search.publishers,
    ...yearParams(search),
    'illustrative-content': search.illustrativeContent ?? 'all',
    'include-supplements': search.includeSupplements ?? false,
    lang: locale,
  };
}

export function publisherMapQuery(search: PublisherMapSearch, locale: string): QueryOf<'/maps/publishers'> {
  return { places: search.places, ...yearParams(search), lang: locale };
}

/**
 * The list a point stands for, as the URL state of the catalogue or publisher list: the map's
 * filters with the point's place in place of the place filter (the map's count is that list's total).
 */
export function listSearchOfPoint(kind: MapKind, search: MapSearch, placeId: number) {
  const common = {
    places: String(placeId),
    yearFrom: search.yearFrom,
    yearTo: search.yearTo,
    dateMatch: search.dateMatch,
  };
  if (kind === 'publishers') return common;
  const catalogues = search as CatalogueMapSearch;
  return {
    ...common,
    publishers: catalogues.publishers,
    holders: catalogues.holders,
    illustrativeContent: catalogues.illustrativeContent,
    includeSupplements: catalogues.includeSupplements,
  };
}
