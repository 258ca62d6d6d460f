import type { Queryable } from '../db/database.ts';
import {
  createGeoNamesGateway,
  foldForSearch,
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

  /**
   * Places we describe that the query finds by one of our names but the gazetteer does not find by
   * its own name: they are listed before the gazetteer's matches.
   */
  async function knownOnlyPlaces(q: string, lang: string | undefined): Promise<GeoName[]> {
    const known = await db.query<KnownPlaceRow>(
      `select geoname_id, names, original_name, latitude, longitude, country_code from places
       where geoname_id is not null and all_names like $1 order by geoname_id limit 20`,
      [containsPattern(q)],
    );
    const foldedQuery = foldForSearch(q);
    const places: GeoName[] = [];
    for (const row of known) {
      const detail = await gateway.get(row.geoname_id, lang);
      if (detail && foldForSearch(detail.toponymName).includes(foldedQuery)) continue;
      places.push(detail ? withoutAlternateNames(detail) : fromKnownPlace(row, lang));
    }
    return places;
  }

  return {
    async search(q: string, options: GeoNamesSearchOptions = {}): Promise<GeoNamesSearchResult> {
      if (config.username || !q.trim()) return gateway.search(q, options);
      // One list, paged as a whole: our places first, then the gazetteer's matches.
      const extra = await knownOnlyPlaces(q, options.lang);
      const maxRows = options.maxRows ?? 10;
      const startRow = options.startRow ?? 0;
      const fromExtra = extra.slice(startRow, startRow + maxRows);
      const offlineRows = maxRows - fromExtra.length;
      const result = await gateway.search(q, {
        ...options,
        startRow: Math.max(0, startRow - extra.length),
        maxRows: Math.max(1, offlineRows),
      });
      return {
        totalResultsCount: result.totalResultsCount + extra.length,
        geonames: [...fromExtra, ...result.geonames.slice(0, offlineRows)],
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
