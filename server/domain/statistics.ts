import type { components } from '../../openapi/generated/catalogue';
import type { Database, Queryable } from '../db/database.ts';
import { idList, SqlParams, whereAll } from '../db/sql.ts';
import { type CatalogueFilters, catalogueConditions, editionLinkConditions } from './catalogues.ts';
import type { DomainContext } from './context.ts';
import { placeName } from './editions.ts';

type Statistics = components['schemas']['Statistics'];
type StatisticsDecade = components['schemas']['StatisticsDecade'];

type StatisticsFilters = CatalogueFilters & { dateMatch?: 'overlap' | 'within'; lang?: string };

/** How many places and publishers the page charts: the most catalogues, the most editions. */
const placeLimit = 15;
const publisherLimit = 10;

interface DecadeRow {
  decade: number;
  catalogues: number;
  editions: number;
}
interface PlaceRow {
  id: number;
  names: Record<string, string>;
  original_name: string | null;
  catalogues: number;
  editions: number;
}
interface PublisherRow {
  id: number;
  name: string;
  catalogues: number;
  editions: number;
}
interface PublisherDecadeRow extends DecadeRow {
  publisher_id: number;
}

/**
 * Catalogues and editions per decade, place and publisher, for the catalogue list's filters. A
 * catalogue counts in a decade when one of its editions is dated there (its interval touches the
 * decade; with `within`, the decade wholly holds it), as the list with that decade's years keeps
 * it; so every count is the total of the list it links to. See the contract (GET /statistics).
 */
export async function catalogueStatistics(
  ctx: DomainContext,
  filters: StatisticsFilters,
): Promise<Statistics> {
  const series = answeredByMaintainedCounts(filters)
    ? await maintainedSeries(ctx.db, filters)
    : answeredByRangeCounts(filters)
      ? await rangeSeries(ctx.db, filters)
      : await filteredSeries(ctx.db, filters);
  return shapeStatistics(series, filters);
}

/** The page counted on the spot whatever its filters: what the kept counts must always equal. */
export async function statisticsCountedOnTheSpot(
  db: Database,
  filters: StatisticsFilters,
): Promise<Statistics> {
  return shapeStatistics(await filteredSeries(db, filters), filters);
}

/** The unfiltered page (supplements in or out) reads migration 016's counts and 011's places. */
function answeredByMaintainedCounts(filters: StatisticsFilters): boolean {
  return (
    !filters.keyword?.trim() &&
    !filters.title?.trim() &&
    !filters.letter &&
    !filters.ids &&
    filters.dateBegin === undefined &&
    filters.dateEnd === undefined &&
    !filters.places &&
    !filters.holders &&
    !filters.publishers &&
    (filters.illustrativeContent ?? 'all') === 'all'
  );
}

/**
 * A year range alone (overlapping, undated editions left out), supplements in or out: migration
 * 019's counts per year and gap.
 */
function answeredByRangeCounts(filters: StatisticsFilters): boolean {
  const { dateBegin, dateEnd, dateMatch, undated, ...others } = filters;
  return (
    (dateBegin !== undefined || dateEnd !== undefined) &&
    !(dateBegin !== undefined && dateEnd !== undefined && dateBegin > dateEnd) &&
    dateMatch !== 'within' &&
    !undated &&
    answeredByMaintainedCounts(others)
  );
}

interface Series {
  decades: DecadeRow[];
  places: PlaceRow[];
  publishers: PublisherRow[];
  publisherDecades: PublisherDecadeRow[];
}

/** Year of an edition's interval bounds (migration 013): inclusive, both set or both null. */
const firstYear = 'extract(year from e.date_from)::int';
const lastYear = 'extract(year from e.date_to)::int';

/**
 * The maintained counts, less what the supplements add unless they are included: for decades and
 * places, supplements are few, so their share is counted on the spot; the publishers' counts keep it.
 */
