import { queryOptions } from '@tanstack/react-query';
import { expectOk, unwrap } from '@/api/api-error.ts';
import { catalogueApi } from '@/api/clients.ts';
import { catalogueKeys } from '@/api/queries/catalogues.ts';
import { editionKeys } from '@/api/queries/editions.ts';
import { placeKeys } from '@/api/queries/places.ts';
import type { components } from '../../../../openapi/generated/catalogue';
import type { DashboardListSearch } from '../dashboard-search.ts';
import { dashboardPageSize } from '../dashboard-search.ts';
import type { PickerOption } from '../search-picker.tsx';
import type { PlaceBody } from './place-values.ts';
import { placeLabel } from './place-values.ts';

export type Place = components['schemas']['Place'];

/** The staff's answers about places, under the public `placeKeys.all`: a change refreshes both. */
export const staffPlaceKeys = {
  all: [...placeKeys.all, 'staff'] as const,
  list: (search: DashboardListSearch) => [...staffPlaceKeys.all, 'list', search.q, search.page] as const,
  detail: (id: string) => [...staffPlaceKeys.all, id] as const,
  editionCount: (id: number) => [...staffPlaceKeys.all, 'editions', id] as const,
  moveTargets: (locale: string, text: string) => [...staffPlaceKeys.all, 'picker', locale, text] as const,
};

/** GeoNames lookups: the gazetteer's answers, not the collection's, so no change of ours touches them. */
export const geonamesKeys = {
  all: ['geonames'] as const,
  search: (q: string, locale: string) => [...geonamesKeys.all, q, locale] as const,
};

/** What a change to a place touches: every answer about places (the dashboard's and the public pages'). */
export const placeDataKeys = [placeKeys.all] as const;

/** Moving editions changes their catalogues too: the catalogue and edition answers load afresh as well. */
export const movedEditionsKeys = [placeKeys.all, catalogueKeys.all, editionKeys.all] as const;

/** `/dashboard/places`: a page of places whose name in any language contains the search text. */
export const staffPlaceListQuery = (search: DashboardListSearch) =>
  queryOptions({
    queryKey: staffPlaceKeys.list(search),
    queryFn: async () => {
      const { places, pagination } = await unwrap(
        catalogueApi.GET('/places', {
          params: { query: { name: search.q, page: search.page ?? 1, 'per-page': dashboardPageSize } },
        }),
      );
      return { items: places, count: pagination.count, pages: pagination.pages };
    },
  });

/** One place with its names in every language (no `lang`), for the form. */
export const staffPlaceQuery = (id: string) =>
  queryOptions({
    queryKey: staffPlaceKeys.detail(id),
    queryFn: async () =>
      (await unwrap(catalogueApi.GET('/places/{id}', { params: { path: { id: Number(id) } } }))).place,
  });

/** How many editions were published in the place: the related list has one entry per edition. */
export const placeEditionCountQuery = (id: number) =>
  queryOptions({
    queryKey: staffPlaceKeys.editionCount(id),
    queryFn: async () =>
      (
        await unwrap(
          catalogueApi.GET('/places/{id}/catalogues', { params: { path: { id }, query: { 'per-page': 1 } } }),
        )
      ).pagination.count,
  });

/** The places whose name (in any language) contains the text, for the target place of a move. */
export const moveTargetsQuery = (text: string, locale: string) =>
  queryOptions({
    queryKey: staffPlaceKeys.moveTargets(locale, text),
    queryFn: async (): Promise<PickerOption[]> => {
      const { places } = await unwrap(
        catalogueApi.GET('/places', { params: { query: { name: text || undefined, 'per-page': 20 } } }),
      );
      return places.map((place) => ({
        id: place.id,
        label: [placeLabel(place, locale), place.countryCode].filter(Boolean).join(', '),
      }));
    },
    staleTime: 30_000,
  });

/** GET /geonames?q=: the matches of a text, most relevant and most populous first. */
export const geonamesSearchQuery = (q: string, locale: string) =>
  queryOptions({
    queryKey: geonamesKeys.search(q, locale),
    queryFn: () =>
      unwrap(
        catalogueApi.GET('/geonames', { params: { query: { q, maxRows: 10, lang: locale.toLowerCase() } } }),
      ),
    staleTime: 5 * 60_000,
  });

/** GET /geonames/{id}?lang= for each language: the record's name per language prefix. */
export async function geonameNames(geonameId: number, prefixes: readonly string[]) {
  const answers = await Promise.all(
    prefixes.map(async (prefix) => {
      const detail = await unwrap(
        catalogueApi.GET('/geonames/{id}', {
          params: { path: { id: geonameId }, query: { lang: prefix.toLowerCase() } },
        }),
      );
      return [prefix, detail.name] as const;
    }),
  );
  return Object.fromEntries(answers);
}

/** Creates a place (POST) or updates one (PUT); answers the stored place. */
export async function savePlace(id: number | undefined, body: PlaceBody): Promise<Place> {
  return id === undefined
    ? (await unwrap(catalogueApi.POST('/places', { body }))).place
    : (await unwrap(catalogueApi.PUT('/places/{id}', { params: { path: { id } }, body }))).place;
}

export function deletePlace(id: number) {
  return expectOk(catalogueApi.DELETE('/places/{id}', { params: { path: { id } } }));
}

/** PUT /places/{id}/editions: every edition published in the place moves to the target place. */
export function movePlaceEditions(id: number, placeId: number) {
  return unwrap(catalogueApi.PUT('/places/{id}/editions', { params: { path: { id } }, body: { placeId } }));
}
