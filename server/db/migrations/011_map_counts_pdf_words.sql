-- 1. The maps' counts, kept up to date as the data changes, so a map does not join every edition of
-- the collection on each call (1.3 s on 100,000 catalogues). Distinct pairs, each with the number of
-- editions behind it, so removing one edition knows whether the pair goes:
--   map_catalogue_places: a catalogue has an edition published at the place;
--   map_publisher_places: a publisher published an edition at the place;
--   map_publisher_years: a publisher published an edition dated that year.
-- And per place, the number of pairs: the catalogues and the publishers the map shows unfiltered;
-- per publisher, the years it published in as one multirange, so a year range tests it at once.
create table map_catalogue_places (
  catalogue_id integer not null,
  place_id integer not null,
  editions integer not null check (editions > 0),
  primary key (catalogue_id, place_id)
);
create table map_publisher_places (
  publisher_id integer not null,
  place_id integer not null,
  editions integer not null check (editions > 0),
  primary key (publisher_id, place_id)
);
create table map_publisher_years (
  publisher_id integer not null,
  year integer not null,
  editions integer not null check (editions > 0),
  primary key (publisher_id, year)
);
create table map_publisher_activity (
  publisher_id integer primary key,
  years int4multirange not null
);
-- Rows at zero stay (a later pair reuses them): readers keep counts above zero.
create table map_place_counts (
  place_id integer primary key,
  catalogues integer not null default 0,
  publishers integer not null default 0
);

-- Adds `delta` (1 or -1) editions to a pair; a pair appearing or going changes its place's count.
create or replace function map_count_catalogue_place(catalogue integer, place integer, delta integer)
  returns void
  language plpgsql
  as $$
  declare
    remaining integer;
  begin
    if delta > 0 then
      insert into map_catalogue_places as pair values (catalogue, place, delta)
        on conflict (catalogue_id, place_id) do update set editions = pair.editions + delta
        returning pair.editions into remaining;
    else
      delete from map_catalogue_places
        where catalogue_id = catalogue and place_id = place and editions = -delta;
      if found then
        remaining := 0;
      else
        update map_catalogue_places set editions = editions + delta
          where catalogue_id = catalogue and place_id = place;
      end if;
    end if;
    if remaining = delta or remaining = 0 then
      insert into map_place_counts as counts (place_id, catalogues) values (place, delta)
        on conflict (place_id) do update set catalogues = counts.catalogues + delta;
    end if;
  end;
  $$;

create or replace function map_count_publisher_place(publisher integer, place integer, delta integer)
  returns void
  language plpgsql
  as $$
  declare
    remaining integer;
  begin
    if delta > 0 then
      insert into map_publisher_places as pair values (publisher, place, delta)
        on conflict (publisher_id, place_id) do update set editions = pair.editions + delta
        returning pair.editions into remaining;
    else
      delete from map_publisher_places
        where publisher_id = publisher and place_id = place and editions = -delta;
      if found then
        remaining := 0;
      else
        update map_publisher_places set editions = editions + delta
          where publisher_id = publisher and place_id = place;
      end if;
    end if;
    if remaining = delta or remaining = 0 then
      insert into map_place_counts as counts (place_id, publishers) values (place, delta)
        on conflict (place_id) do update set publishers = counts.publishers + delta;
    end if;
  end;
  $$;

create or replace function map_count_publisher_year(publisher integer, edition_year integer, delta integer)
  returns void
  language plpgsql
  as $$
  declare
    remaining integer;
    single_year int4multirange := int4multirange(int4range(edition_year, edition_year, '[]'));
  begin
    if edition_year is null then
      return;
    end if;
    if delta > 0 then
      insert into map_publisher_years as pair values (publisher, edition_year, delta)
        on conflict (publisher_id, year) do update set editions = pair.editions + delta
        returning pair.editions into remaining;
      if remaining = delta then
        insert into map_publisher_activity as activity values (publisher, single_year)
          on conflict (publisher_id) do update set years = activity.years + single_year;
      end if;
    else
      delete from map_publisher_years
        where publisher_id = publisher and year = edition_year and editions = -delta;
      if found then
        update map_publisher_activity set years = years - single_year where publisher_id = publisher;
      else
        update map_publisher_years set editions = editions + delta
          where publisher_id = publisher and year = edition_year;
      end if;
    end if;
  end;
  $$;

-- The pairs one link row makes. Each reads only the other tables as they stand, and a link row
-- whose edition is gone is skipped: deleting an edition counts its whole contribution out first
-- (editions_map_counts_delete), before its links cascade away in an order that is not defined.
create or replace function map_count_edition_place(edition integer, place integer, delta integer)
  returns void
  language plpgsql
  as $$
  declare
    catalogue integer;
  begin
    select catalogue_id into catalogue from editions where id = edition;
    if not found then
      return;
    end if;
    perform map_count_catalogue_place(catalogue, place, delta);
    perform map_count_publisher_place(l.publisher_id, place, delta)
      from edition_publishers l where l.edition_id = edition;
  end;
  $$;

create or replace function map_count_edition_publisher(edition integer, publisher integer, delta integer)
  returns void
  language plpgsql
  as $$
  declare
    edition_year integer;
  begin
    select year into edition_year from editions where id = edition;
    if not found then
      return;
    end if;
    perform map_count_publisher_year(publisher, edition_year, delta);
    perform map_count_publisher_place(publisher, l.place_id, delta)
      from edition_places l where l.edition_id = edition;
  end;
  $$;

