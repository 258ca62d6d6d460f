import type { components } from '../../openapi/generated/catalogue';
import type { Queryable } from '../db/database.ts';
import { idList, SqlParams, whereAll } from '../db/sql.ts';
import { type CatalogueFilters, catalogueConditions } from './catalogues.ts';
import type { DomainContext } from './context.ts';
import { placeName } from './editions.ts';
import type { PublisherFilters } from './publishers.ts';

export type MapPoints = components['schemas']['MapPoints'];

interface PlaceCountRow {
  id: number;
  names: Record<string, string>;
  original_name: string | null;
  latitude: number | null;
  longitude: number | null;
  count: number;
}

function toMapPoints(rows: PlaceCountRow[], lang: string | undefined): MapPoints {
  const located = rows.filter((row) => row.latitude !== null && row.longitude !== null);
  return {
    points: located.map((row) => ({
      placeId: row.id,
      // One name: the language asked for (EN by default), then English, the original name, any name.
      name: placeName(row.names, row.original_name, lang || 'EN') as string,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      count: row.count,
    })),
    withoutCoordinates: rows.length - located.length,
  };
}

/**
 * `matching` holds the ids that pass the list's filters; each place counts those linked to it.
 * The counting runs on ids alone and the places' names join the hundred-odd counted rows after:
 * grouping the wide place rows instead sorted 35,000 of them on disk (250 ms on 20,000 catalogues).
 * `link` joins `m` (a matching id) to `ep` (edition_places).
 */
async function countByPlace(
  { db }: DomainContext,
  params: SqlParams,
  matching: string,
  link: string,
  places: number[] | undefined,
): Promise<PlaceCountRow[]> {
  const onlyPlaces = places ? `where ep.place_id = any(${params.add(places)}::int[])` : '';
  return db.query<PlaceCountRow>(
    `with matching as materialized (${matching}),
     counts as (
       select ep.place_id, count(distinct m.id)::int as count
       from matching m ${link} ${onlyPlaces}
       group by ep.place_id
     )
     select pl.id, pl.names, pl.original_name, pl.latitude, pl.longitude, counts.count
     from counts join places pl on pl.id = counts.place_id
     order by counts.count desc, pl.id`,
    params.values,
  );
}

/** The places' names and coordinates joined to counts already made (`counts`: place_id, count). */
function placesOfCounts(db: Queryable, counts: string, values: unknown[]): Promise<PlaceCountRow[]> {
  return db.query<PlaceCountRow>(
    `with counts as (${counts})
     select pl.id, pl.names, pl.original_name, pl.latitude, pl.longitude, counts.count
     from counts join places pl on pl.id = counts.place_id
     where counts.count > 0
     order by counts.count desc, pl.id`,
    values,
  );
}

/**
 * The catalogue filters the maintained counts answer (migration 011): none but places and
 * supplements. A place filter keeps only those places, and a catalogue counted at one of them has
 * an edition there, so it passes the filter.
 */
function answeredByMaintainedCounts(filters: CatalogueFilters): boolean {
  return (
    !filters.keyword?.trim() &&
    !filters.title?.trim() &&
    !filters.letter &&
    !filters.ids &&
    filters.dateBegin === undefined &&
    filters.dateEnd === undefined &&
    !filters.holders &&
    !filters.publishers &&
    (filters.illustrativeContent ?? 'all') === 'all'
  );
}

/**
 * Each place's catalogues from map_place_counts, less the supplements there unless they are
 * included: supplements are few, so counting their pairs is cheap.
 */
function maintainedCatalogueCounts(db: Queryable, filters: CatalogueFilters): Promise<PlaceCountRow[]> {
  const params = new SqlParams();
  const places = idList(filters.places);
  const onlyPlaces = places ? `where t.place_id = any(${params.add(places)}::int[])` : '';
  const supplements = filters.includeSupplements
    ? 'select null::int as place_id, 0 as count where false'
    : `select cp.place_id, count(*)::int as count from map_catalogue_places cp
       where cp.catalogue_id in (select supplement_catalogue_id from supplementary_contents)
       group by cp.place_id`;
  return placesOfCounts(
    db,
    `select t.place_id, t.catalogues - coalesce(s.count, 0) as count
     from map_place_counts t left join (${supplements}) s on s.place_id = t.place_id ${onlyPlaces}`,
    params.values,
  );
}

