import type { components } from '../../openapi/generated/catalogue';

type PlaceName = components['schemas']['PlaceName'];

/**
 * The year of an edition's date: the first 4-digit year from 1000 to 2999 (spec section 3), so
 * 'ca. 1870' and '1870-05' both give 1870; the server's `yearOf` follows the same rule.
 */
export function extractYear(date: string | null | undefined): number | null {
  if (!date) return null;
  const match = /(?:^|[^0-9])([12][0-9]{3})(?:[^0-9]|$)/.exec(date);
  return match?.[1] ? Number(match[1]) : null;
}

/** A place's name in the locale: the API sends a string when asked with `lang`, else names per language. */
export function placeNameIn(name: PlaceName, locale: string): string {
  if (typeof name === 'string') return name;
  return name[locale] ?? name.EN ?? Object.values(name)[0] ?? '';
}

/**
 * Every name of a place, each spelling once, joined with ', ' (spec section 3): the locale's
 * name first, then English, then the others by language ('Florence, Florenz, Firenze').
 */
export function allPlaceNames(name: PlaceName, locale = 'EN'): string {
  if (typeof name === 'string') return name;
  const rank = (language: string) => (language === locale ? 0 : language === 'EN' ? 1 : 2);
  const ordered = Object.entries(name).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  return [...new Set(ordered.map(([, value]) => value).filter((value) => value.trim() !== ''))].join(', ');
}

/** Names of publishers or places as one line, joined with ', '. */
export function joinNames(names: ReadonlyArray<string>): string {
  return names.filter((value) => value.trim() !== '').join(', ');
}
