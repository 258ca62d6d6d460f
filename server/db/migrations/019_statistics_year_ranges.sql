-- The statistics page filtered by a year range, answered from kept counts (issue 17): counted on
-- the spot it grouped every edition the range touches (0.5–0.7 s for 1860–1890 on 100,000
-- catalogues). The counts are subtracted instead, over years and gaps:
--   editions overlapping B..E = the dated ones starting by E, less those ending before B;
--   catalogues with an edition overlapping B..E = the dated ones whose first edition starts by E,
--     less those whose last edition ends before B, less those with a gap between their editions
--     (years no edition of theirs touches) that holds B..E.
-- Each count is kept for the whole collection (scope 'a', key 0), per place ('p') and per publisher
-- ('u'). A catalogue counts for a place or publisher when any of its editions is linked to it, as
-- the list filtered by that place keeps it; an edition counts for the places and publishers it is
-- linked to. `supplement` keeps apart what supplementary contents add, which the page leaves out
-- unless asked.
--
-- kind: 's' an edition's first year, 'e' its last year (n editions);
--       'S' a catalogue's first year, 'E' its last year, 'g' a gap from year a to year b (n catalogues).
-- b is the gap's last year, 0 for the other kinds.
create table statistics_range_counts (
  scope text not null,
  key integer not null,
  kind text not null,
  a integer not null,
  b integer not null,
  supplement boolean not null,
  -- Rows at zero stay (a later catalogue reuses them); they add nothing to a sum.
  n integer not null,
  primary key (scope, kind, key, a, b, supplement)
);

