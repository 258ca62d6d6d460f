import { z } from 'zod/mini';
import { defaultLocale } from './translate.ts';

const storageKey = 'locale';
const localeSchema = z.string().check(z.regex(/^[A-Z]{2,3}$/));

/** The language chosen last time; an unreadable or malformed value falls back to English. */
export function readStoredLocale(): string {
  try {
    const parsed = localeSchema.safeParse(window.localStorage.getItem(storageKey));
    return parsed.success ? parsed.data : defaultLocale;
  } catch (error) {
    console.warn('could not read the stored language', error);
    return defaultLocale;
  }
}

export function storeLocale(locale: string): void {
  try {
    window.localStorage.setItem(storageKey, locale);
  } catch (error) {
    console.warn('could not store the language', error);
  }
}
