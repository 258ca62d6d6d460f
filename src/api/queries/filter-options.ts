import { queryOptions } from '@tanstack/react-query';
import { placeNameIn } from '@/lib/names.ts';
import { unwrap } from '../api-error.ts';
import { catalogueApi } from '../clients.ts';
import { holderKeys } from './holders.ts';
import { recordStaleTime } from './page.ts';
import { placeKeys } from './places.ts';
import { publisherKeys } from './publishers.ts';

export interface FilterOption {
  id: string;
  name: string;
}

export type FilterKind = 'places' | 'publishers' | 'holders';

/** How many choices a filter offers at once; its own search box finds the rest. */
export const optionsShown = 20;

// Kept under the entity's keys, so a staff change to a place, publisher or holder refreshes the choices.
const filterOptionKeys = { places: placeKeys.all, publishers: publisherKeys.all, holders: holderKeys.all };

/**
 * The choices of a filter, from the API: only entities with at least one edition (a choice that
 * can only empty the list is no choice), matching the filter's own search text.
 */
export const filterOptionsQuery = (kind: FilterKind, text: string, locale: string) =>
  queryOptions({
    queryKey: [...filterOptionKeys[kind], 'filter-options', text, locale] as const,
    staleTime: recordStaleTime,
    queryFn: async (): Promise<FilterOption[]> => {
      const paging = { page: 1, 'per-page': optionsShown, 'has-editions': true } as const;
      const name = text.trim() || undefined;
      switch (kind) {
        case 'places': {
          const { places } = await unwrap(
            catalogueApi.GET('/places', { params: { query: { ...paging, name, lang: locale } } }),
          );
          return places.map((place) => ({ id: String(place.id), name: placeNameIn(place.name, locale) }));
        }
        case 'publishers': {
          const { publishers } = await unwrap(
            catalogueApi.GET('/publishers', { params: { query: { ...paging, name, lang: locale } } }),
          );
          return publishers.map((publisher) => ({ id: String(publisher.id), name: publisher.name }));
        }
        case 'holders': {
          const { holders } = await unwrap(
            catalogueApi.GET('/holders', { params: { query: { ...paging, keyword: name } } }),
          );
          return holders.map((holder) => ({ id: String(holder.id), name: holder.name }));
        }
      }
    },
  });

export const entityKindOf = { places: 'place', publishers: 'publisher', holders: 'holder' } as const;
