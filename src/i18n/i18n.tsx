import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { components } from '../../openapi/generated/projects';
import { unwrap } from '../api/api-error.ts';
import { projectsApi } from '../api/clients.ts';
import { readStoredLocale, storeLocale } from './locale-storage.ts';
import { createTranslator, type Translate } from './translate.ts';

export type Language = components['schemas']['Language'];

/** This application's id in the translations service. */
export const serviceId = 8;

export const translationsQuery = (locale: string) =>
  queryOptions({
    queryKey: ['translations', locale],
    queryFn: async () => {
      const rows = await unwrap(
        projectsApi.GET('/translations/{locale}/services/{serviceId}', {
          params: { path: { locale, serviceId } },
        }),
      );
      return new Map(rows.map((row) => [row.key, row.value]));
    },
    staleTime: 5 * 60_000,
  });

export const languagesQuery = () =>
  queryOptions({
    queryKey: ['languages'],
    queryFn: () =>
      unwrap(projectsApi.GET('/languages/services/{serviceId}', { params: { path: { serviceId } } })),
    staleTime: 5 * 60_000,
  });

interface I18n {
  locale: string;
  t: Translate;
  hasText(key: string): boolean;
  languages: Language[];
  /** Switches the language, then reloads the translations and languages (spec section 4). */
  switchLocale(locale: string): Promise<void>;
}

const I18nContext = createContext<I18n | null>(null);

/** The translator of the current language, for code outside React (the API middleware). */
let current = createTranslator(readStoredLocaleSafely(), new Map());
export const currentTranslate: Translate = (key, params) => current.translate(key, params);
export const currentHasText = (key: string) => current.hasText(key);
let currentLocale = readStoredLocaleSafely();
export const currentLocaleOf = () => currentLocale;

function readStoredLocaleSafely() {
  return typeof window === 'undefined' ? 'EN' : readStoredLocale();
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [locale, setLocale] = useState(readStoredLocaleSafely);
  const translations = useQuery(translationsQuery(locale));
  const languages = useQuery(languagesQuery());
  const translator = useMemo(
    () => createTranslator(locale, translations.data ?? new Map()),
    [locale, translations.data],
  );
  current = translator;
  currentLocale = locale;

  useEffect(() => {
    document.documentElement.lang = locale.toLowerCase();
  }, [locale]);

  const switchLocale = useCallback(
    async (next: string) => {
      setLocale(next);
      storeLocale(next);
      // A failure is shown by the API middleware's error notification; the built-in texts stay.
      await Promise.allSettled([
        queryClient.fetchQuery(translationsQuery(next)),
        queryClient.invalidateQueries({ queryKey: ['languages'] }),
      ]);
    },
    [queryClient],
  );

  const value = useMemo<I18n>(
    () => ({
      locale,
      t: translator.translate,
      hasText: translator.hasText,
      languages: languages.data ?? [],
      switchLocale,
    }),
    [locale, translator, languages.data, switchLocale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n needs an I18nProvider');
  return i18n;
}

/** The translate function of the current language. */
export const useT = () => useI18n().t;