/** Catalogues by place of publication: the same filters, and so the same counts, as the catalogue list. */
export async function catalogueMapPoints(
  ctx: DomainContext,
  filters: CatalogueFilters & { lang?: string },
): Promise<MapPoints> {
  if (answeredByMaintainedCounts(filters)) {
    return toMapPoints(await maintainedCatalogueCounts(ctx.db, filters), filters.lang);
  }
  const params = new SqlParams();
  const { conditions } = catalogueConditions(params, filters, false);
  const rows = await countByPlace(
    ctx,
    params,
    `select c.id from catalogues c ${whereAll(conditions)}`,
    'join editions e on e.catalogue_id = m.id join edition_places ep on ep.edition_id = e.id',
    idList(filters.places),
  );
  return toMapPoints(rows, filters.lang);
}

/**
 * Publishers by place of activity: the same filters, and so the same counts, as the publisher list
 * (a publisher passes a year range with an edition whose interval overlaps it, or lies within it,
 * and counts at every place it published at). From the maintained pairs of migrations 011 and 013
 * (publisher–interval pairs): the publishers split into those in
 * the range and the others, and each place counts the smaller side's pairs, as itself or as what
 * it takes from the place's total. Either way no more than half the pairs are read.
 */
export async function publisherMapPoints(
  { db }: DomainContext,
  filters: Pick<PublisherFilters, 'dateBegin' | 'dateEnd' | 'dateMatch' | 'places'> & { lang?: string },
): Promise<MapPoints> {
  const { dateBegin, dateEnd } = filters;
  // A range that ends before it begins holds no year: no publisher passes it.
  if (dateBegin !== undefined && dateEnd !== undefined && dateBegin > dateEnd) {
    return { points: [], withoutCoordinates: 0 };
  }
  // Without a range every publisher is in: the places' totals, less nobody.
  let side: { inside: boolean; ids: number[] } = { inside: false, ids: [] };
  if (dateBegin !== undefined || dateEnd !== undefined) {
    // The smaller side's ids only. A publisher without a dated edition has no activity row: it is
    // outside any range. Overlapping: its activity (the union of its intervals) meets the range;
    // within: one of its intervals lies inside the range.
    const range = `daterange(make_date($1::int, 1, 1), make_date($2::int, 12, 31), '[]')`;
    const active =
      filters.dateMatch === 'within'
        ? `exists (select 1 from map_publisher_intervals i where i.publisher_id = p.id
             and i.date_from >= coalesce(make_date($1::int, 1, 1), '-infinity')
             and i.date_to <= coalesce(make_date($2::int, 12, 31), 'infinity'))`
        : `coalesce(a.dates && ${range}, false)`;
    const [smaller] = await db.query<{ inside: boolean; ids: number[] }>(
      `with activity as (
         select p.id, ${active} as active
         from publishers p left join map_publisher_activity a on a.publisher_id = p.id
       ),
       sides as (
         select count(*) filter (where active) < count(*) filter (where not active) as inside from activity
       )
       select sides.inside, coalesce(array_agg(activity.id) filter (where activity.active = sides.inside), '{}') as ids
       from sides cross join activity group by sides.inside`,
      [dateBegin ?? null, dateEnd ?? null],
    );
    if (smaller) side = smaller;
  }
  const counted = new SqlParams();
  const places = idList(filters.places);
  const inPlaces = (column: string) => (places ? [`${column} = any(${counted.add(places)}::int[])`] : []);
  const pairsOf = (publishers: number[]) =>
    `select pp.place_id, count(*)::int as count from map_publisher_places pp
     ${whereAll([`pp.publisher_id = any(${counted.add(publishers)}::int[])`, ...inPlaces('pp.place_id')])}
     group by pp.place_id`;
  const counts = side.inside
    ? pairsOf(side.ids)
    : `select t.place_id, t.publishers - coalesce(o.count, 0) as count
         from map_place_counts t left join (${pairsOf(side.ids)}) o on o.place_id = t.place_id
         ${whereAll(inPlaces('t.place_id'))}`;
  return toMapPoints(await placesOfCounts(db, counts, counted.values), filters.lang);
}