-- The counts of each scope, key and kind as sorted arrays, what the page reads: for the years'
-- kinds, the years at which the count grows and the running count up to each, so the count up to
-- any year is one binary search (`width_bucket`) rather than a sum over a firm's hundred rows; for
-- gaps, their first and last years and catalogues. One row per kind keeps each row small enough
-- to stay in its page: arrays moved out of line (TOAST) were read again for every use, which cost
-- more than the sums they saved. Made again from the counts for the keys a change touched.
-- with_supplements: supplementary contents counted in (the page's switch) or left out.
create table statistics_range_summaries (
  scope text not null,
  key integer not null,
  with_supplements boolean not null,
  kind text not null,
  years integer[] not null,
  -- A gap's last years; empty for the other kinds.
  last_years integer[] not null,
  counts integer[] not null,
  primary key (scope, with_supplements, key, kind)
);

-- The page's places and firms read the gaps holding its range from the counts, per key at once.
create index statistics_range_counts_gaps on statistics_range_counts (scope, a, b)
  include (key, supplement, n) where kind = 'g';

-- What each catalogue adds to the counts, so that a change takes out exactly what it had added
-- before: the rows of a catalogue are made again from its editions whenever something they follow
-- changes, and the difference goes to the counts.
create table statistics_range_rows (
  catalogue_id integer not null,
  scope text not null,
  key integer not null,
  kind text not null,
  a integer not null,
  b integer not null,
  supplement boolean not null,
  n integer not null
);
create index statistics_range_rows_catalogue on statistics_range_rows (catalogue_id);

-- The rows of `catalogue_ids` as their editions, links and supplement status stand.
create or replace function statistics_range_rows_of(catalogue_ids integer[])
  returns table (catalogue_id integer, scope text, key integer, kind text, a integer, b integer,
    supplement boolean, n integer)
  language sql
  stable
  as $$
  with eds as materialized (
    select e.id, e.catalogue_id,
      extract(year from e.date_from)::int as y0, extract(year from e.date_to)::int as y1
    from editions e
    where e.catalogue_id = any(catalogue_ids)
  ),
  flags as (
    select c.id as catalogue_id,
      exists (select 1 from supplementary_contents s where s.supplement_catalogue_id = c.id) as supplement
    from catalogues c
    where c.id in (select eds.catalogue_id from eds)
  ),
  edition_keys as materialized (
    select eds.id, 'a' as scope, 0 as key from eds
    union all
    select l.edition_id, 'p', l.place_id from edition_places l join eds on eds.id = l.edition_id
    union all
    select l.edition_id, 'u', l.publisher_id from edition_publishers l join eds on eds.id = l.edition_id
  ),
  catalogue_keys as (
    select distinct eds.catalogue_id, k.scope, k.key from edition_keys k join eds on eds.id = k.id
  ),
  spans as (
    select eds.catalogue_id, min(y0) as first_year, max(y1) as last_year
    from eds where y0 is not null group by eds.catalogue_id
  ),
  -- Years between editions that none touches: an edition starting after every earlier one ended.
  gaps as (
    select ordered.catalogue_id, ordered.reached + 1 as gap_from, ordered.y0 - 1 as gap_to
    from (
      select eds.catalogue_id, y0,
        max(y1) over (partition by eds.catalogue_id order by y0, y1
                      rows between unbounded preceding and 1 preceding) as reached
      from eds where y0 is not null
    ) ordered
    where ordered.y0 > ordered.reached + 1
  ),
  counted as (
    select eds.catalogue_id, k.scope, k.key, 's' as kind, eds.y0 as a, 0 as b, count(*)::int as n
      from eds join edition_keys k on k.id = eds.id where eds.y0 is not null
      group by eds.catalogue_id, k.scope, k.key, eds.y0
    union all
    select eds.catalogue_id, k.scope, k.key, 'e', eds.y1, 0, count(*)::int
      from eds join edition_keys k on k.id = eds.id where eds.y0 is not null
      group by eds.catalogue_id, k.scope, k.key, eds.y1
    union all
    select k.catalogue_id, k.scope, k.key, 'S', s.first_year, 0, 1
      from catalogue_keys k join spans s on s.catalogue_id = k.catalogue_id
    union all
    select k.catalogue_id, k.scope, k.key, 'E', s.last_year, 0, 1
      from catalogue_keys k join spans s on s.catalogue_id = k.catalogue_id
    union all
    select k.catalogue_id, k.scope, k.key, 'g', g.gap_from, g.gap_to, 1
      from catalogue_keys k join gaps g on g.catalogue_id = k.catalogue_id
  )
  select c.catalogue_id, c.scope, c.key, c.kind, c.a, c.b, f.supplement, c.n
  from counted c join flags f on f.catalogue_id = c.catalogue_id
  $$;

-- Makes the summaries of the keys (`scopes` and `keys` side by side) again from their counts.
create or replace function statistics_summarise_ranges(scopes text[], keys integer[]) returns void
  language sql
  as $$
  delete from statistics_range_summaries s
    using unnest(scopes, keys) as t(scope, key)
    where s.scope = t.scope and s.key = t.key;
  insert into statistics_range_summaries
    with picked as (select distinct scope, key from unnest(scopes, keys) as t(scope, key)),
    counts as (
      select r.scope, r.key, v.with_supplements, r.kind, r.a, r.b, sum(r.n)::int as n
      from statistics_range_counts r
      join picked on picked.scope = r.scope and picked.key = r.key
      cross join (values (true), (false)) as v(with_supplements)
      where v.with_supplements or not r.supplement
      group by r.scope, r.key, v.with_supplements, r.kind, r.a, r.b
      having sum(r.n) <> 0
    ),
    running as (
      select scope, key, with_supplements, kind, a, b,
        case when kind = 'g' then n
          else (sum(n) over (partition by scope, key, with_supplements, kind order by a))::int end as n
      from counts
    )
    select scope, key, with_supplements, kind,
      array_agg(a order by a, b),
      case when kind = 'g' then array_agg(b order by a, b) else '{}' end,
      array_agg(n order by a, b)
    from running
    group by scope, key, with_supplements, kind;
  $$;

-- Makes the rows of `catalogue_ids` again, moves the counts by the difference and summarises the
-- keys it moved. Two transactions doing so for one catalogue at once would each take out the rows
-- they saw and add their own: the lock (to the end of the transaction) has the second wait, and
-- its next statement sees what the first committed.
create or replace function statistics_refresh_ranges(catalogue_ids integer[]) returns void
  language plpgsql
  as $$
  declare
    touched_scopes text[];
    touched_keys integer[];
  begin
    perform pg_advisory_xact_lock(727275);
    with removed as (
      delete from statistics_range_rows where catalogue_id = any(catalogue_ids)
      returning scope, key, kind, a, b, supplement, -n as n
    ),
    added as (
      insert into statistics_range_rows (catalogue_id, scope, key, kind, a, b, supplement, n)
        select * from statistics_range_rows_of(catalogue_ids)
        returning scope, key, kind, a, b, supplement, n
    ),
    changes as (
      select scope, key, kind, a, b, supplement, sum(n)::int as n
      from (select * from removed union all select * from added) both_ways
      group by scope, key, kind, a, b, supplement
      having sum(n) <> 0
    ),
    upserted as (
      insert into statistics_range_counts as t (scope, key, kind, a, b, supplement, n)
        select * from changes
        on conflict (scope, kind, key, a, b, supplement) do update set n = t.n + excluded.n
        returning t.scope, t.key
    )
    select array_agg(scope), array_agg(key) into touched_scopes, touched_keys
      from (select distinct scope, key from upserted) touched;
    if touched_keys is not null then
      perform statistics_summarise_ranges(touched_scopes, touched_keys);
    end if;
  end;
  $$;

-- The server's bulk re-reading of the written dates (edition-dates.ts) and the synthetic seed set
-- these and make every count again once, after.
create or replace function statistics_ranges_follow() returns boolean
  language sql
  stable
  as $$
  select coalesce(current_setting('catalogues.map_counts_rebuild', true), '') <> 'on'
    and coalesce(current_setting('catalogues.statistics_ranges_deferred', true), '') <> 'on'
  $$;

create or replace function statistics_rebuild_ranges() returns void
  language sql
  as $$
  select pg_advisory_xact_lock(727275);
  delete from statistics_range_rows;
  delete from statistics_range_counts;
  delete from statistics_range_summaries;
  insert into statistics_range_rows (catalogue_id, scope, key, kind, a, b, supplement, n)
    select * from statistics_range_rows_of(array(select id from catalogues));
  insert into statistics_range_counts (scope, key, kind, a, b, supplement, n)
    select scope, key, kind, a, b, supplement, sum(n)::int
    from statistics_range_rows
    group by scope, key, kind, a, b, supplement;
  select statistics_summarise_ranges(array_agg(scope), array_agg(key))
    from (select distinct scope, key from statistics_range_counts) every_key;
  $$;

-- Editions added, removed, moved to another catalogue or dated differently.
create or replace function editions_statistics_ranges() returns trigger
  language plpgsql
  as $$
  begin
    if not statistics_ranges_follow() then
      return null;
    end if;
    if tg_op = 'INSERT' then
      perform statistics_refresh_ranges(array(select distinct catalogue_id from new_rows));
    elsif tg_op = 'DELETE' then
      perform statistics_refresh_ranges(array(select distinct catalogue_id from old_rows));
    else
      perform statistics_refresh_ranges(array(
        select o.catalogue_id from old_rows o join new_rows n on n.id = o.id
          where (o.catalogue_id, o.date_from, o.date_to) is distinct from (n.catalogue_id, n.date_from, n.date_to)
        union
        select n.catalogue_id from old_rows o join new_rows n on n.id = o.id
          where (o.catalogue_id, o.date_from, o.date_to) is distinct from (n.catalogue_id, n.date_from, n.date_to)
      ));
    end if;
    return null;
  end;
  $$;

create trigger editions_statistics_ranges_inserted after insert on editions
  referencing new table as new_rows
  for each statement execute function editions_statistics_ranges();
create trigger editions_statistics_ranges_deleted after delete on editions
  referencing old table as old_rows
  for each statement execute function editions_statistics_ranges();
create trigger editions_statistics_ranges_updated after update on editions
  referencing old table as old_rows new table as new_rows
  for each statement execute function editions_statistics_ranges();

-- An edition's places or publishers changed. The links of an edition deleted with its catalogue
-- may go after the edition: its catalogue is then found no more, and the editions' trigger
-- counts it.
create or replace function edition_links_statistics_ranges() returns trigger
  language plpgsql
  as $$
  begin
    if not statistics_ranges_follow() then
      return null;
    end if;
    if tg_op = 'INSERT' then
      perform statistics_refresh_ranges(array(
        select distinct e.catalogue_id from new_rows l join editions e on e.id = l.edition_id
      ));
    elsif tg_op = 'DELETE' then
      perform statistics_refresh_ranges(array(
        select distinct e.catalogue_id from old_rows l join editions e on e.id = l.edition_id
      ));
    else
      perform statistics_refresh_ranges(array(
        select e.catalogue_id from old_rows l join editions e on e.id = l.edition_id
        union
        select e.catalogue_id from new_rows l join editions e on e.id = l.edition_id
      ));
    end if;
    return null;
  end;
  $$;

create trigger edition_places_statistics_ranges_inserted after insert on edition_places
  referencing new table as new_rows
  for each statement execute function edition_links_statistics_ranges();
create trigger edition_places_statistics_ranges_deleted after delete on edition_places
  referencing old table as old_rows
  for each statement execute function edition_links_statistics_ranges();
create trigger edition_places_statistics_ranges_updated after update on edition_places
  referencing old table as old_rows new table as new_rows
  for each statement execute function edition_links_statistics_ranges();
create trigger edition_publishers_statistics_ranges_inserted after insert on edition_publishers
  referencing new table as new_rows
  for each statement execute function edition_links_statistics_ranges();
create trigger edition_publishers_statistics_ranges_deleted after delete on edition_publishers
  referencing old table as old_rows
  for each statement execute function edition_links_statistics_ranges();
create trigger edition_publishers_statistics_ranges_updated after update on edition_publishers
  referencing old table as old_rows new table as new_rows
  for each statement execute function edition_links_statistics_ranges();

-- A catalogue becoming another's supplementary content, or ceasing to be one.
create or replace function supplementary_contents_statistics_ranges() returns trigger
  language plpgsql
  as $$
  begin
    if not statistics_ranges_follow() then
      return null;
    end if;
    if tg_op = 'INSERT' then
      perform statistics_refresh_ranges(array(
        select supplement_catalogue_id from new_rows where supplement_catalogue_id is not null
      ));
    elsif tg_op = 'DELETE' then
      perform statistics_refresh_ranges(array(
        select supplement_catalogue_id from old_rows where supplement_catalogue_id is not null
      ));
    else
      perform statistics_refresh_ranges(array(
        select supplement_catalogue_id from old_rows where supplement_catalogue_id is not null
        union select supplement_catalogue_id from new_rows where supplement_catalogue_id is not null
      ));
    end if;
    return null;
  end;
  $$;

create trigger supplementary_contents_statistics_ranges_inserted after insert on supplementary_contents
  referencing new table as new_rows
  for each statement execute function supplementary_contents_statistics_ranges();
create trigger supplementary_contents_statistics_ranges_deleted after delete on supplementary_contents
  referencing old table as old_rows
  for each statement execute function supplementary_contents_statistics_ranges();
create trigger supplementary_contents_statistics_ranges_updated after update on supplementary_contents
  referencing old table as old_rows new table as new_rows
  for each statement execute function supplementary_contents_statistics_ranges();

-- Made from the data as it stands.
select statistics_rebuild_ranges();
