import type { TranslationKey } from '../../common/default-texts.ts';

/**
 * The translator without the built-in texts: the first page gets its language's texts with the
 * page (inline-texts.ts), so the entry chunk carries none of the default texts of every language;
 * they come in a chunk of their own (translate.ts) when a page or a language needs them.
 */

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

/** The application's own text for a key in one language, as far as it is known. */
export type BuiltInTexts = (key: string) => string | undefined;

/** Fills '{n}'-style placeholders; unknown placeholders stay as written. */
export function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
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
export function translatorOf(serverTexts: ReadonlyMap<string, string>, builtIn: BuiltInTexts): Translator {
  const textOf = (key: string) => {
    const fromServer = serverTexts.get(key);
    return fromServer?.trim() ? fromServer : builtIn(key);
  };
  const translateDynamic: TranslateDynamic = (key, params) => interpolate(textOf(key) ?? key, params);
  const hasText = (key: string) => textOf(key) !== undefined;
  return { translate: translateDynamic, translateDynamic, hasText };
}
