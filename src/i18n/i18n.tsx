import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { unwrap } from '@/api/api-error.ts';
import { projectsApi } from '@/api/clients.ts';
import { translationServiceId as serviceId } from '../../common/translation-service.ts';
import type { components } from '../../openapi/generated/projects';
import { readStoredLocale, storeLocale } from './locale-storage.ts';
import { createTranslator, type Translate, type TranslateDynamic, type Translator } from './translate.ts';

export type Language = components['schemas']['Language'];

/** This application's id in the translations service (shared with the server). */
export { serviceId };

/** The cached translations and languages; the dashboard invalidates them after a change. */
export const i18nKeys = {
  translations: ['translations'] as const,
  translationsOf: (locale: string) => [...i18nKeys.translations, locale] as const,
  languages: ['languages'] as const,
};

export const translationsQuery = (locale: string) =>
  queryOptions({
    queryKey: i18nKeys.translationsOf(locale),
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
    queryKey: i18nKeys.languages,
    queryFn: () =>
      unwrap(projectsApi.GET('/languages/services/{serviceId}', { params: { path: { serviceId } } })),
    staleTime: 5 * 60_000,
  });

const noTexts: ReadonlyMap<string, string> = new Map();

/**
 * The chosen language and its translator, created once at start-up (`src/main.tsx`) and handed to
 * whoever needs it: the `I18nProvider` for components, the API middleware and the notifications for
 * code outside React. The language changes only through `switchLocale`.
 */
export interface I18nStore {
  locale(): string;
  /** Calls `listener` after each change of language (for `useSyncExternalStore`). */
  subscribe(listener: () => void): () => void;
  /** The translator of the current language, with its translations as far as they have loaded. */
  translator(): Translator;
  /** Switches the language, then reloads the translations and languages (spec section 4). */
  switchLocale(locale: string): Promise<void>;
}

export function createI18nStore(queryClient: QueryClient, initialLocale = readStoredLocale()): I18nStore {
  let locale = initialLocale;
  const listeners = new Set<() => void>();
  const store: I18nStore = {
    locale: () => locale,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // Made at each call (two closures): it is asked for only on a notification or an API error.
    translator: () =>
      createTranslator(locale, queryClient.getQueryData(translationsQuery(locale).queryKey) ?? noTexts),
    async switchLocale(next) {
      locale = next;
      storeLocale(next);
      for (const listener of listeners) listener();
      // A failure is shown by the API middleware's error notification; the built-in texts stay.
      await Promise.allSettled([
        queryClient.fetchQuery(translationsQuery(next)),
        queryClient.invalidateQueries({ queryKey: i18nKeys.languages }),
      ]);
    },
  };
  return store;
}

interface I18n {
  locale: string;
  /** Translates one of the application's own keys (checked by the type checker). */
  t: Translate;
  /** Translates a key that comes from data (see `TranslateDynamic`). */
  tDynamic: TranslateDynamic;
  hasText(key: string): boolean;
  languages: Language[];
  /** Switches the language, then reloads the translations and languages (spec section 4). */
  switchLocale(locale: string): Promise<void>;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ store, children }: { store: I18nStore; children: ReactNode }) {
  const locale = useSyncExternalStore(store.subscribe, store.locale);
  const translations = useQuery(translationsQuery(locale));
  const languages = useQuery(languagesQuery());
  const translator = useMemo(
    () => createTranslator(locale, translations.data ?? noTexts),
    [locale, translations.data],
  );

  useEffect(() => {
    document.documentElement.lang = locale.toLowerCase();
  }, [locale]);

  const value = useMemo<I18n>(
    () => ({
      locale,
      t: translator.translate,
      tDynamic: translator.translateDynamic,
      hasText: translator.hasText,
      languages: languages.data ?? [],
      switchLocale: store.switchLocale,
    }),
    [locale, translator, languages.data, store],
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
