import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../api/api-error.ts';
import { catalogueApi } from '../../api/clients.ts';

/**
 * One query per entity, shared by its page, the breadcrumb and the filter chips that name it, so
 * a name shown in three places is fetched once.
 */
export type EntityKind = 'place' | 'publisher' | 'holder' | 'catalogue';

const staleTime = 60_000;

export const placeQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: ['place', id, locale],
    queryFn: async () =>
      (
        await unwrap(
          catalogueApi.GET('/places/{id}', { params: { path: { id: Number(id) }, query: { lang: locale } } }),
        )
      ).place,
    staleTime,
  });

export const publisherQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: ['publisher', id, locale],
    queryFn: async () => {
      const { publisher } = await unwrap(
        catalogueApi.GET('/publishers/{id}', {
          params: { path: { id: Number(id) }, query: { lang: locale } },
        }),
      );
      // Spec section 3: the single-publisher response holds publisher[0].
      const [first] = publisher;
      if (!first) throw new Error('publisher response without a publisher');
      return first;
    },
    staleTime,
  });

export const holderQuery = (id: string) =>
  queryOptions({
    queryKey: ['holder', id],
    queryFn: async () =>
      (await unwrap(catalogueApi.GET('/holders/{id}', { params: { path: { id: Number(id) } } }))).holder,
    staleTime,
  });

export const catalogueQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: ['catalogue', id, locale],
    queryFn: async () =>
      (
        await unwrap(
          catalogueApi.GET('/catalogues/{id}', {
            params: { path: { id: Number(id) }, query: { lang: locale } },
          }),
        )
      ).catalogue,
    staleTime,
  });

/** The name an entity goes by in lists, chips and the breadcrumb. */
export function entityNameQuery(kind: EntityKind, id: string, locale: string) {
  switch (kind) {
    case 'place':
      return queryOptions({
        ...placeQuery(id, locale),
        select: (place) =>
          typeof place.name === 'string' ? place.name : (place.name[locale] ?? place.name.EN ?? ''),
      });
    case 'publisher':
      return queryOptions({ ...publisherQuery(id, locale), select: (publisher) => publisher.name });
    case 'holder':
      return queryOptions({ ...holderQuery(id), select: (holder) => holder.name });
    case 'catalogue':
      return queryOptions({ ...catalogueQuery(id, locale), select: (catalogue) => catalogue.title });
  }
}
