import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { components } from '../../../../openapi/generated/catalogue';
import { unwrap } from '../../../api/api-error.ts';
import { catalogueApi } from '../../../api/clients.ts';
import { quietHeader } from '../../../api/middleware.ts';
import { fetchWithUploadProgress, type UploadProgress } from '../../../api/upload-progress.ts';
import { placeNameIn } from '../../entities/names.ts';
import type { DashboardListSearch } from '../dashboard-search.ts';
import { dashboardPageSize } from '../dashboard-search.ts';
import type { ChosenEntity } from './catalogue-form.ts';

export type Catalogue = components['schemas']['Catalogue'];
export type Edition = components['schemas']['Edition'];

export const cataloguesKey = ['dashboard', 'catalogues'] as const;

/** `/dashboard`: a page of catalogues, supplements included, for the search text. */
export const catalogueListQuery = (search: DashboardListSearch, locale: string) =>
  queryOptions({
    queryKey: [...cataloguesKey, 'list', search.q, search.page, locale],
    queryFn: async () => {
      const { catalogues, pagination } = await unwrap(
        catalogueApi.GET('/catalogues', {
          params: {
            query: {
              keyword: search.q,
              page: search.page ?? 1,
              'per-page': dashboardPageSize,
              'include-supplements': true,
              lang: locale,
            },
          },
        }),
      );
      return { items: catalogues, count: pagination.count, pages: pagination.pages };
    },
  });

/** One catalogue with its editions, place names in the locale; the page shows a failure itself. */
export const catalogueQuery = (id: number, locale: string) =>
  queryOptions({
    queryKey: [...cataloguesKey, 'one', id, locale],
    queryFn: async () =>
      (
        await unwrap(
          catalogueApi.GET('/catalogues/{id}', {
            params: { path: { id }, query: { lang: locale } },
            headers: { [quietHeader]: '1' },
          }),
        )
      ).catalogue,
  });

/** A catalogue and its editions, first version first. */
export const editionsQuery = (id: number, locale: string) =>
  queryOptions({
    queryKey: [...cataloguesKey, 'editions', id, locale],
    queryFn: async () =>
      unwrap(
        catalogueApi.GET('/catalogues/{id}/editions', {
          params: { path: { id }, query: { lang: locale } },
          headers: { [quietHeader]: '1' },
        }),
      ),
  });

/**
 * After a catalogue, an edition or a file changed: the dashboard's lists and the public pages
 * that show catalogues (the catalogue layout, lists, the navigation list, maps) load afresh.
 */
export async function refreshCatalogueData(queryClient: QueryClient) {
  await Promise.all(
    [['dashboard'], ['catalogue'], ['list'], ['editions'], ['map-points'], ['filter-options'], ['count']].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export type PickerKind = 'holders' | 'places' | 'publishers';

const pickerPageSize = 20;

/** Suggestions for a holder, place or publisher picker: the first entries matching the text. */
export const pickerQuery = (kind: PickerKind, text: string, locale: string) =>
  queryOptions({
    queryKey: [...cataloguesKey, 'picker', kind, text, locale],
    staleTime: 30_000,
    queryFn: async (): Promise<ChosenEntity[]> => {
      const search = text.trim() || undefined;
      if (kind === 'holders') {
        const { holders } = await unwrap(
          catalogueApi.GET('/holders', {
            params: { query: { keyword: search, 'per-page': pickerPageSize } },
          }),
        );
        return holders.map(({ id, name }) => ({ id, name }));
      }
      if (kind === 'places') {
        const { places } = await unwrap(
          catalogueApi.GET('/places', {
            params: { query: { name: search, lang: locale, 'per-page': pickerPageSize } },
          }),
        );
        return places.map(({ id, name }) => ({ id, name: placeNameIn(name, locale) }));
      }
      const { publishers } = await unwrap(
        catalogueApi.GET('/publishers', { params: { query: { name: search, 'per-page': pickerPageSize } } }),
      );
      return publishers.map(({ id, name }) => ({ id, name }));
    },
  });

/** Stores or replaces an edition's PDF (multipart field `pdf`), reporting how much has been sent. */
export async function uploadEditionPdf(
  catalogueId: number,
  editionId: number,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<Edition> {
  const { edition } = await unwrap(
    catalogueApi.PUT('/catalogues/{catalogueId}/editions/{editionId}/pdf', {
      params: { path: { catalogueId, editionId } },
      // The contract types a binary part as a string; the browser sends the File itself.
      body: { pdf: file as unknown as string },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('pdf', body.pdf as unknown as File);
        return form;
      },
      fetch: fetchWithUploadProgress(onProgress),
    }),
  );
  return edition;
}
