import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../../openapi/generated/catalogue';
import { unwrap } from '../../../api/api-error.ts';
import { catalogueApi } from '../../../api/clients.ts';
import type { PickerOption } from '../search-picker.tsx';
import { placeLabel } from './place-values.ts';

export type Place = components['schemas']['Place'];

export const placesKey = ['dashboard', 'places'] as const;

/** One place with its names in every language (no `lang`), for the form. */
export const placeQuery = (id: number) =>
  queryOptions({
    queryKey: [...placesKey, 'one', id],
    queryFn: async () => (await unwrap(catalogueApi.GET('/places/{id}', { params: { path: { id } } }))).place,
  });

/** How many editions were published in the place: the related list has one entry per edition. */
export const placeEditionCountQuery = (id: number) =>
  queryOptions({
    queryKey: [...placesKey, 'editions', id],
    queryFn: async () =>
      (
        await unwrap(
          catalogueApi.GET('/places/{id}/catalogues', { params: { path: { id }, query: { 'per-page': 1 } } }),
        )
      ).pagination.count,
  });

/** GET /geonames?q=: the matches of a text, most relevant and most populous first. */
export const geonamesSearchQuery = (q: string, locale: string) =>
  queryOptions({
    queryKey: ['dashboard', 'geonames', q, locale],
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

/** The places whose name (in any language) contains the text, for a place picker. */
export async function searchPlaceOptions(text: string, locale: string): Promise<PickerOption[]> {
  const { places } = await unwrap(
    catalogueApi.GET('/places', { params: { query: { name: text || undefined, 'per-page': 20 } } }),
  );
  return places.map((place) => ({
    id: place.id,
    label: [placeLabel(place, locale), place.countryCode].filter(Boolean).join(', '),
  }));
}
