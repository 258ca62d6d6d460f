import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { expectOk, unwrap } from '@/api/api-error.ts';
import { catalogueApi } from '@/api/clients.ts';
import { quietHeader } from '@/api/middleware.ts';
import { catalogueKeys } from '@/api/queries/catalogues.ts';
import { editionKeys } from '@/api/queries/editions.ts';
import { holderKeys } from '@/api/queries/holders.ts';
import { placeKeys } from '@/api/queries/places.ts';
import { publisherKeys } from '@/api/queries/publishers.ts';
import { fetchWithUploadProgress, type UploadProgress } from '@/api/upload-progress.ts';
import { placeNameIn } from '@/lib/names.ts';
import type { components } from '../../../../openapi/generated/catalogue';
import { invalidateKeys, uploadImage } from '../api.ts';
import { type DashboardListSearch, dashboardPageSize } from '../dashboard-search.ts';
import type { CatalogueInput, ChosenEntity, EditionInput } from './catalogue-form.ts';

export type Catalogue = components['schemas']['Catalogue'];
export type Edition = components['schemas']['Edition'];

/** The staff's answers about catalogues, under the public `catalogueKeys.all`: a change refreshes both. */
export const staffCatalogueKeys = {
  all: [...catalogueKeys.all, 'staff'] as const,
  list: (search: DashboardListSearch, locale: string) =>
    [...staffCatalogueKeys.all, 'list', search.q, search.page, locale] as const,
  detail: (id: number, locale: string) => [...staffCatalogueKeys.all, id, locale] as const,
  editions: (id: number, locale: string) => [...staffCatalogueKeys.all, 'editions', id, locale] as const,
};

export type PickerKind = 'holders' | 'places' | 'publishers';

const pickerOwnerKeys = { holders: holderKeys.all, places: placeKeys.all, publishers: publisherKeys.all };

/** An edition's holder, place and publisher pickers, kept under the entity's keys: a change to one refreshes them. */
export const pickerKeys = {
  suggestions: (kind: PickerKind, text: string, locale: string) =>
    [...pickerOwnerKeys[kind], 'staff', 'edition-picker', text, locale] as const,
};

/**
 * What a change to a catalogue, an edition or its files touches: the dashboard's lists and the
 * public pages that show catalogues (the catalogue layout, lists, the navigation list, maps, the
 * filter choices and counts of places, publishers and holders).
 */
const catalogueDataKeys = [
  catalogueKeys.all,
  editionKeys.all,
  placeKeys.all,
  publisherKeys.all,
  holderKeys.all,
] as const;

/** After a catalogue, an edition or a file changed: everything `catalogueDataKeys` names loads afresh. */
export function refreshCatalogueData(queryClient: QueryClient) {
  return invalidateKeys(queryClient, catalogueDataKeys);
}

/** A catalogue id of the URL, or null when it names no catalogue (not a positive whole number). */
export function catalogueIdOf(id: string): number | null {
  const numeric = Number(id);
  return Number.isInteger(numeric) && numeric > 0 ? numeric : null;
}

/** `/dashboard`: a page of catalogues, supplements included, for the search text. */
export const staffCatalogueListQuery = (search: DashboardListSearch, locale: string) =>
  queryOptions({
    queryKey: staffCatalogueKeys.list(search, locale),
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
export const staffCatalogueQuery = (id: number, locale: string) =>
  queryOptions({
    queryKey: staffCatalogueKeys.detail(id, locale),
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
export const staffEditionsQuery = (id: number, locale: string) =>
  queryOptions({
    queryKey: staffCatalogueKeys.editions(id, locale),
    queryFn: async () =>
      unwrap(
        catalogueApi.GET('/catalogues/{id}/editions', {
          params: { path: { id }, query: { lang: locale } },
          headers: { [quietHeader]: '1' },
        }),
      ),
  });

const pickerPageSize = 20;

/** Suggestions for a holder, place or publisher picker: the first entries matching the text. */
export const pickerQuery = (kind: PickerKind, text: string, locale: string) =>
  queryOptions({
    queryKey: pickerKeys.suggestions(kind, text, locale),
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

/** Creates a catalogue (POST) or updates one (PUT); answers the stored catalogue. */
export async function saveCatalogue(id: number | undefined, body: CatalogueInput): Promise<Catalogue> {
  return id === undefined
    ? (await unwrap(catalogueApi.POST('/catalogues', { body }))).catalogue
    : (await unwrap(catalogueApi.PUT('/catalogues/{id}', { params: { path: { id } }, body }))).catalogue;
}

export function deleteCatalogue(id: number) {
  return expectOk(catalogueApi.DELETE('/catalogues/{id}', { params: { path: { id } } }));
}

/** Adds an edition to a catalogue (the next version) or updates one. */
export function saveEdition(catalogueId: number, editionId: number | undefined, body: EditionInput) {
  return editionId === undefined
    ? unwrap(catalogueApi.POST('/catalogues/{id}/editions', { params: { path: { id: catalogueId } }, body }))
    : unwrap(
        catalogueApi.PUT('/catalogues/{catalogueId}/editions/{editionId}', {
          params: { path: { catalogueId, editionId } },
          body,
        }),
      );
}

export function deleteEdition(catalogueId: number, editionId: number) {
  return expectOk(
    catalogueApi.DELETE('/catalogues/{catalogueId}/editions/{editionId}', {
      params: { path: { catalogueId, editionId } },
    }),
  );
}

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

export function deleteEditionPdf(catalogueId: number, editionId: number) {
  return expectOk(
    catalogueApi.DELETE('/catalogues/{catalogueId}/editions/{editionId}/pdf', {
      params: { path: { catalogueId, editionId } },
    }),
  );
}

/**
 * Sets an edition's cover: the file is stored by the multimedia service, then linked to the
 * edition by its id; no file removes the cover.
 */
export async function setEditionCover(catalogueId: number, editionId: number, file: File | null) {
  const imageId = file ? (await uploadImage(file)).id : null;
  return unwrap(
    catalogueApi.PUT('/catalogues/{catalogueId}/editions/{editionId}', {
      params: { path: { catalogueId, editionId } },
      body: { imageId },
    }),
  );
}

export type OcrState = components['schemas']['OcrState'];

/** An edition's OCR (queued, page n of m, done, failed) and whether the server runs OCR at all. */
export const editionOcrQuery = (catalogueId: number, editionId: number) =>
  queryOptions({
    queryKey: [...staffCatalogueKeys.all, 'ocr', editionId] as const,
    queryFn: () =>
      unwrap(
        catalogueApi.GET('/catalogues/{catalogueId}/editions/{editionId}/ocr', {
          params: { path: { catalogueId, editionId } },
          headers: { [quietHeader]: '1' },
        }),
      ),
  });

/** Queues an edition's failed OCR job again. */
export function retryEditionOcr(catalogueId: number, editionId: number) {
  return unwrap(
    catalogueApi.POST('/catalogues/{catalogueId}/editions/{editionId}/ocr/retry', {
      params: { path: { catalogueId, editionId } },
    }),
  );
}
