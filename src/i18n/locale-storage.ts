import { z } from 'zod/mini';

const storageKey = 'locale';
/**
 * The cookie that tells the server the chosen language, so the page it sends carries that
 * language's texts (server/domain/page-texts.ts reads it under the same name).
 */
const cookieName = 'locale';
const cookieMaxAgeSeconds = 365 * 24 * 60 * 60;
const localeSchema = z.string().check(z.regex(/^[A-Z]{2,3}$/));

/** The language chosen last time; null when none was chosen or the stored value is unreadable or malformed. */
export function readStoredLocale(): string | null {
  try {
    const parsed = localeSchema.safeParse(window.localStorage.getItem(storageKey));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    console.warn('could not read the stored language', error);
    return null;
  }
}

/** The cookie that carries `locale` to the pages of the app (the app's base path without its last slash). */
export function localeCookie(locale: string, basePath: string, secure: boolean): string {
  const path = basePath.replace(/\/+$/, '') || '/';
  return `${cookieName}=${locale}; path=${path}; max-age=${cookieMaxAgeSeconds}; samesite=lax${secure ? '; secure' : ''}`;
}

/** Remembers the chosen language: in local storage for the app, in a cookie for the server. */
export function storeLocale(locale: string): void {
  try {
    window.localStorage.setItem(storageKey, locale);
  } catch (error) {
    console.warn('could not store the language', error);
  }
  rememberLocaleForServer(locale);
}

/**
 * Writes the cookie only: at each start too, so a choice stored before the cookie existed reaches
 * the server, and the cookie's year starts again.
 */
export function rememberLocaleForServer(locale: string): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; the value is built by localeCookie.
    document.cookie = localeCookie(locale, import.meta.env.BASE_URL, window.location.protocol === 'https:');
  } catch (error) {
    console.warn('could not remember the language for the server', error);
  }
}