async function maintainedSeries(db: Queryable, filters: StatisticsFilters): Promise<Series> {
  const withSupplements = filters.includeSupplements ?? false;
  const supplements = 'select supplement_catalogue_id from supplementary_contents';
  const less = (sql: string) =>
    withSupplements ? 'select null::int as key, 0 as catalogues, 0 as editions where false' : sql;
  // Migration 018's publisher counts keep the supplements' share beside the whole.
  const share = (count: 'catalogues' | 'editions') =>
    withSupplements ? count : `(${count} - supplement_${count})`;
  const [decades, places, publishers] = await Promise.all([
    db.query<DecadeRow>(
      `select t.decade, t.catalogues - coalesce(s.catalogues, 0) as catalogues,
         t.editions - coalesce(s.editions, 0) as editions
       from statistics_decade_counts t
       left join (${less(
         `select decade as key, count(*)::int as catalogues, sum(editions)::int as editions
          from statistics_catalogue_decades where catalogue_id in (${supplements}) group by decade`,
       )}) s on s.key = t.decade
       where t.catalogues > 0
       order by t.decade`,
    ),
    db.query<PlaceRow>(
      `with counts as (
         select t.place_id, t.catalogues - coalesce(s.catalogues, 0) as catalogues
         from map_place_counts t
         left join (${less(
           `select place_id as key, count(*)::int as catalogues, 0 as editions
            from map_catalogue_places where catalogue_id in (${supplements}) group by place_id`,
         )}) s on s.key = t.place_id
         where t.catalogues > 0
         order by catalogues desc, t.place_id
         limit ${placeLimit + 1}
       )
       select pl.id, pl.names, pl.original_name, counts.catalogues,
         coalesce(pe.editions, 0) - coalesce(s.editions, 0) as editions
       from counts join places pl on pl.id = counts.place_id
       left join statistics_place_editions pe on pe.place_id = counts.place_id
       left join (${less(
         `select l.place_id as key, 0 as catalogues, count(*)::int as editions
          from edition_places l join editions e on e.id = l.edition_id
          where e.catalogue_id in (${supplements}) group by l.place_id`,
       )}) s on s.key = counts.place_id
       where counts.catalogues > 0
       order by counts.catalogues desc, pl.id
       limit ${placeLimit}`,
    ),
    db.query<PublisherRow>(
      `select p.id, p.name, t.editions, t.catalogues
       from (select publisher_id, ${share('editions')} as editions, ${share('catalogues')} as catalogues
             from statistics_publisher_totals
             order by ${share('editions')} desc, ${share('catalogues')} desc, publisher_id
             limit ${publisherLimit}) t
       join publishers p on p.id = t.publisher_id
       where t.editions > 0`,
    ),
  ]);
  const params = new SqlParams();
  const publisherDecades = await db.query<PublisherDecadeRow>(
    `select publisher_id, decade, ${share('catalogues')} as catalogues, ${share('editions')} as editions
     from statistics_publisher_decades
     where publisher_id = any(${params.add(publishers.map((row) => row.id))}::int[])
       and ${share('catalogues')} > 0`,
    params.values,
  );
  return { decades, places, publishers, publisherDecades };
}

/** A summary row's (`s`, migration 019) running count up to `year`, inclusive; all when open. */
const countUpTo = (year: string | null) =>
  year ? `coalesce(s.counts[width_bucket(${year}, s.years)], 0)` : 's.counts[cardinality(s.counts)]';

/**
 * Summed over a key's summary rows `s`, by subtraction (see migration 019): the catalogues with
 * an edition overlapping `lo`..`hi` and the editions overlapping it. A bound is null when the
 * range is open on that side. The gaps between a catalogue's editions hold only a range bounded
 * on both sides; `gaps` says whether they are counted from the rows' arrays here (a few keys) or
 * by the caller (every key at once, from the counts' index).
 */
function overlapping(lo: string | null, hi: string | null, gaps: 'here' | 'by caller') {
  const endedBefore = lo ? countUpTo(`${lo} - 1`) : '0';
  const gapsHolding =
    gaps === 'here' && lo && hi
      ? `when 'g' then -(select coalesce(sum(g.n), 0) from unnest(s.years, s.last_years, s.counts)
           as g(first_year, last_year, n) where g.first_year <= ${lo} and g.last_year >= ${hi})`
      : '';
  return {
    catalogues: `sum(case s.kind when 'S' then ${countUpTo(hi)} when 'E' then -${endedBefore} ${gapsHolding} else 0 end)::int`,
    editions: `sum(case s.kind when 's' then ${countUpTo(hi)} when 'e' then -${endedBefore} else 0 end)::int`,
  };
}

/** The year range's placeholders in a query of their own (null for an open bound). */
function rangeParams(filters: StatisticsFilters) {
  const params = new SqlParams();
  const bound = (year: number | undefined) => (year === undefined ? null : `${params.add(year)}::int`);
  return { params, begin: bound(filters.dateBegin), end: bound(filters.dateEnd) };
}

