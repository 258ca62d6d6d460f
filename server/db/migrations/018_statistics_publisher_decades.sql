-- The statistics page's publishers, kept up to date as the data changes (issue 17), so the
-- unfiltered page reads every chart from kept counts; their decades were counted on the spot from
-- the ten firms' editions on each call. Per publisher, and per publisher and decade:
--   catalogues: the catalogues with an edition of the firm (and, per decade, an edition dated in
--     the decade: any edition of the catalogue, as the list filtered by the firm and the decade's
--     years keeps it);
--   editions: the firm's editions (per decade, those whose interval touches the decade);
--   supplement_catalogues, supplement_editions: the share of these that are supplementary
--     contents of another catalogue, which the page leaves out unless supplements are asked for.
-- The rows of a firm are made again from its editions whenever something they count changes: a
-- firm has a few hundred editions at most, and made again they cannot drift as deltas could.
create table statistics_publisher_totals (
  publisher_id integer primary key,
  catalogues integer not null,
  editions integer not null,
  supplement_catalogues integer not null,
  supplement_editions integer not null
);
create table statistics_publisher_decades (
  publisher_id integer not null,
  decade integer not null,
  catalogues integer not null,
  editions integer not null,
  supplement_catalogues integer not null,
  supplement_editions integer not null,
  primary key (publisher_id, decade)
);

-- Makes the rows of `publisher_ids` again. A catalogue's decades are
-- read from statistics_catalogue_decades (migration 016), so the editions' triggers call this
-- after counting those. Two transactions making rows again at once would each count without the
-- other's changes and then collide on the rows: the lock (held to the end of the transaction) has
-- the second wait, and its next statements see what the first committed.
create or replace function statistics_refresh_publishers(publisher_ids integer[]) returns void
  language sql
  as $$
  select pg_advisory_xact_lock(727274);
  delete from statistics_publisher_totals where publisher_id = any(publisher_ids);
  delete from statistics_publisher_decades where publisher_id = any(publisher_ids);
  insert into statistics_publisher_totals as t
      (publisher_id, catalogues, editions, supplement_catalogues, supplement_editions)
    select l.publisher_id, count(distinct e.catalogue_id), count(*),
      count(distinct e.catalogue_id) filter (where s.supplement_catalogue_id is not null),
      count(*) filter (where s.supplement_catalogue_id is not null)
    from edition_publishers l join editions e on e.id = l.edition_id
      left join (select distinct supplement_catalogue_id from supplementary_contents) s
        on s.supplement_catalogue_id = e.catalogue_id
    where l.publisher_id = any(publisher_ids)
    group by l.publisher_id;
  insert into statistics_publisher_decades
      (publisher_id, decade, catalogues, editions, supplement_catalogues, supplement_editions)
    with published as materialized (
      select l.publisher_id, e.catalogue_id, e.date_from, e.date_to,
        s.supplement_catalogue_id is not null as supplement
      from edition_publishers l join editions e on e.id = l.edition_id
        left join (select distinct supplement_catalogue_id from supplementary_contents) s
          on s.supplement_catalogue_id = e.catalogue_id
      where l.publisher_id = any(publisher_ids)
    ),
    edition_decades as (
      select p.publisher_id, d.decade, count(*)::int as editions,
        (count(*) filter (where p.supplement))::int as supplement_editions
      from published p
      cross join lateral generate_series(
        extract(year from p.date_from)::int / 10 * 10, extract(year from p.date_to)::int / 10 * 10, 10
      ) as d(decade)
      where p.date_from is not null
      group by p.publisher_id, d.decade
    ),
    catalogue_decades as (
      select c.publisher_id, cd.decade, count(*)::int as catalogues,
        (count(*) filter (where c.supplement))::int as supplement_catalogues
      from (select distinct publisher_id, catalogue_id, supplement from published) c
      join statistics_catalogue_decades cd on cd.catalogue_id = c.catalogue_id
      group by c.publisher_id, cd.decade
    )
    select coalesce(c.publisher_id, e.publisher_id), coalesce(c.decade, e.decade),
      coalesce(c.catalogues, 0), coalesce(e.editions, 0),
      coalesce(c.supplement_catalogues, 0), coalesce(e.supplement_editions, 0)
    from catalogue_decades c
    full join edition_decades e on e.publisher_id = c.publisher_id and e.decade = c.decade;
  $$;

-- The publishers of the editions of `catalogue_ids`: whose counts follow those catalogues' decades
-- and whether they are supplements.
create or replace function statistics_refresh_catalogue_publishers(catalogue_ids integer[]) returns void
  language plpgsql
  as $$
  begin
    -- The server's bulk re-reading of the written dates makes every publisher's rows again once, after.
    if coalesce(current_setting('catalogues.map_counts_rebuild', true), '') = 'on' then
      return;
    end if;
    perform statistics_refresh_publishers(array(
      select distinct l.publisher_id from editions e join edition_publishers l on l.edition_id = e.id
      where e.catalogue_id = any(catalogue_ids)
    ));
  end;
  $$;

