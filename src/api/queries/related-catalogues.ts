import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/generated/catalogue';
import { unwrap } from '../api-error.ts';
import { catalogueApi } from '../clients.ts';
import { holderKeys } from './holders.ts';
import { firstCallPerPage, listStaleTime, type Page } from './page.ts';
import { placeKeys } from './places.ts';
import { publisherKeys } from './publishers.ts';

type RelatedCatalogue = components['schemas']['RelatedCatalogue'];

/** Whose catalogues: a place (published there), a publisher (published by) or a holder (held by). */
export type RelatedTo = { kind: 'place' | 'publisher' | 'holder'; id: string };

const ownerKeys = { place: placeKeys, publisher: publisherKeys, holder: holderKeys };

/** The query parameters of an owner's related catalogues other than the page: the list and its export send them. */
export const relatedCataloguesParams = (locale: string) => ({ lang: locale });

/** One page of a place's, publisher's or holder's catalogues, kept under its owner's keys. */
export const relatedCataloguesPageQuery = (owner: RelatedTo, locale: string, page: number, perPage: number) =>
  queryOptions({
    queryKey: [...ownerKeys[owner.kind].all, 'catalogues', owner.id, locale, page, perPage] as const,
    queryFn: async (): Promise<Page<RelatedCatalogue>> => {
      const params = {
        path: { id: Number(owner.id) },
        query: { ...relatedCataloguesParams(locale), page, 'per-page': perPage },
      };
      const response =
        owner.kind === 'place'
          ? await unwrap(catalogueApi.GET('/places/{id}/catalogues', { params }))
          : owner.kind === 'publisher'
            ? await unwrap(catalogueApi.GET('/publishers/{id}/catalogues', { params }))
            : await unwrap(catalogueApi.GET('/holders/{id}/catalogues', { params }));
      return { items: response.catalogues, count: response.pagination.count };
    },
    staleTime: listStaleTime,
  });

/** Related catalogues a page of their list shows; an entity's page and panel preview the first page. */
export const relatedCataloguesPageSize = 6;

/**
 * The first call of an owner's related catalogues: the preview on its page, or the list's first
 * call for the URL's `page`.
 */
export const relatedCataloguesFirstPageQuery = (owner: RelatedTo, locale: string, pageFromUrl?: number) =>
  relatedCataloguesPageQuery(owner, locale, 1, firstCallPerPage(relatedCataloguesPageSize, pageFromUrl));
