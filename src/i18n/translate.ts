import { builtInLocales, defaultTexts, type TranslationKey } from '../../common/default-texts.ts';

export { builtInLocales, type TranslationKey };

type Params = Record<string, string | number>;

/** Translates one of the application's own keys: a key that is not a default text fails the type check. */
export type Translate = (key: TranslationKey, params?: Params) => string;

/**
 * Translates a key that comes from data, not from the code: a language's name key built from its
 * prefix (`title_language_fr`, languages staff add have no default text), a message key the server
 * sends, a key staff edit in the dashboard. Unknown keys show as themselves, as with `Translate`.
 * Code that names a key writes it out and uses `Translate`, so a typo is a type error.
 */
export type TranslateDynamic = (key: string, params?: Params) => string;

export const defaultLocale = 'EN';

/** Fills '{n}'-style placeholders; unknown placeholders stay as written. */
export function interpolate(text: string, params?: Params): string {
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

export interface Translator {
  translate: Translate;
  translateDynamic: TranslateDynamic;
  hasText(key: string): boolean;
}

/**
 * A translator for one language: the translations service's value for the key, else the built-in
 * text, else the key itself (so a missing text is visible, never blank).
 */
export function createTranslator(locale: string, serverTexts: ReadonlyMap<string, string>): Translator {
  const textOf = (key: string) => {
    const fromServer = serverTexts.get(key);
    return fromServer?.trim() ? fromServer : builtInText(key, locale);
  };
  const translateDynamic: TranslateDynamic = (key, params) => interpolate(textOf(key) ?? key, params);
  const hasText = (key: string) => textOf(key) !== undefined;
  return { translate: translateDynamic, translateDynamic, hasText };
}
