import { defaultTexts } from './default-texts.ts';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** The built-in languages (spec section 1); staff can add more through the translations service. */
export const builtInLocales = ['EN', 'DE', 'IT'] as const;
export const defaultLocale = 'EN';

/** Fills '{n}'-style placeholders; unknown placeholders stay as written. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The text the application ships for a key in a language: its German or Italian, else its English. */
export function builtInText(key: string, locale: string): string | undefined {
  const text = defaultTexts.get(key);
  if (!text) return undefined;
  if (locale === 'DE' && text.de) return text.de;
  if (locale === 'IT' && text.it) return text.it;
  return text.en;
}

/**
 * A translator for one language: the translations service's value for the key, else the built-in
 * text, else the key itself (so a missing text is visible, never blank).
 */
export function createTranslator(locale: string, serverTexts: ReadonlyMap<string, string>) {
  const textOf = (key: string) => {
    const fromServer = serverTexts.get(key);
    return fromServer?.trim() ? fromServer : builtInText(key, locale);
  };
  const translate: Translate = (key, params) => interpolate(textOf(key) ?? key, params);
  const hasText = (key: string) => textOf(key) !== undefined;
  return { translate, hasText };
}
