import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { expectOk, unwrap } from '@/api/api-error.ts';
import { catalogueApi } from '@/api/clients.ts';
import { catalogueKeys } from '@/api/queries/catalogues.ts';
import type { components } from '../../../../openapi/generated/catalogue';
import type { PickerOption } from '../search-picker.tsx';
import { catalogueOption, type SupplementaryBody } from './supplementary-values.ts';

export type SupplementaryContent = components['schemas']['SupplementaryContent'];

/** The staff's answers about supplementary contents, under the public `catalogueKeys.all`. */
export const staffSupplementKeys = {
  all: [...catalogueKeys.all, 'staff', 'supplements'] as const,
  of: (catalogueId: number) => [...staffSupplementKeys.all, catalogueId] as const,
  list: (catalogueId: number, locale: string) => [...staffSupplementKeys.of(catalogueId), locale] as const,
  picker: (text: string) => [...staffSupplementKeys.all, 'picker', text] as const,
};

/** `/dashboard/catalogues/{id}/supplementary`: the contents that supplement the catalogue. */
export const staffSupplementsQuery = (catalogueId: number, locale: string) =>
  queryOptions({
    queryKey: staffSupplementKeys.list(catalogueId, locale),
    queryFn: async () =>
      (
        await unwrap(
          catalogueApi.GET('/catalogues/{id}/supplementary-contents', {
            params: { path: { id: catalogueId }, query: { lang: locale } },
          }),
        )
      ).supplementaryContents,
  });

/** The catalogues (supplements too) whose title contains the text, for the catalogue picker. */
export const supplementPickerQuery = (text: string) =>
  queryOptions({
    queryKey: staffSupplementKeys.picker(text),
    queryFn: async (): Promise<PickerOption[]> => {
      const { catalogues } = await unwrap(
        catalogueApi.GET('/catalogues', {
          params: { query: { title: text || undefined, 'per-page': 20, 'include-supplements': true } },
        }),
      );
      return catalogues.map(catalogueOption);
    },
    staleTime: 30_000,
  });

/**
 * After a supplementary content changed: the catalogue's list loads afresh, and every other
 * catalogue answer (the public tabs of both catalogues of a link, in every language) is marked
 * stale, to load afresh when next shown.
 */
export function markCataloguesStale(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: catalogueKeys.all, refetchType: 'none' });
}

export function refreshSupplements(queryClient: QueryClient, catalogueId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffSupplementKeys.of(catalogueId) }),
    markCataloguesStale(queryClient),
  ]);
}

/** Adds a supplementary content to a catalogue (POST) or updates one (PUT). */
export function saveSupplement(
  catalogueId: number,
  supplementaryId: number | undefined,
  body: SupplementaryBody,
) {
  return supplementaryId === undefined
    ? unwrap(
        catalogueApi.POST('/catalogues/{id}/supplementary-contents', {
          params: { path: { id: catalogueId } },
          body,
        }),
      )
    : unwrap(
        catalogueApi.PUT('/catalogues/{id}/supplementary-contents/{supplementaryId}', {
          params: { path: { id: catalogueId, supplementaryId } },
          body,
        }),
      );
}

export function deleteSupplement(catalogueId: number, supplementaryId: number) {
  return expectOk(
    catalogueApi.DELETE('/catalogues/{id}/supplementary-contents/{supplementaryId}', {
      params: { path: { id: catalogueId, supplementaryId } },
    }),
  );
}
