import type { components } from '../../openapi/generated/catalogue';
import type { Queryable } from '../db/database.ts';
import { idList, pageOfRows, SqlParams, whereAll } from '../db/sql.ts';
import { letterCondition } from './catalogues.ts';
import type { DomainContext, PublicUrls } from './context.ts';
import { entityUri } from './context.ts';
import { placeName } from './editions.ts';
import { badRequest, conflict, notFound } from './errors.ts';
import { countRows, offsetOf, type PageRequest, type Pagination, paginationOf } from './pagination.ts';
import { containsPattern, foldText } from './text.ts';

export type Place = components['schemas']['Place'];
export type PlaceInput = components['schemas']['PlaceInput'];

export interface PlaceFilters {
  name?: string;
  publishers?: string;
  lang?: string;
  letter?: string;
  hasEditions?: boolean;
}

export interface PlaceRow {
  id: number;
  names: Record<string, string>;
  original_name: string | null;
  geoname_id: number | null;
  latitude: number | null;
  longitude: number | null;
  country_code: string | null;
  label: string | null;
  prefix: string | null;
  catalogues: number;
  publishers: number;
}

/** A place's columns on the alias `pl`, with its counts. */
export const placeColumns = `pl.id, pl.names, pl.original_name, pl.geoname_id, pl.latitude, pl.longitude, pl.country_code,
  pl.label, pl.prefix,
  (select count(distinct e.catalogue_id)::int from edition_places ep join editions e on e.id = ep.edition_id
    where ep.place_id = pl.id) as catalogues,
  (select count(distinct epub.publisher_id)::int from edition_places ep
    join edition_publishers epub on epub.edition_id = ep.edition_id where ep.place_id = pl.id) as publishers`;

export function toPlace(row: PlaceRow, urls: PublicUrls, lang: string | undefined): Place {
  return {
    id: row.id,
    uri: entityUri(urls, 'places', row.id),
    name: placeName(row.names, row.original_name, lang),
    names: row.names,
    originalName: row.original_name,
    geonameId: row.geoname_id,
    latitude: row.latitude,
    longitude: row.longitude,
    countryCode: row.country_code,
    label: row.label,
    prefix: row.prefix,
    catalogues: row.catalogues,
    publishers: row.publishers,
  };
}

/**
 * The SQL expression of a place's folded name in one language, falling back as `placeName` does.
 * The language becomes a parameter only when the expression is first used, so a count query that
 * shares the filter parameters never receives a parameter it does not reference.
 */
function foldedNameIn(params: SqlParams, lang: string | undefined): () => string {
  let placeholder: string | undefined;
  return () => {
    if (lang) placeholder ??= params.add(lang.toUpperCase());
    const wanted = placeholder ? `pl.names ->> ${placeholder}, ` : '';
    return `fold(coalesce(${wanted}pl.names ->> 'EN', pl.original_name, ''))`;
  };
}

export async function listPlaces(
  ctx: DomainContext,
  query: PlaceFilters & PageRequest,
): Promise<{ places: Place[]; pagination: Pagination }> {
  const { db, urls } = ctx;
  const params = new SqlParams();
  const conditions: string[] = [];
  const sortName = foldedNameIn(params, query.lang);
  if (query.name?.trim()) {
    const pattern = params.add(containsPattern(query.name));
    conditions.push(query.lang ? `${sortName()} like ${pattern}` : `pl.all_names like ${pattern}`);
  }
  if (query.letter) conditions.push(letterCondition(params, sortName(), query.letter));
  const publishers = idList(query.publishers);
  if (publishers) {
    conditions.push(`exists (select 1 from edition_places ep join edition_publishers epub on epub.edition_id = ep.edition_id
      where ep.place_id = pl.id and epub.publisher_id = any(${params.add(publishers)}::int[]))`);
  }
  if (query.hasEditions)
    conditions.push('exists (select 1 from edition_places ep where ep.place_id = pl.id)');
  const where = whereAll(conditions);
  const filterValues = [...params.values];
  const limit = params.add(query.perPage);
  const offset = params.add(offsetOf(query));
  const [rows, counted] = await Promise.all([
    db.query<PlaceRow>(
      pageOfRows({
        columns: placeColumns,
        from: 'places pl',
        alias: 'pl',
        where,
        order: `${sortName()}, pl.id`,
        limit,
        offset,
      }),
      params.values,
    ),
    countRows(ctx, `select count(*)::int as count from places pl ${where}`, filterValues),
  ]);
  return {
    places: rows.map((row) => toPlace(row, urls, query.lang)),
    pagination: paginationOf(counted, query.perPage),
  };
}

export async function getPlace({ db, urls }: DomainContext, id: number, lang?: string): Promise<Place> {
  const [row] = await db.query<PlaceRow>(`select ${placeColumns} from places pl where pl.id = $1`, [id]);
  if (!row) throw notFound();
  return toPlace(row, urls, lang);
}