/** The decades the range touches, each with its years within it (`lo`..`hi`), as `d`. */
const rangeDecades = (begin: string | null, end: string | null) =>
  `(select decade, greatest(decade, ${begin ?? 'null'}) as lo, least(decade + 9, ${end ?? 'null'}) as hi
    from statistics_decade_counts
    where decade + 9 >= coalesce(${begin ?? 'null'}, decade) and decade <= coalesce(${end ?? 'null'}, decade)) d`;

/**
 * A year range alone, from migration 019's summaries: decades (each clipped to the range) and the
 * charted firms' decades; places and publishers, every key at once. The same answers as
 * `filteredSeries`, which the API tests check.
 */
async function rangeSeries(db: Queryable, filters: StatisticsFilters): Promise<Series> {
  const kept = `s.with_supplements = ${filters.includeSupplements ? 'true' : 'false'}`;
  const perKey = (scope: 'p' | 'u') => {
    const { params, begin, end } = rangeParams(filters);
    const counts = overlapping(begin, end, 'by caller');
    const gaps =
      begin && end
        ? `select r.key, sum(r.n)::int as n from statistics_range_counts r
           where r.kind = 'g' and r.scope = '${scope}' and r.a <= ${begin} and r.b >= ${end}
             ${filters.includeSupplements ? '' : 'and not r.supplement'}
           group by r.key`
        : 'select null::int as key, 0 as n where false';
    return {
      params,
      sql: `select running.key, running.catalogues - coalesce(gaps.n, 0) as catalogues, running.editions
            from (select s.key, ${counts.catalogues} as catalogues, ${counts.editions} as editions
                  from statistics_range_summaries s
                  where s.scope = '${scope}' and ${kept} and s.kind <> 'g'
                  group by s.key) running
            left join (${gaps}) gaps on gaps.key = running.key`,
    };
  };
  const decadesQuery = rangeParams(filters);
  const decadeCounts = overlapping('d.lo', 'd.hi', 'here');
  const places = perKey('p');
  const firms = perKey('u');
  const [decades, placeRows, publishers] = await Promise.all([
    db.query<DecadeRow>(
      `select decade, catalogues, editions from (
         select d.decade, ${decadeCounts.catalogues} as catalogues, ${decadeCounts.editions} as editions
         from ${rangeDecades(decadesQuery.begin, decadesQuery.end)}
         cross join statistics_range_summaries s
         where s.scope = 'a' and s.key = 0 and ${kept}
         group by d.decade
       ) counted
       where catalogues > 0
       order by decade`,
      decadesQuery.params.values,
    ),
    db.query<PlaceRow>(
      `select pl.id, pl.names, pl.original_name, c.catalogues, c.editions
       from (select * from (${places.sql}) counted
             where catalogues > 0
             order by catalogues desc, key
             limit ${placeLimit}) c
       join places pl on pl.id = c.key`,
      places.params.values,
    ),
    db.query<PublisherRow>(
      `select p.id, p.name, c.catalogues, c.editions
       from (select * from (${firms.sql}) counted
             where catalogues > 0
             order by editions desc, catalogues desc, key
             limit ${publisherLimit}) c
       join publishers p on p.id = c.key`,
      firms.params.values,
    ),
  ]);
  // A firm's decade: its catalogues with an edition touching the decade within the range (as the
  // list of the firm's catalogues with those years keeps them), and its editions touching it.
  const { params, begin, end } = rangeParams(filters);
  const ids = params.add(publishers.map((row) => row.id));
  const firmCounts = overlapping('d.lo', 'd.hi', 'here');
  const publisherDecades = await db.query<PublisherDecadeRow>(
    `select publisher_id, decade, catalogues, editions from (
       select s.key as publisher_id, d.decade, ${firmCounts.catalogues} as catalogues,
         ${firmCounts.editions} as editions
       from ${rangeDecades(begin, end)}
       cross join statistics_range_summaries s
       where s.scope = 'u' and s.key = any(${ids}::int[]) and ${kept}
       group by s.key, d.decade
     ) counted
     where catalogues > 0`,
    params.values,
  );
  return { decades, places: placeRows, publishers, publisherDecades };
}

/**
 * Any other filters: counted on the spot, over the catalogues the list's conditions keep (`chosen`)
 * and their editions (`eds`). An edition is `kept` when it passes the filters an edition can pass
 * itself (places, holders, publishers, years): the editions the page counts. Its decades are
 * those its interval touches within the years asked for (`first_decade`..`last_decade`).
 */
