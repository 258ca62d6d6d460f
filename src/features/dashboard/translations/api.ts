import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error.ts';
import { projectsApi } from '@/api/clients.ts';
import { quietHeader } from '@/api/middleware.ts';
import { i18nKeys, serviceId } from '@/i18n/i18n.tsx';
import type { components } from '../../../../openapi/generated/projects';
import { invalidateKeys, uploadImage } from '../api.ts';
import { mergeTranslations, type TranslationInput, type TranslationUpdate } from './translation-entries.ts';

type Translation = components['schemas']['Translation'];
type GroupedTranslations = components['schemas']['GroupedTranslations'];
export type LanguageInput = components['schemas']['LanguageInput'];

/** The staff's answers about translations, under the application's `i18nKeys.translations`. */
export const staffTranslationKeys = {
  all: [...i18nKeys.translations, 'staff'] as const,
  grouped: () => [...staffTranslationKeys.all, 'grouped'] as const,
  key: (key: string) => [...staffTranslationKeys.all, 'key', key] as const,
};

/** What a change to translations or languages touches: the texts and languages the whole application shows. */
const translationDataKeys = [i18nKeys.translations, i18nKeys.languages] as const;

const isGrouped = (data: Translation[] | GroupedTranslations): data is GroupedTranslations =>
  !Array.isArray(data);

/** Every key of the translation groups with its values in every language (GET …?groupBy=true&prefix=EN). */
export const groupedTranslationsQuery = () =>
  queryOptions({
    queryKey: staffTranslationKeys.grouped(),
    queryFn: async () => {
      const data = await unwrap(
        projectsApi.GET('/translations/services/{serviceId}', {
          params: { path: { serviceId }, query: { groupBy: true, prefix: 'EN' } },
        }),
      );
      return mergeTranslations(isGrouped(data) ? data.groups : []);
    },
  });

/** One key's translations in every language (GET /translations/services/8?key=). */
export const keyTranslationsQuery = (key: string) =>
  queryOptions({
    queryKey: staffTranslationKeys.key(key),
    queryFn: async () => {
      const data = await unwrap(
        projectsApi.GET('/translations/services/{serviceId}', {
          params: { path: { serviceId }, query: { key } },
        }),
      );
      return isGrouped(data) ? [] : data;
    },
  });

/** Creates the new translations (POST, an array), then updates the stored ones (PUT, an array). */
export async function saveTranslations({
  create,
  update,
}: {
  create: TranslationInput[];
  update: TranslationUpdate[];
}): Promise<void> {
  if (create.length > 0) await unwrap(projectsApi.POST('/translations', { body: create }));
  if (update.length > 0) await unwrap(projectsApi.PUT('/translations', { body: update }));
}

/**
 * After translations or languages change: the dashboard's lists, and the texts and languages the
 * whole application shows (the public language switcher reads the same languages query).
 */
export function refreshTranslations(queryClient: QueryClient) {
  return invalidateKeys(queryClient, translationDataKeys);
}

/** Adds a language (POST /languages), or renames one (PUT /languages/{id}); a 409 is shown at the field. */
export function saveLanguage(id: number | undefined, body: LanguageInput) {
  const headers = { [quietHeader]: '1' };
  return unwrap(
    id === undefined
      ? projectsApi.POST('/languages', { body, headers })
      : projectsApi.PUT('/languages/{id}', { params: { path: { id } }, body, headers }),
  );
}

/** Stores an image translation's file in the multimedia service; answers its URL. A refusal is shown at the field. */
export async function uploadImageValue(file: File) {
  return (await uploadImage(file, { quiet: true })).url;
}
