import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { unwrap } from '@/api/api-error.ts';
import { projectsApi } from '@/api/clients.ts';
import { translationServiceId as serviceId } from '../../common/translation-service.ts';
import type { components } from '../../openapi/generated/projects';
import { readStoredLocale, rememberLocaleForServer, storeLocale } from './locale-storage.ts';
import { type PageTexts, readPageTexts } from './page-texts.ts';
import {
  type BuiltInTexts,
  defaultLocale,
  type Translate,
  type TranslateDynamic,
  type Translator,
  translatorOf,
} from './translator.ts';

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
const noBuiltInTexts: BuiltInTexts = () => undefined;

type BuiltInTextsModule = typeof import('./translate.ts');

const builtInTextsOf =
  (module: BuiltInTextsModule, locale: string): BuiltInTexts =>
  (key) =>
    module.builtInText(key, locale);

/** The language and the built-in texts its translator falls back to. */
export interface I18nState {
  locale: string;
  builtIn: BuiltInTexts;
}

/**
 * The chosen language and its translator, created once at start-up (`src/main.tsx`) and handed to
 * whoever needs it: the `I18nProvider` for components, the API middleware and the notifications for
 * code outside React. The language changes only through `switchLocale`.
 */
export interface I18nStore {
  locale(): string;
  /** A new object after each change of language or of the built-in texts (for `useSyncExternalStore`). */
  state(): I18nState;
  /** Calls `listener` after each change of `state` (for `useSyncExternalStore`). */
  subscribe(listener: () => void): () => void;
  /** The translator of the current language, with its translations as far as they have loaded. */
  translator(): Translator;
  /**
   * Resolves when the first render can show the language's texts: at once when the page brought
   * them; else (the development server, a visitor whose choice the server did not know) once the
   * built-in texts and the translations have loaded, so the page does not show English first.
   * Call it after the API clients are set.
   */
  ready(): Promise<void>;
  /** Switches the language, then reloads the translations and languages (spec section 4). */
  switchLocale(locale: string): Promise<void>;
}

interface I18nStart {
  /** The texts the page brought (the server's choice of language). */
  page?: PageTexts | null;
  /** The language the visitor chose, if they did. */
  stored?: string | null;
}

export function createI18nStore(
  queryClient: QueryClient,
  { page = readPageTexts(), stored = readStoredLocale() }: I18nStart = {},
): I18nStore {
  const initialLocale = stored ?? page?.locale ?? defaultLocale;
  const pageFits = page?.locale === initialLocale;
  if (page) queryClient.setQueryData(languagesQuery().queryKey, page.languages);
  if (stored) rememberLocaleForServer(stored);

  let builtInTexts: Promise<BuiltInTextsModule> | null = null;
  const loadBuiltInTexts = () => {
    builtInTexts ??= import('./translate.ts').catch((error: unknown) => {
      builtInTexts = null;
      throw error;
    });
    return builtInTexts;
  };

  const listeners = new Set<() => void>();
  let state: I18nState;
  const setState = (next: I18nState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  // The page's own fallbacks stand in for the built-in texts until a key they lack is asked for
  // (a key staff emptied in the dashboard, an unknown message key): that loads the built-in texts.
  const fromPage = (fallbacks: ReadonlyMap<string, string>): BuiltInTexts => {
    const builtIn: BuiltInTexts = (key) => {
      const text = fallbacks.get(key);
      if (text === undefined) {
        loadBuiltInTexts().then(
          (module) => {
            if (state.builtIn === builtIn)
              setState({ ...state, builtIn: builtInTextsOf(module, state.locale) });
          },
          // Not needed for the page to work: the next missing key tries again.
          (error: unknown) => console.warn('could not load the built-in texts', error),
        );
      }
      return text;
    };
    return builtIn;
  };

  if (page && pageFits) {
    queryClient.setQueryData(
      translationsQuery(initialLocale).queryKey,
      new Map(Object.entries(page.translations)),
    );
    state = { locale: initialLocale, builtIn: fromPage(new Map(Object.entries(page.fallbacks))) };
  } else {
    state = { locale: initialLocale, builtIn: noBuiltInTexts };
  }

  const store: I18nStore = {
    locale: () => state.locale,
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // Made at each call (two closures): it is asked for only on a notification or an API error.
    translator: () =>
      translatorOf(
        queryClient.getQueryData(translationsQuery(state.locale).queryKey) ?? noTexts,
        state.builtIn,
      ),
    async ready() {
      if (pageFits) return;
      const locale = state.locale;
      await Promise.allSettled([
        loadBuiltInTexts().then((module) => {
          if (state.locale === locale) setState({ locale, builtIn: builtInTextsOf(module, locale) });
        }),
        queryClient.fetchQuery(translationsQuery(locale)),
      ]);
    },
    async switchLocale(next) {
      storeLocale(next);
      // A failure to load them rejects: the app's chunk-error handling reloads the page, which the
      // cookie just written brings in the new language.
      const module = await loadBuiltInTexts();
      setState({ locale: next, builtIn: builtInTextsOf(module, next) });
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
  const { locale, builtIn } = useSyncExternalStore(store.subscribe, store.state);
  const translations = useQuery(translationsQuery(locale));
  const languages = useQuery(languagesQuery());
  const translator = useMemo(
    () => translatorOf(translations.data ?? noTexts, builtIn),
    [translations.data, builtIn],
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
