-- The statistics page's counts, kept up to date as the data changes, so the unfiltered page does
-- not group every edition of the collection on each call (1.4 s on 100,000 catalogues). Like the
-- maps' counts (migration 011):
--   statistics_catalogue_decades: a catalogue has an edition whose dated interval touches the
--     decade, with the number of such editions, so removing one knows whether the pair goes;
--   statistics_decade_counts: per decade, the catalogues (pairs) and the editions;
--   statistics_place_editions, statistics_publisher_editions: the editions linked to each place and
--     publisher (the catalogues per place are migration 011's map_place_counts).
-- An edition counts in every decade its interval (date_from..date_to, migration 013) touches.
create table statistics_catalogue_decades (
  catalogue_id integer not null,
  decade integer not null,
  -- Zero only inside a statement that counts it out, which deletes it at its end. (No check: a
  -- check is tested on the row an upsert proposes, and counting out proposes a negative one.)
  editions integer not null,
  primary key (catalogue_id, decade)
);
-- Rows at zero stay (a later pair reuses them): readers keep counts above zero.
create table statistics_decade_counts (
  decade integer primary key,
  catalogues integer not null default 0,
  editions integer not null default 0
);
create table statistics_place_editions (
  place_id integer primary key,
  editions integer not null default 0
);
create table statistics_publisher_editions (
  publisher_id integer primary key,
  editions integer not null default 0
);

-- Counts editions in (sign 1) or out (sign -1): each edition's catalogue and interval, as arrays.
-- Set-based, so a statement that rewrites many intervals (the date normaliser) counts them at once;
-- a pair appearing or going (its editions from or to zero) changes its decade's catalogues.
create or replace function statistics_count_decades(catalogue_ids integer[], first_days date[], last_days date[], sign integer)
  returns void
  language plpgsql
  as $$
  begin
    with changes as (
      select u.catalogue_id, d.decade, count(*)::int * sign as delta
      from unnest(catalogue_ids, first_days, last_days) as u(catalogue_id, first_day, last_day)
      cross join lateral generate_series(
        extract(year from u.first_day)::int / 10 * 10, extract(year from u.last_day)::int / 10 * 10, 10
      ) as d(decade)
      where u.first_day is not null and u.last_day is not null
      group by u.catalogue_id, d.decade
    ),
    upserted as (
      insert into statistics_catalogue_decades as pair (catalogue_id, decade, editions)
        select catalogue_id, decade, delta from changes
        on conflict (catalogue_id, decade) do update set editions = pair.editions + excluded.editions
        returning pair.catalogue_id, pair.decade, pair.editions
    ),
    decade_changes as (
      select c.decade,
        (count(*) filter (where u.editions = c.delta and c.delta > 0) - count(*) filter (where u.editions = 0))::int
          as catalogues,
        sum(c.delta)::int as editions
      from upserted u join changes c on c.catalogue_id = u.catalogue_id and c.decade = u.decade
      group by c.decade
    )
    insert into statistics_decade_counts as counts (decade, catalogues, editions)
      select decade, catalogues, editions from decade_changes
      on conflict (decade) do update
        set catalogues = counts.catalogues + excluded.catalogues, editions = counts.editions + excluded.editions;
    delete from statistics_catalogue_decades where editions = 0 and catalogue_id = any(catalogue_ids);
  end;
  $$;

-- Statement triggers with the rows changed: a catalogue's deletion (its editions cascading) or the
-- normaliser's batched UPDATEs count in one pass, not row by row.
create or replace function editions_statistics_inserted() returns trigger
  language plpgsql
  as $$
  begin
    perform statistics_count_decades(array_agg(catalogue_id), array_agg(date_from), array_agg(date_to), 1)
      from new_rows;
    return null;
  end;
  $$;

create or replace function editions_statistics_deleted() returns trigger
  language plpgsql
  as $$
  begin
    perform statistics_count_decades(array_agg(catalogue_id), array_agg(date_from), array_agg(date_to), -1)
      from old_rows;
    return null;
  end;
  $$;

-- Only the editions whose catalogue or interval changed.
create or replace function editions_statistics_updated() returns trigger
  language plpgsql
  as $$
  begin
    perform statistics_count_decades(array_agg(o.catalogue_id), array_agg(o.date_from), array_agg(o.date_to), -1)
      from old_rows o join new_rows n on n.id = o.id
      where (o.catalogue_id, o.date_from, o.date_to) is distinct from (n.catalogue_id, n.date_from, n.date_to);
    perform statistics_count_decades(array_agg(n.catalogue_id), array_agg(n.date_from), array_agg(n.date_to), 1)
      from old_rows o join new_rows n on n.id = o.id
      where (o.catalogue_id, o.date_from, o.date_to) is distinct from (n.catalogue_id, n.date_from, n.date_to);
    return null;
  end;
  $$;

create trigger editions_statistics_inserted after insert on editions
  referencing new table as new_rows
  for each statement execute function editions_statistics_inserted();
create trigger editions_statistics_deleted after delete on editions
  referencing old table as old_rows
  for each statement execute function editions_statistics_deleted();
create trigger editions_statistics_updated after update on editions
  referencing old table as old_rows new table as new_rows
  for each statement execute function editions_statistics_updated();

create or replace function edition_places_statistics_counts() returns trigger
  language plpgsql
  as $$
  begin
    if tg_op in ('DELETE', 'UPDATE') then
      update statistics_place_editions set editions = editions - 1 where place_id = old.place_id;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      insert into statistics_place_editions as counts values (new.place_id, 1)
        on conflict (place_id) do update set editions = counts.editions + 1;
    end if;
    return null;
  end;
  $$;

create or replace function edition_publishers_statistics_counts() returns trigger
  language plpgsql
  as $$
  begin
    if tg_op in ('DELETE', 'UPDATE') then
      update statistics_publisher_editions set editions = editions - 1 where publisher_id = old.publisher_id;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      insert into statistics_publisher_editions as counts values (new.publisher_id, 1)
        on conflict (publisher_id) do update set editions = counts.editions + 1;
    end if;
    return null;
  end;
  $$;

create trigger edition_places_statistics_counts
  after insert or delete or update of place_id on edition_places
  for each row execute function edition_places_statistics_counts();
create trigger edition_publishers_statistics_counts
  after insert or delete or update of publisher_id on edition_publishers
  for each row execute function edition_publishers_statistics_counts();

-- The top publishers' decades look up their editions' catalogues and intervals by id: from the
-- index alone, not the wide edition rows (46 ms for 1,400 editions on 100,000 catalogues, 20 ms).
create index editions_statistics on editions (id) include (catalogue_id, date_from, date_to);

-- Backfill from the data as it stands.
insert into statistics_catalogue_decades (catalogue_id, decade, editions)
  select e.catalogue_id, d.decade, count(*)
  from editions e
  cross join lateral generate_series(
    extract(year from e.date_from)::int / 10 * 10, extract(year from e.date_to)::int / 10 * 10, 10
  ) as d(decade)
  where e.date_from is not null and e.date_to is not null
  group by e.catalogue_id, d.decade;
insert into statistics_decade_counts (decade, catalogues, editions)
  select decade, count(*), sum(editions) from statistics_catalogue_decades group by decade;
insert into statistics_place_editions (place_id, editions)
  select place_id, count(*) from edition_places group by place_id;
insert into statistics_publisher_editions (publisher_id, editions)
  select publisher_id, count(*) from edition_publishers group by publisher_id;