async function filteredSeries(db: Database, filters: StatisticsFilters): Promise<Series> {
  const params = new SqlParams();
  const { conditions } = catalogueConditions(params, filters, false);
  const begin = filters.dateBegin === undefined ? 'null::int' : `${params.add(filters.dateBegin)}::int`;
  const end = filters.dateEnd === undefined ? 'null::int' : `${params.add(filters.dateEnd)}::int`;
  const hasRange = filters.dateBegin !== undefined || filters.dateEnd !== undefined;
  const within = filters.dateMatch === 'within';
  // An edition's years against the range: overlapping it, or (within) inside it.
  const inRange = within
    ? `${firstYear} >= coalesce(${begin}, ${firstYear}) and ${lastYear} <= coalesce(${end}, ${lastYear})`
    : `${lastYear} >= coalesce(${begin}, ${lastYear}) and ${firstYear} <= coalesce(${end}, ${firstYear})`;
  const editionDate = hasRange
    ? `((e.date_from is not null and ${inRange})${filters.undated ? ' or e.date_from is null' : ''})`
    : 'true';
  const kept = [...editionLinkConditions(params, filters), editionDate].join(' and ');
  const places = idList(filters.places);
  const publishers = idList(filters.publishers);
  const onlyPlaces = places ? `where ep.place_id = any(${params.add(places)}::int[])` : '';
  const onlyPublishers = publishers ? `where epu.publisher_id = any(${params.add(publishers)}::int[])` : '';
  // Within: only an interval inside one decade has a decade that holds it.
  const spans = within
    ? `select id, catalogue_id, kept, y0 / 10 * 10 as first_decade, y0 / 10 * 10 as last_decade
       from eds where y0 is not null and y0 / 10 = y1 / 10
         and y0 >= coalesce(${begin}, y0) and y1 <= coalesce(${end}, y1)`
    : `select id, catalogue_id, kept, lo / 10 * 10 as first_decade, hi / 10 * 10 as last_decade
       from (select id, catalogue_id, kept, greatest(y0, ${begin}) as lo, least(y1, ${end}) as hi
             from eds where y0 is not null) clipped
       where lo <= hi`;
  // (No JIT here, as for every statement: server/db/database.ts turns it off for the pool.)
  const [row] = await db.transaction(async (tx) => {
    // Room for the hashed groups of a third of the collection (about 70,000 editions) in memory.
    await tx.query(`set local work_mem = '32MB'`);
    // The collection is read from memory, where looking up a few thousand catalogues' editions by
    // index beats scanning every edition; at the default price of a random read the planner scanned
    // all 175,000 editions for a keyword's 2,000 catalogues (405 ms instead of 156 ms).
    await tx.query('set local random_page_cost = 1.1');
    return tx.query<Series>(
      `with chosen as materialized (select c.id from catalogues c ${whereAll(conditions)}),
     eds as materialized (
       select e.id, e.catalogue_id, ${firstYear} as y0, ${lastYear} as y1, (${kept}) as kept
       from editions e join chosen on chosen.id = e.catalogue_id
     ),
     spans as materialized (${spans}),
     -- Every decade an edition was ever dated in (migration 016 keeps them, at zero too): a
     -- table whose size the planner knows, where a series would be guessed at a thousand rows.
     decade_list as (select decade from statistics_decade_counts),
     -- Each edition once per decade it touches, for the decades and the publishers' decades alike.
     span_decades as materialized (
       select s.id, s.catalogue_id, s.kept, d.decade
       from spans s join decade_list d on d.decade between s.first_decade and s.last_decade
     ),
     -- Counted per catalogue first, then per decade, place or publisher: hashed groups in memory,
     -- where count(distinct ...) sorted every edition (on disk, at 100,000 catalogues).
     decades as (
       select decade, count(*)::int as catalogues, sum(editions)::int as editions
       from (select catalogue_id, decade, count(*) filter (where kept) as editions
             from span_decades group by catalogue_id, decade) pairs
       group by decade
     ),
     place_counts as (
       select place_id, count(*)::int as catalogues, sum(editions)::int as editions
       from (select eds.catalogue_id, ep.place_id, count(*) filter (where eds.kept) as editions
             from eds join edition_places ep on ep.edition_id = eds.id ${onlyPlaces}
             group by eds.catalogue_id, ep.place_id) pairs
       group by place_id
       order by catalogues desc, place_id
       limit ${placeLimit}
     ),
     publisher_counts as (
       select publisher_id, count(*)::int as catalogues, sum(editions)::int as editions
       from (select eds.catalogue_id, epu.publisher_id, count(*) filter (where eds.kept) as editions
             from eds join edition_publishers epu on epu.edition_id = eds.id ${onlyPublishers}
             group by eds.catalogue_id, epu.publisher_id) pairs
       group by publisher_id
       order by editions desc, catalogues desc, publisher_id
       limit ${publisherLimit}
     ),
     published as (
       select pc.publisher_id, eds.id, eds.catalogue_id
       from publisher_counts pc
       join edition_publishers epu on epu.publisher_id = pc.publisher_id
       join eds on eds.id = epu.edition_id
     ),
     publisher_decades as (
       select c.publisher_id, c.decade, c.catalogues, coalesce(e.editions, 0) as editions
       from (
         select p.publisher_id, s.decade, count(distinct s.catalogue_id)::int as catalogues
         from (select distinct publisher_id, catalogue_id from published) p
         join span_decades s on s.catalogue_id = p.catalogue_id
         group by p.publisher_id, s.decade
       ) c
       left join (
         select p.publisher_id, s.decade, count(*)::int as editions
         from published p join span_decades s on s.id = p.id and s.kept
         group by p.publisher_id, s.decade
       ) e on e.publisher_id = c.publisher_id and e.decade = c.decade
     )
     select
       (select coalesce(json_agg(decades order by decade), '[]') from decades) as decades,
       (select coalesce(json_agg(json_build_object(
          'id', pl.id, 'names', pl.names, 'original_name', pl.original_name,
          'catalogues', pc.catalogues, 'editions', pc.editions)), '[]')
        from place_counts pc join places pl on pl.id = pc.place_id) as places,
       (select coalesce(json_agg(json_build_object(
          'id', p.id, 'name', p.name, 'catalogues', pc.catalogues, 'editions', pc.editions)), '[]')
        from publisher_counts pc join publishers p on p.id = pc.publisher_id) as "publishers",
       (select coalesce(json_agg(publisher_decades), '[]') from publisher_decades) as "publisherDecades"`,
      params.values,
    );
  });
  return row ?? { decades: [], places: [], publishers: [], publisherDecades: [] };
}

