-- An edition's date as an interval (issue 17): `date` stays the text as written; `date_edtf` is
-- the normalised EDTF form (null when undated or not understood), `date_from`/`date_to` its
-- inclusive bounds, both set or both null, used for overlap matching, sorting and charts.
-- `date_edtf_by_staff` marks an interval a staff member corrected by hand: re-normalising the
-- written date never overwrites it. The server reads the written dates with the normaliser
-- (common/edtf-dates.ts) on start whenever its version changed (settings 'date_normaliser_version').
alter table editions add column if not exists date_edtf text;
alter table editions add column if not exists date_from date;
alter table editions add column if not exists date_to date;
alter table editions add column if not exists date_edtf_by_staff boolean not null default false;
alter table editions add constraint editions_date_bounds
  check ((date_from is null) = (date_to is null) and date_from <= date_to);

-- Until the normaliser has read them, existing dates span their extracted year.
update editions set date_edtf = year::text, date_from = make_date(year, 1, 1), date_to = make_date(year, 12, 31)
  where year is not null and date_from is null;

create index if not exists editions_date_interval on editions (date_from, date_to, catalogue_id);

-- The catalogue list's year order: the first edition's interval, its start then its end, undated
-- last. Kept beside first_year by refresh_catalogue_search.
alter table catalogues add column if not exists first_date_from date;
alter table catalogues add column if not exists first_date_to date;
update catalogues c set first_date_from = e.date_from, first_date_to = e.date_to
  from editions e where e.catalogue_id = c.id
    and e.position = (select min(f.position) from editions f where f.catalogue_id = c.id);
create index if not exists catalogues_date_order on catalogues (first_date_from, first_date_to, title_sort, id);

create or replace function refresh_catalogue_search(catalogue_ids integer[]) returns void
  language sql
  as $$
  update catalogues c set
    search_text = fold(concat_ws(' ', c.title, c.main_title, (
      select string_agg(concat_ws(' ', e.title,
        (select string_agg(p.name, ' ') from edition_publishers ep
           join publishers p on p.id = ep.publisher_id where ep.edition_id = e.id),
        (select string_agg(pl.all_names, ' ') from edition_places epl
           join places pl on pl.id = epl.place_id where epl.edition_id = e.id)), ' ')
      from editions e where e.catalogue_id = c.id))),
    first_year = first.year,
    first_date_from = first.date_from,
    first_date_to = first.date_to
  from catalogues k
    left join lateral (
      select e.year, e.date_from, e.date_to from editions e where e.catalogue_id = k.id
      order by e.position limit 1
    ) first on true
  where k.id = c.id and c.id = any(catalogue_ids);
  $$;

-- The publisher map's maintained counts (migration 011) by interval instead of by year: a publisher
-- passes a year range the way the publisher list passes it, with an edition whose interval overlaps
-- the range (its activity, the union of its intervals, meets the range) or, asked for "within",
-- lies inside it (one of its distinct intervals does). Each distinct interval keeps the number of
-- editions behind it, so removing one edition knows whether the interval goes.
drop trigger editions_map_counts_update on editions;
drop function editions_map_counts_update();
drop function map_count_publisher_year(integer, integer, integer);
drop table map_publisher_years;
drop table map_publisher_activity;

create table map_publisher_intervals (
  publisher_id integer not null,
  date_from date not null,
  date_to date not null,
  editions integer not null check (editions > 0),
  primary key (publisher_id, date_from, date_to)
);
create index map_publisher_intervals_within on map_publisher_intervals (date_from, date_to, publisher_id);
create table map_publisher_activity (
  publisher_id integer primary key,
  dates datemultirange not null
);

-- The activity is the union of the publisher's intervals, made again from them: taking one interval
-- out of the union would also take the days another interval still covers.
create or replace function map_refresh_publisher_activity(publisher integer) returns void
  language sql
  as $$
  delete from map_publisher_activity where publisher_id = publisher;
  insert into map_publisher_activity (publisher_id, dates)
    select publisher, range_agg(daterange(date_from, date_to, '[]'))
    from map_publisher_intervals where publisher_id = publisher
    having count(*) > 0;
  $$;

