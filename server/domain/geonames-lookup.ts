import type { Queryable } from '../db/database.ts';
import {
  createGeoNamesGateway,
  type GeoName,
  type GeoNameDetail,
  type GeoNamesGateway,
  type GeoNamesSearchOptions,
  type GeoNamesSearchResult,
} from './geonames.ts';
import { containsPattern } from './text.ts';

export type GeoNamesLookup = GeoNamesGateway;

interface KnownPlaceRow {
  geoname_id: number;
  names: Record<string, string>;
  original_name: string | null;
  latitude: number | null;
  longitude: number | null;
  country_code: string | null;
}

/**
 * The GeoNames lookup staff use to fill in a place. The offline gazetteer knows one (often
 * English) name per place, so places we already describe, with their names per language, are
 * found by any of those names too and come first.
 */
export function createGeoNamesLookup(
  db: Queryable,
  config: { username?: string | undefined; baseUrl?: string; log?: { warn(obj: object, msg: string): void } },
): GeoNamesLookup {
  const gateway = createGeoNamesGateway({
    ...(config.username ? { username: config.username } : {}),
    ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
    ...(config.log ? { log: config.log } : {}),
    knownNames: async (geonameId) => {
      const rows = await db.query<{ names: Record<string, string> }>(
        'select names from places where geoname_id = $1',
        [geonameId],
      );
      return rows.flatMap((row) =>
        Object.entries(row.names).map(([prefix, name]) => ({ name, lang: prefix.toLowerCase() })),
      );
    },
  });
  return {
    async search(q: string, options: GeoNamesSearchOptions = {}): Promise<GeoNamesSearchResult> {
      const result = await gateway.search(q, options);
      if (config.username || !q.trim() || (options.startRow ?? 0) > 0) return result;
      const known = await db.query<KnownPlaceRow>(
        `select geoname_id, names, original_name, latitude, longitude, country_code from places
         where geoname_id is not null and all_names like $1 order by geoname_id limit 20`,
        [containsPattern(q)],
      );
      const listed = new Set(result.geonames.map((place) => place.geonameId));
      const extra: GeoName[] = [];
      for (const row of known) {
        if (listed.has(row.geoname_id)) continue;
        const detail = await gateway.get(row.geoname_id, options.lang);
        extra.push(detail ? withoutAlternateNames(detail) : fromKnownPlace(row, options.lang));
      }
      const maxRows = options.maxRows ?? 10;
      return {
        totalResultsCount: result.totalResultsCount + extra.length,
        geonames: [...extra, ...result.geonames].slice(0, maxRows),
      };
    },
    get: (geonameId: number, lang?: string) => gateway.get(geonameId, lang),
  };
}

function withoutAlternateNames({ alternateNames: _alternateNames, ...place }: GeoNameDetail): GeoName {
  return place;
}

function fromKnownPlace(row: KnownPlaceRow, lang: string | undefined): GeoName {
  const name =
    (lang && row.names[lang.toUpperCase()]) || row.original_name || Object.values(row.names)[0] || '';
  return {
    geonameId: row.geoname_id,
    name,
    toponymName: row.original_name ?? name,
    countryCode: row.country_code ?? '',
    countryName: row.country_code ?? '',
    lat: String(row.latitude ?? ''),
    lng: String(row.longitude ?? ''),
    population: 0,
    fcl: 'P',
    fcode: 'PPL',
  };
}
