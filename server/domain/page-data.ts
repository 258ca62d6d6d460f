import { defaultTexts } from '../../common/default-texts.ts';
import type { components } from '../../openapi/generated/projects';
import type { ServerConfig } from '../config.ts';
import { escapeHtml, scriptSafeJson } from './page-head.ts';

/**
 * What the web app's first render needs besides its code, written into the page the server sends
 * so the app does not ask for it after its entry has run: the runtime configuration and the texts
 * of the visitor's language. Both are data blocks (`<script type="application/json">`), which the
 * browser never executes, so the content security policy (no inline script) has nothing to refuse.
 * The app reads them at start (src/api/runtime-config.ts, src/i18n/page-texts.ts) and fetches
 * them as before when a page has none.
 */

type Translation = components['schemas']['Translation'];
type Language = components['schemas']['Language'];

/** Where each service lives (DESIGN section 1): the answer of /catalogues/config.json. */
export function runtimeConfigOf(config: Pick<ServerConfig, 'publicUrls' | 'mapStyleUrl'>) {
  return {
    apiUrl: config.publicUrls.api,
    projectsUrl: config.publicUrls.projects,
    multimediaUrl: config.publicUrls.multimedia,
    iiifUrl: config.publicUrls.iiif,
    mapStyleUrl: config.mapStyleUrl ?? null,
  };
}

/** The ids the app looks the blocks up by (src/api/runtime-config.ts, src/i18n/page-texts.ts). */
export const runtimeConfigElementId = 'runtime-config';
export const pageTextsElementId = 'page-texts';

export const defaultLocale = 'EN';

/** The cookie the app writes when the visitor picks a language (src/i18n/locale-storage.ts). */
const localeCookie = /(?:^|;)\s*locale=([A-Z]{2,3})\s*(?:;|$)/;

/**
 * The language of the page: the visitor's choice (the cookie, taken as the app takes its stored
 * choice, even for a language since removed, whose texts are then English), else the first
 * language of Accept-Language the service has, else English.
 */
export function pageLocale(
  headers: { cookie?: string | undefined; acceptLanguage?: string | undefined },
  languages: ReadonlyArray<Pick<Language, 'prefix'>>,
): string {
  const chosen = headers.cookie ? localeCookie.exec(headers.cookie)?.[1] : undefined;
  if (chosen) return chosen;
  const offered = new Set(languages.map((language) => language.prefix.toUpperCase()));
  return (
    acceptedLanguages(headers.acceptLanguage ?? '').find((prefix) => offered.has(prefix)) ?? defaultLocale
  );
}

/** The primary subtags of an Accept-Language header, upper case, most wanted first (q=0 left out). */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params
        .map((param) => /^\s*q=(.*)$/.exec(param)?.[1]?.trim())
        .find((value) => value !== undefined);
      return {
        prefix: tag.trim().split('-')[0]?.toUpperCase() ?? '',
        // A weight that is no number (`q=abc`) counts as a refusal, like q=0.
        quality: q === undefined ? 1 : Number(q || Number.NaN),
        order,
      };
    })
    .filter(({ prefix, quality }) => /^[A-Z]{2,3}$/.test(prefix) && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
    .map(({ prefix }) => prefix);
}

/** The application's own text for a key in a language: its German or Italian, else its English. */
function builtInText(key: string, locale: string): string | undefined {
  const text = defaultTexts.get(key);
  if (!text) return undefined;
  if (locale === 'DE' && text.de) return text.de;
  if (locale === 'IT' && text.it) return text.it;
  return text.en;
}

export interface PageTexts {
  locale: string;
  /** The translations service's answer for the language, key by key, as the app reads it. */
  translations: Record<string, string>;
  /** The built-in texts of the keys the service leaves out or empty, which the app falls back to. */
  fallbacks: Record<string, string>;
  /** The languages of the switcher, as the service lists them. */
  languages: Language[];
}

/**
 * The texts of `locale` for the page. With the service's values and the built-in texts of the
 * keys it lacks, the app shows every text of the language without its 67 kB of built-in texts.
 */
export function pageTextsOf(locale: string, translations: Translation[], languages: Language[]): PageTexts {
  const fromService = Object.fromEntries(translations.map((row) => [row.key, row.value]));
  const fallbacks: Record<string, string> = {};
  for (const key of defaultTexts.keys()) {
    if (fromService[key]?.trim()) continue;
    const text = builtInText(key, locale);
    if (text !== undefined) fallbacks[key] = text;
  }
  return { locale, translations: fromService, fallbacks, languages };
}

/** A data block: JSON no value can break out of (see scriptSafeJson). */
export const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${escapeHtml(id)}">${scriptSafeJson(value)}</script>`;