create or replace function edition_places_map_counts() returns trigger
  language plpgsql
  as $$
  begin
    if tg_op in ('DELETE', 'UPDATE') then
      perform map_count_edition_place(old.edition_id, old.place_id, -1);
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      perform map_count_edition_place(new.edition_id, new.place_id, 1);
    end if;
    return null;
  end;
  $$;

create or replace function edition_publishers_map_counts() returns trigger
  language plpgsql
  as $$
  begin
    if tg_op in ('DELETE', 'UPDATE') then
      perform map_count_edition_publisher(old.edition_id, old.publisher_id, -1);
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      perform map_count_edition_publisher(new.edition_id, new.publisher_id, 1);
    end if;
    return null;
  end;
  $$;

create trigger edition_places_map_counts
  after insert or delete or update of edition_id, place_id on edition_places
  for each row execute function edition_places_map_counts();
create trigger edition_publishers_map_counts
  after insert or delete or update of edition_id, publisher_id on edition_publishers
  for each row execute function edition_publishers_map_counts();

-- An edition deleted (alone or with its catalogue): its pairs counted out while its links still
-- stand. A BEFORE trigger runs when the row is locked for deletion, so it counts each deletion once.
create or replace function editions_map_counts_delete() returns trigger
  language plpgsql
  as $$
  begin
    perform map_count_catalogue_place(old.catalogue_id, l.place_id, -1)
      from edition_places l where l.edition_id = old.id;
    perform map_count_publisher_year(l.publisher_id, old.year, -1)
      from edition_publishers l where l.edition_id = old.id;
    perform map_count_publisher_place(pub.publisher_id, pl.place_id, -1)
      from edition_publishers pub join edition_places pl on pl.edition_id = pub.edition_id
      where pub.edition_id = old.id;
    return old;
  end;
  $$;

-- An edition moved to another catalogue, or its date changed to another year.
create or replace function editions_map_counts_update() returns trigger
  language plpgsql
  as $$
  begin
    if old.catalogue_id is distinct from new.catalogue_id then
      perform map_count_catalogue_place(old.catalogue_id, l.place_id, -1),
        map_count_catalogue_place(new.catalogue_id, l.place_id, 1)
        from edition_places l where l.edition_id = new.id;
    end if;
    if old.year is distinct from new.year then
      perform map_count_publisher_year(l.publisher_id, old.year, -1),
        map_count_publisher_year(l.publisher_id, new.year, 1)
        from edition_publishers l where l.edition_id = new.id;
    end if;
    return null;
  end;
  $$;

create trigger editions_map_counts_delete before delete on editions
  for each row execute function editions_map_counts_delete();
create trigger editions_map_counts_update after update on editions
  for each row
  when (old.catalogue_id is distinct from new.catalogue_id or old.year is distinct from new.year)
  execute function editions_map_counts_update();

-- Backfill from the data as it stands.
insert into map_catalogue_places (catalogue_id, place_id, editions)
  select e.catalogue_id, l.place_id, count(*)
  from editions e join edition_places l on l.edition_id = e.id
  group by e.catalogue_id, l.place_id;
insert into map_publisher_places (publisher_id, place_id, editions)
  select pub.publisher_id, pl.place_id, count(*)
  from edition_publishers pub join edition_places pl on pl.edition_id = pub.edition_id
  group by pub.publisher_id, pl.place_id;
insert into map_publisher_years (publisher_id, year, editions)
  select l.publisher_id, e.year, count(*)
  from edition_publishers l join editions e on e.id = l.edition_id
  where e.year is not null
  group by l.publisher_id, e.year;
insert into map_publisher_activity (publisher_id, years)
  select publisher_id, range_agg(int4range(year, year, '[]')) from map_publisher_years group by publisher_id;
insert into map_place_counts (place_id, catalogues, publishers)
  select coalesce(c.place_id, p.place_id), coalesce(c.count, 0), coalesce(p.count, 0)
  from (select place_id, count(*)::int as count from map_catalogue_places group by place_id) c
  full join (select place_id, count(*)::int as count from map_publisher_places group by place_id) p
    on p.place_id = c.place_id;

-- 2. The PDF search's index. PostgreSQL prices reading an edition's tsvector as reading the pointer
-- to it, but each is TOASTed (6 kB on average in the synthetic collection): it read all of them
-- (300 ms on 100,000 catalogues, even for a word no PDF holds) rather than ask the index. The index
-- is now on `pdf_words(tsv)`, the tsvector itself through a function priced nearer what reading it
-- costs, so the planner asks the index, unless the words are so common that walking the editions
-- in the list's order meets ten of them first. (Priced higher, that walk looked worth a parallel
-- worker, which costs more than it saves.) The index answers without rechecking, so where it is
-- used the function never runs.
create or replace function pdf_words(words tsvector) returns tsvector
  language plpgsql
  immutable
  parallel safe
  cost 100
  as $$
  begin
    return words;
  end;
  $$;
create index edition_texts_words on edition_texts using gin (pdf_words(tsv));
drop index edition_texts_tsv;