create or replace function map_count_publisher_interval(publisher integer, first_day date, last_day date, delta integer)
  returns void
  language plpgsql
  as $$
  declare
    remaining integer;
  begin
    if first_day is null then
      return;
    end if;
    if delta > 0 then
      insert into map_publisher_intervals as pair values (publisher, first_day, last_day, delta)
        on conflict (publisher_id, date_from, date_to) do update set editions = pair.editions + delta
        returning pair.editions into remaining;
      if remaining = delta then
        insert into map_publisher_activity as activity
          values (publisher, datemultirange(daterange(first_day, last_day, '[]')))
          on conflict (publisher_id) do update
            set dates = activity.dates + datemultirange(daterange(first_day, last_day, '[]'));
      end if;
    else
      delete from map_publisher_intervals
        where publisher_id = publisher and date_from = first_day and date_to = last_day and editions = -delta;
      if found then
        perform map_refresh_publisher_activity(publisher);
      else
        update map_publisher_intervals set editions = editions + delta
          where publisher_id = publisher and date_from = first_day and date_to = last_day;
      end if;
    end if;
  end;
  $$;

create or replace function map_count_edition_publisher(edition integer, publisher integer, delta integer)
  returns void
  language plpgsql
  as $$
  declare
    first_day date;
    last_day date;
  begin
    select date_from, date_to into first_day, last_day from editions where id = edition;
    if not found then
      return;
    end if;
    perform map_count_publisher_interval(publisher, first_day, last_day, delta);
    perform map_count_publisher_place(publisher, l.place_id, delta)
      from edition_places l where l.edition_id = edition;
  end;
  $$;

create or replace function editions_map_counts_delete() returns trigger
  language plpgsql
  as $$
  begin
    perform map_count_catalogue_place(old.catalogue_id, l.place_id, -1)
      from edition_places l where l.edition_id = old.id;
    perform map_count_publisher_interval(l.publisher_id, old.date_from, old.date_to, -1)
      from edition_publishers l where l.edition_id = old.id;
    perform map_count_publisher_place(pub.publisher_id, pl.place_id, -1)
      from edition_publishers pub join edition_places pl on pl.edition_id = pub.edition_id
      where pub.edition_id = old.id;
    return old;
  end;
  $$;

-- An edition moved to another catalogue, or its interval changed. The server's bulk re-reading of
-- the written dates sets `catalogues.map_counts_rebuild` and rebuilds the intervals once after.
create or replace function editions_map_counts_update() returns trigger
  language plpgsql
  as $$
  begin
    if old.catalogue_id is distinct from new.catalogue_id then
      perform map_count_catalogue_place(old.catalogue_id, l.place_id, -1),
        map_count_catalogue_place(new.catalogue_id, l.place_id, 1)
        from edition_places l where l.edition_id = new.id;
    end if;
    if (old.date_from, old.date_to) is distinct from (new.date_from, new.date_to)
        and coalesce(current_setting('catalogues.map_counts_rebuild', true), '') <> 'on' then
      perform map_count_publisher_interval(l.publisher_id, old.date_from, old.date_to, -1),
        map_count_publisher_interval(l.publisher_id, new.date_from, new.date_to, 1)
        from edition_publishers l where l.edition_id = new.id;
    end if;
    return null;
  end;
  $$;

create trigger editions_map_counts_update after update on editions
  for each row
  when (old.catalogue_id is distinct from new.catalogue_id
    or old.date_from is distinct from new.date_from or old.date_to is distinct from new.date_to)
  execute function editions_map_counts_update();

-- Made from the data as it stands; the server calls it again after re-reading the dates in bulk.
create or replace function map_rebuild_publisher_intervals() returns void
  language sql
  as $$
  delete from map_publisher_intervals;
  delete from map_publisher_activity;
  insert into map_publisher_intervals (publisher_id, date_from, date_to, editions)
    select l.publisher_id, e.date_from, e.date_to, count(*)
    from edition_publishers l join editions e on e.id = l.edition_id
    where e.date_from is not null
    group by l.publisher_id, e.date_from, e.date_to;
  insert into map_publisher_activity (publisher_id, dates)
    select publisher_id, range_agg(daterange(date_from, date_to, '[]'))
    from map_publisher_intervals group by publisher_id;
  $$;
select map_rebuild_publisher_intervals();