/** Every name in every language and the original name, folded, for searching in all languages. */
export function allNamesOf(input: Pick<PlaceInput, 'names' | 'originalName'>): string {
  return foldText([...Object.values(input.names), input.originalName ?? ''].join(' | '));
}

function normalisedNames(names: Record<string, string>): Record<string, string> {
  const entries = Object.entries(names)
    .map(([prefix, name]) => [prefix.toUpperCase(), name.trim()] as const)
    .filter(([, name]) => name !== '');
  if (entries.length === 0) throw badRequest('place_needs_a_name');
  return Object.fromEntries(entries);
}

async function writePlace(tx: Queryable, id: number | null, input: PlaceInput): Promise<number> {
  const names = normalisedNames(input.names);
  const values = [
    JSON.stringify(names),
    allNamesOf({ names, originalName: input.originalName ?? null }),
    input.originalName ?? null,
    input.geonameId ?? null,
    input.latitude ?? null,
    input.longitude ?? null,
    input.countryCode ?? null,
    input.label ?? null,
    input.prefix ?? null,
  ];
  if (id === null) {
    const [row] = await tx.query<{ id: number }>(
      `insert into places (names, all_names, original_name, geoname_id, latitude, longitude, country_code, label, prefix)
       values ($1::jsonb, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      values,
    );
    if (!row) throw new Error('insert into places returned no id');
    return row.id;
  }
  const updated = await tx.query(
    `update places set names = $1::jsonb, all_names = $2, original_name = $3, geoname_id = $4, latitude = $5,
       longitude = $6, country_code = $7, label = $8, prefix = $9, updated_at = now() where id = $10 returning id`,
    [...values, id],
  );
  if (updated.length === 0) throw notFound();
  await refreshCataloguesOfPlaces(tx, [id]);
  return id;
}

async function refreshCataloguesOfPlaces(tx: Queryable, placeIds: number[]) {
  await tx.query(
    `select refresh_catalogue_search(array(select distinct e.catalogue_id from edition_places ep
       join editions e on e.id = ep.edition_id where ep.place_id = any($1)))`,
    [placeIds],
  );
}

async function assertGeonameFree(
  tx: Queryable,
  geonameId: number | null | undefined,
  exceptId: number | null,
) {
  if (!geonameId) return;
  const rows = await tx.query('select 1 from places where geoname_id = $1 and id <> $2', [
    geonameId,
    exceptId ?? 0,
  ]);
  if (rows.length > 0) throw conflict('place_already_exists');
}

export async function createPlace(ctx: DomainContext, input: PlaceInput): Promise<Place> {
  const id = await ctx.db.transaction(async (tx) => {
    await assertGeonameFree(tx, input.geonameId, null);
    return writePlace(tx, null, input);
  });
  return getPlace(ctx, id);
}

export async function updatePlace(ctx: DomainContext, id: number, input: PlaceInput): Promise<Place> {
  await ctx.db.transaction(async (tx) => {
    await assertGeonameFree(tx, input.geonameId, id);
    await writePlace(tx, id, input);
  });
  return getPlace(ctx, id);
}

export async function deletePlace({ db }: DomainContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const used = await tx.query('select 1 from edition_places where place_id = $1 limit 1', [id]);
    if (used.length > 0) throw conflict('error_to_delete_place_it_is_being_used');
    const deleted = await tx.query('delete from places where id = $1 returning id', [id]);
    if (deleted.length === 0) throw notFound();
  });
}

/**
 * Moves editions from one place to another, in one transaction: all of the place's editions,
 * or only the listed ones. An edition already linked to the target keeps a single link.
 */
export async function movePlaceEditions(
  { db }: DomainContext,
  id: number,
  input: { placeId: number; editions?: number[] },
): Promise<{ moved: number }> {
  if (input.placeId === id) throw badRequest('the_target_place_is_the_same_place');
  return db.transaction(async (tx) => {
    const places = await tx.query<{ id: number }>('select id from places where id = any($1)', [
      [id, input.placeId],
    ]);
    if (places.length < 2) throw notFound();
    const moving = await tx.query<{ edition_id: number }>(
      `select edition_id from edition_places where place_id = $1 and ($2::int[] is null or edition_id = any($2::int[]))`,
      [id, input.editions ?? null],
    );
    const editionIds = moving.map((row) => row.edition_id);
    if (editionIds.length === 0) return { moved: 0 };
    await tx.query(
      `insert into edition_places (edition_id, place_id, position)
       select edition_id, $2, position from edition_places where place_id = $1 and edition_id = any($3)
       on conflict (edition_id, place_id) do nothing`,
      [id, input.placeId, editionIds],
    );
    await tx.query('delete from edition_places where place_id = $1 and edition_id = any($2)', [
      id,
      editionIds,
    ]);
    await tx.query(
      'select refresh_catalogue_search(array(select distinct catalogue_id from editions where id = any($1)))',
      [editionIds],
    );
    return { moved: editionIds.length };
  });
}