/** Every decade from the first to the last (empty ones at zero), each with its years within the range. */
function decadeSpan(rows: DecadeRow[], filters: StatisticsFilters): StatisticsDecade[] {
  const counted = new Map(rows.map((row) => [row.decade, row]));
  const decades = rows.map((row) => row.decade);
  if (decades.length === 0) return [];
  const span: StatisticsDecade[] = [];
  for (let decade = Math.min(...decades); decade <= Math.max(...decades); decade += 10) {
    const row = counted.get(decade);
    span.push({
      decade,
      dateBegin: Math.max(decade, filters.dateBegin ?? decade),
      dateEnd: Math.min(decade + 9, filters.dateEnd ?? decade + 9),
      catalogues: row?.catalogues ?? 0,
      editions: row?.editions ?? 0,
    });
  }
  return span;
}

function shapeStatistics(series: Series, filters: StatisticsFilters): Statistics {
  const decades = decadeSpan(series.decades, filters);
  const lang = filters.lang || 'EN';
  const byPublisher = new Map<number, DecadeRow[]>();
  for (const row of series.publisherDecades) {
    byPublisher.set(row.publisher_id, [...(byPublisher.get(row.publisher_id) ?? []), row]);
  }
  return {
    decades,
    places: [...series.places]
      .sort((a, b) => b.catalogues - a.catalogues || a.id - b.id)
      .map((row) => ({
        placeId: row.id,
        name: placeName(row.names, row.original_name, lang) as string,
        catalogues: row.catalogues,
        editions: row.editions,
      })),
    publishers: [...series.publishers]
      .sort((a, b) => b.editions - a.editions || b.catalogues - a.catalogues || a.id - b.id)
      .map((row) => {
        const counted = new Map((byPublisher.get(row.id) ?? []).map((decade) => [decade.decade, decade]));
        return {
          publisherId: row.id,
          name: row.name,
          catalogues: row.catalogues,
          editions: row.editions,
          decades: decades.map((decade) => ({
            ...decade,
            catalogues: counted.get(decade.decade)?.catalogues ?? 0,
            editions: counted.get(decade.decade)?.editions ?? 0,
          })),
        };
      }),
  };
}
