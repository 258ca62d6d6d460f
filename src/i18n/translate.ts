import { builtInLocales, defaultTexts, type TranslationKey } from '../../common/default-texts.ts';
import { type Translator, translatorOf } from './translator.ts';

export {
  type BuiltInTexts,
  defaultLocale,
  interpolate,
  type Translate,
  type TranslateDynamic,
  type Translator,
} from './translator.ts';
export { builtInLocales, type TranslationKey };

/**
 * The default texts of every language (67 kB): a chunk of its own, which the i18n store loads
 * when the page did not bring the texts of its language (the development server), when the
 * language changes, and the first time a text is asked for that the page's texts lack.
 */

/** The text the application ships for a key in a language: its German or Italian, else its English. */
export function builtInText(key: string, locale: string): string | undefined {
  const text = defaultTexts.get(key);
  if (!text) return undefined;
  if (locale === 'DE' && text.de) return text.de;
  if (locale === 'IT' && text.it) return text.it;
  return text.en;
}

/** A translator for one language with the built-in texts behind the translations service's. */
export function createTranslator(locale: string, serverTexts: ReadonlyMap<string, string>): Translator {
  return translatorOf(serverTexts, (key) => builtInText(key, locale));
}
