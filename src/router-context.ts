import type { QueryClient } from '@tanstack/react-query';
import type { I18nStore } from '@/i18n/i18n.tsx';
import type { TranslationKey } from '@/i18n/translate.ts';

/** The signed-in state as routes see it in their guards. */
export interface SessionView {
  loggedIn: boolean;
  role: 'ADMIN' | 'USER' | null;
}

export interface SessionGuard {
  /** Resolves once a stored sign-in has been checked, so guards never decide on a half-known state. */
  settled(): Promise<SessionView>;
  /** Remembers where a guest wanted to go, to continue there after signing in (safe paths only). */
  rememberRedirect(path: string): void;
}

export interface RouterContext {
  queryClient: QueryClient;
  session: SessionGuard;
  /** The language and its translator, for loaders that fetch per language (`context.i18n.locale()`). */
  i18n: I18nStore;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Translation key of the route's breadcrumb item. */
    crumb?: TranslationKey;
    /** The item shows this entity's name (the route's `id` param) once known, instead of `crumb`. */
    crumbName?: 'place' | 'publisher' | 'holder' | 'catalogue';
  }
}
