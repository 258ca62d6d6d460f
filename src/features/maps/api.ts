import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error.ts';
import { catalogueApi } from '@/api/clients.ts';
import { catalogueKeys, catalogueListParams } from '@/api/queries/catalogues.ts';
import { publisherKeys, publisherListParams } from '@/api/queries/publishers.ts';
import {
  type CatalogueMapSearch,
  catalogueMapQuery,
  type listSearchOfPoint,
  type MapKind,
  type MapSearch,
  type PublisherMapSearch,
  publisherMapQuery,
} from './map-search.ts';

// A map's answers are kept under the keys of what it counts, so a staff change to catalogues or
// publishers refreshes the map as well as the lists.
const countedKeys = { catalogues: catalogueKeys.all, publishers: publisherKeys.all };

/** The points of a map: its places with their counts, for the filters only (not the view or the open point). */
export function mapPointsQuery(kind: MapKind, search: MapSearch, locale: string) {
  const query =
    kind === 'catalogues'
      ? catalogueMapQuery(search as CatalogueMapSearch, locale)
      : publisherMapQuery(search as PublisherMapSearch, locale);
  return queryOptions({
    queryKey: [...countedKeys[kind], 'map-points', query] as const,
    queryFn: () =>
      kind === 'catalogues'
        ? unwrap(catalogueApi.GET('/maps/catalogues', { params: { query } }))
        : unwrap(catalogueApi.GET('/maps/publishers', { params: { query } })),
  });
}

/** The catalogue map's points for its URL state, for its route to start on the way in. */
export const catalogueMapPointsQuery = (search: CatalogueMapSearch, locale: string) =>
  mapPointsQuery('catalogues', search, locale);

/** The publisher map's points for its URL state, for its route to start on the way in. */
export const publisherMapPointsQuery = (search: PublisherMapSearch, locale: string) =>
  mapPointsQuery('publishers', search, locale);

/** How many catalogues or publishers a point's popup lists; a link leads to all of them. */
export const popupSize = 10;

interface PopupItem {
  id: number;
  label: string;
  meta?: string;
}

/** The first catalogues or publishers of a point, for its popup: the list the point stands for. */
export const pointItemsQuery = (
  kind: MapKind,
  listSearch: ReturnType<typeof listSearchOfPoint>,
  locale: string,
) =>
  queryOptions({
    queryKey: [...countedKeys[kind], 'map-popup', listSearch, locale] as const,
    queryFn: async (): Promise<PopupItem[]> => {
      if (kind === 'catalogues') {
        const { catalogues } = await unwrap(
          catalogueApi.GET('/catalogues', {
            params: { query: { ...catalogueListParams(listSearch, locale), page: 1, 'per-page': popupSize } },
          }),
        );
        return catalogues.map((catalogue) => ({
          id: catalogue.id,
          label: catalogue.title,
          meta: catalogue.year === null ? undefined : String(catalogue.year),
        }));
      }
      const { publishers } = await unwrap(
        catalogueApi.GET('/publishers', {
          params: { query: { ...publisherListParams(listSearch, locale), page: 1, 'per-page': popupSize } },
        }),
      );
      return publishers.map((publisher) => ({
        id: publisher.id,
        label: publisher.name,
        meta:
          publisher.firstYear === null
            ? undefined
            : `${publisher.firstYear}${publisher.lastYear !== publisher.firstYear ? `–${publisher.lastYear}` : ''}`,
      }));
    },
  });
