import { z } from 'zod/mini';
import { builtInLocales } from '@/i18n/translate.ts';
import type { components } from '../../../../openapi/generated/catalogue';

type Place = components['schemas']['Place'];
export type GeoName = components['schemas']['GeoName'];

/** The place form: names per language prefix ('EN', 'DE', …), the GeoNames data, label and prefix. */
export interface PlaceValues {
  names: Record<string, string>;
  originalName: string;
  geonameId: number | null;
  latitude: number | null;
  longitude: number | null;
  countryCode: string | null;
  label: string;
  prefix: string;
}

/** The language whose name a place must have: the default locale, which lists and sorting fall back to. */
export const requiredNameLanguage = 'EN';

export const valuesOf = (place?: Place): PlaceValues => ({
  names: { ...(place?.names ?? {}) },
  originalName: place?.originalName ?? '',
  geonameId: place?.geonameId ?? null,
  latitude: place?.latitude ?? null,
  longitude: place?.longitude ?? null,
  countryCode: place?.countryCode ?? null,
  label: place?.label ?? '',
  prefix: place?.prefix ?? '',
});

/**
 * The languages the form asks a name in: the built-in EN, DE and IT, then every language added
 * in the translations service, then any other language the place already has a name in.
 */
export function namePrefixes(languagePrefixes: readonly string[], names: Record<string, string>): string[] {
  const prefixes = [...builtInLocales, ...languagePrefixes, ...Object.keys(names)]
    .map((prefix) => prefix.trim().toUpperCase())
    .filter((prefix) => /^[A-Z]{2,3}$/.test(prefix));
  return [...new Set(prefixes)];
}

const coordinate = (text: string, limit: number): number | null => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
};

/**
 * The form after choosing a GeoNames record: its name becomes the original place name, its names
 * per language (fetched with `?lang=` for each language) replace those languages' names, and its
 * id, country and coordinates are kept. Names in languages not fetched stay as they were.
 */
export function withGeoName(
  values: PlaceValues,
  geoname: GeoName,
  namesByPrefix: Record<string, string>,
): PlaceValues {
  const fetched = Object.fromEntries(
    Object.entries(namesByPrefix)
      .map(([prefix, name]) => [prefix.toUpperCase(), name.trim()] as const)
      .filter(([, name]) => name !== ''),
  );
  const countryCode = geoname.countryCode.trim().toUpperCase();
  return {
    ...values,
    names: { ...values.names, ...fetched },
    originalName: (geoname.toponymName || geoname.name).trim(),
    geonameId: geoname.geonameId,
    latitude: coordinate(geoname.lat, 90),
    longitude: coordinate(geoname.lng, 180),
    countryCode: /^[A-Z]{2}$/.test(countryCode) ? countryCode : null,
  };
}

const optionalText = (max: number) =>
  z
    .pipe(
      z.string(),
      z.transform((value) => value.trim() || null),
    )
    .check(z.refine((value) => value === null || value.length <= max, 'text_too_long'));

/** The form's checks; the output is the body of POST and PUT /places (PlaceInput). */
export const placeSchema = z.object({
  names: z
    .pipe(
      z.record(z.string(), z.string()),
      z.transform((names) =>
        Object.fromEntries(
          Object.entries(names)
            .map(([prefix, name]) => [prefix.toUpperCase(), name.trim()] as const)
            .filter(([, name]) => name !== ''),
        ),
      ),
    )
    .check(
      z.refine((names) => names[requiredNameLanguage] !== undefined, 'this_field_is_required'),
      z.refine((names) => Object.values(names).every((name) => name.length <= 300), 'text_too_long'),
    ),
  originalName: optionalText(300),
  geonameId: z.nullable(z.number()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  countryCode: z.nullable(z.string()),
  label: optionalText(300),
  prefix: optionalText(500),
});
export type PlaceBody = z.infer<typeof placeSchema>;

/** A place's name in the locale, else in English, else its original name. */
export function placeLabel(place: Pick<Place, 'names' | 'originalName'>, locale: string): string {
  return place.names[locale] ?? place.names[requiredNameLanguage] ?? place.originalName ?? '';
}
