import { publisherAuthorityFields } from '../../common/authority-ids.ts';
import type { components } from '../../openapi/generated/catalogue';
import { idList, pageOfRows, SqlParams, whereAll } from '../db/sql.ts';
import { authorityIdValues } from './authority-ids.ts';
import { letterCondition } from './catalogues.ts';
import type { DomainContext, PublicUrls } from './context.ts';
import { entityUri } from './context.ts';
import { type DateMatch, intervalCondition } from './edition-dates.ts';
import { placeName } from './editions.ts';
import { badRequest, conflict, notFound } from './errors.ts';
import { countRows, offsetOf, type PageRequest, type Pagination, paginationOf } from './pagination.ts';
import { containsPattern } from './text.ts';

export type Publisher = components['schemas']['Publisher'];
export type PublisherInput = components['schemas']['PublisherInput'];

export interface PublisherFilters {
  name?: string;
  dateBegin?: number;
  dateEnd?: number;
  dateMatch?: DateMatch;
  places?: string;
  letter?: string;
  hasEditions?: boolean;
}

export interface PublisherRow {
  id: number;
  name: string;
  description: string | null;
  active_from: number | null;
  active_to: number | null;
  wikidata: string | null;
  ulan: string | null;
  isni: string | null;
  catalogues: number;
  first_year: number | null;
  last_year: number | null;
  places: Array<{
    id: number;
    names: Record<string, string>;
    originalName: string | null;
    geonameId: number | null;
    latitude: number | null;
    longitude: number | null;
  }>;
}

/** A publisher's columns on the alias `p`, with its counts and places. */
export const publisherColumns = `p.id, p.name, p.description, p.active_from, p.active_to, p.wikidata, p.ulan, p.isni,
  (select count(distinct e.catalogue_id)::int from edition_publishers ep join editions e on e.id = ep.edition_id
    where ep.publisher_id = p.id) as catalogues,
  (select min(e.year) from edition_publishers ep join editions e on e.id = ep.edition_id where ep.publisher_id = p.id) as first_year,
  (select max(e.year) from edition_publishers ep join editions e on e.id = ep.edition_id where ep.publisher_id = p.id) as last_year,
  coalesce((select json_agg(json_build_object('id', pl.id, 'names', pl.names, 'originalName', pl.original_name,
      'geonameId', pl.geoname_id, 'latitude', pl.latitude, 'longitude', pl.longitude) order by pl.id)
    from places pl where pl.id in (select epl.place_id from edition_publishers ep
      join edition_places epl on epl.edition_id = ep.edition_id where ep.publisher_id = p.id)), '[]') as places`;

export function toPublisher(row: PublisherRow, urls: PublicUrls, lang: string | undefined): Publisher {
  return {
    id: row.id,
    uri: entityUri(urls, 'publishers', row.id),
    name: row.name,
    description: row.description,
    activeFrom: row.active_from,
    activeTo: row.active_to,
    wikidata: row.wikidata,
    ulan: row.ulan,
    isni: row.isni,
    catalogues: row.catalogues,
    firstYear: row.first_year,
    lastYear: row.last_year,
    places: row.places.map((place) => ({
      id: place.id,
      uri: entityUri(urls, 'places', place.id),
      name: placeName(place.names, place.originalName, lang),
      names: place.names,
      geonameId: place.geonameId,
      latitude: place.latitude,
      longitude: place.longitude,
    })),
  };
}

export async function listPublishers(
  ctx: DomainContext,
  query: PublisherFilters & PageRequest & { lang?: string },
): Promise<{ publishers: Publisher[]; pagination: Pagination }> {
  const { db, urls } = ctx;
  const params = new SqlParams();
  const conditions: string[] = [];
  if (query.name?.trim()) conditions.push(`p.name_sort like ${params.add(containsPattern(query.name))}`);
  if (query.letter) conditions.push(letterCondition(params, 'p.name_sort', query.letter));
  const places = idList(query.places);
  if (places) {
    conditions.push(`exists (select 1 from edition_publishers ep join edition_places epl on epl.edition_id = ep.edition_id
      where ep.publisher_id = p.id and epl.place_id = any(${params.add(places)}::int[]))`);
  }
  const range = intervalCondition((value) => params.add(value), query);
  if (range) {
    conditions.push(`exists (select 1 from edition_publishers ep join editions e on e.id = ep.edition_id
      where ep.publisher_id = p.id and ${range})`);
  }
  if (query.hasEditions)
    conditions.push('exists (select 1 from edition_publishers ep where ep.publisher_id = p.id)');
  const where = whereAll(conditions);
  const filterValues = [...params.values];
  const limit = params.add(query.perPage);
  const offset = params.add(offsetOf(query));
  const [rows, counted] = await Promise.all([
    db.query<PublisherRow>(
      pageOfRows({
        columns: publisherColumns,
        from: 'publishers p',
        alias: 'p',
        where,
        order: 'p.name_sort, p.id',
        limit,
        offset,
      }),
      params.values,
    ),
    countRows(ctx, `select count(*)::int as count from publishers p ${where}`, filterValues),
  ]);
  return {
    publishers: rows.map((row) => toPublisher(row, urls, query.lang)),
    pagination: paginationOf(counted, query.perPage),
  };
}

export async function getPublisher(
  { db, urls }: DomainContext,
  id: number,
  lang?: string,
): Promise<Publisher> {
  const [row] = await db.query<PublisherRow>(`select ${publisherColumns} from publishers p where p.id = $1`, [
    id,
  ]);
  if (!row) throw notFound();
  return toPublisher(row, urls, lang);
}

function publisherValues(input: PublisherInput) {
  const activeFrom = input.activeFrom ?? null;
  const activeTo = input.activeTo ?? null;
  if (activeFrom !== null && activeTo !== null && activeFrom > activeTo) {
    throw badRequest('active_from_must_not_be_after_active_to');
  }
  return [
    input.name.trim(),
    input.description?.trim() || null,
    activeFrom,
    activeTo,
    // wikidata, ulan, isni
    ...authorityIdValues(input, publisherAuthorityFields),
  ];
}

export async function createPublisher(ctx: DomainContext, input: PublisherInput): Promise<Publisher> {
  const [row] = await ctx.db.query<{ id: number }>(
    `insert into publishers (name, description, active_from, active_to, wikidata, ulan, isni)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    publisherValues(input),
  );
  if (!row) throw new Error('insert into publishers returned no id');
  return getPublisher(ctx, row.id);
}

export async function updatePublisher(
  ctx: DomainContext,
  id: number,
  input: PublisherInput,
): Promise<Publisher> {
  await ctx.db.transaction(async (tx) => {
    const updated = await tx.query(
      `update publishers set name = $1, description = $2, active_from = $3, active_to = $4,
         wikidata = $5, ulan = $6, isni = $7, updated_at = now()
       where id = $8 returning id`,
      [...publisherValues(input), id],
    );
    if (updated.length === 0) throw notFound();
    await tx.query(
      `select refresh_catalogue_search(array(select distinct e.catalogue_id from edition_publishers ep
         join editions e on e.id = ep.edition_id where ep.publisher_id = $1))`,
      [id],
    );
  });
  return getPublisher(ctx, id);
}

export async function deletePublisher({ db }: DomainContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const used = await tx.query('select 1 from edition_publishers where publisher_id = $1 limit 1', [id]);
    if (used.length > 0) throw conflict('error_to_delete_publisher_it_is_being_used');
    const deleted = await tx.query('delete from publishers where id = $1 returning id', [id]);
    if (deleted.length === 0) throw notFound();
  });
}