-- Migration 016's statement triggers on editions, each now also making again the rows of the
-- publishers of the catalogues it changed.
create or replace function editions_statistics_inserted() returns trigger
  language plpgsql
  as $$
  begin
    perform statistics_count_decades(array_agg(catalogue_id), array_agg(date_from), array_agg(date_to), 1)
      from new_rows;
    perform statistics_refresh_catalogue_publishers(array(select distinct catalogue_id from new_rows));
    return null;
  end;
  $$;

create or replace function editions_statistics_deleted() returns trigger
  language plpgsql
  as $$
  begin
    perform statistics_count_decades(array_agg(catalogue_id), array_agg(date_from), array_agg(date_to), -1)
      from old_rows;
    perform statistics_refresh_catalogue_publishers(array(select distinct catalogue_id from old_rows));
    return null;
  end;
  $$;

create or replace function editions_statistics_updated() returns trigger
  language plpgsql
  as $$
  declare
    moved integer[];
  begin
    perform statistics_count_decades(array_agg(o.catalogue_id), array_agg(o.date_from), array_agg(o.date_to), -1)
      from old_rows o join new_rows n on n.id = o.id
      where (o.catalogue_id, o.date_from, o.date_to) is distinct from (n.catalogue_id, n.date_from, n.date_to);
    perform statistics_count_decades(array_agg(n.catalogue_id), array_agg(n.date_from), array_agg(n.date_to), 1)
      from old_rows o join new_rows n on n.id = o.id
      where (o.catalogue_id, o.date_from, o.date_to) is distinct from (n.catalogue_id, n.date_from, n.date_to);
    select array_agg(distinct c) into moved
      from old_rows o join new_rows n on n.id = o.id
        cross join lateral (values (o.catalogue_id), (n.catalogue_id)) as v(c)
      where (o.catalogue_id, o.date_from, o.date_to) is distinct from (n.catalogue_id, n.date_from, n.date_to);
    if moved is not null then
      perform statistics_refresh_catalogue_publishers(moved);
    end if;
    return null;
  end;
  $$;

-- A link to a publisher added, removed or changed: that publisher's rows (an edition deleted with its
-- catalogue has lost its links before the editions' trigger runs, so they are counted out here).
create or replace function edition_publishers_statistics_changed() returns trigger
  language plpgsql
  as $$
  begin
    if tg_op = 'INSERT' then
      perform statistics_refresh_publishers(array(select distinct publisher_id from new_rows));
    elsif tg_op = 'DELETE' then
      perform statistics_refresh_publishers(array(select distinct publisher_id from old_rows));
    else
      perform statistics_refresh_publishers(array(
        select publisher_id from old_rows union select publisher_id from new_rows
      ));
    end if;
    return null;
  end;
  $$;

create trigger edition_publishers_statistics_inserted after insert on edition_publishers
  referencing new table as new_rows
  for each statement execute function edition_publishers_statistics_changed();
create trigger edition_publishers_statistics_deleted after delete on edition_publishers
  referencing old table as old_rows
  for each statement execute function edition_publishers_statistics_changed();
create trigger edition_publishers_statistics_updated after update on edition_publishers
  referencing old table as old_rows new table as new_rows
  for each statement execute function edition_publishers_statistics_changed();

-- A catalogue becoming another's supplementary content, or ceasing to be one.
create or replace function supplementary_contents_statistics_changed() returns trigger
  language plpgsql
  as $$
  begin
    if tg_op = 'INSERT' then
      perform statistics_refresh_catalogue_publishers(array(
        select supplement_catalogue_id from new_rows where supplement_catalogue_id is not null
      ));
    elsif tg_op = 'DELETE' then
      perform statistics_refresh_catalogue_publishers(array(
        select supplement_catalogue_id from old_rows where supplement_catalogue_id is not null
      ));
    else
      perform statistics_refresh_catalogue_publishers(array(
        select supplement_catalogue_id from old_rows where supplement_catalogue_id is not null
        union select supplement_catalogue_id from new_rows where supplement_catalogue_id is not null
      ));
    end if;
    return null;
  end;
  $$;

create trigger supplementary_contents_statistics_inserted after insert on supplementary_contents
  referencing new table as new_rows
  for each statement execute function supplementary_contents_statistics_changed();
create trigger supplementary_contents_statistics_deleted after delete on supplementary_contents
  referencing old table as old_rows
  for each statement execute function supplementary_contents_statistics_changed();
create trigger supplementary_contents_statistics_updated after update on supplementary_contents
  referencing old table as old_rows new table as new_rows
  for each statement execute function supplementary_contents_statistics_changed();

-- The totals replace migration 016's editions per publisher.
drop trigger edition_publishers_statistics_counts on edition_publishers;
drop function edition_publishers_statistics_counts();
drop table statistics_publisher_editions;

-- Made from the data as it stands.
select statistics_refresh_publishers(array(select id from publishers));
