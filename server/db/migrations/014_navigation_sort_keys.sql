-- The navigation list's sort keys, stored so a window sorted by publishers or places reads an
-- index instead of joining every edition's names on every call (about 0.4 s at 100,000).
-- One row per edition and interface language (places sort by their name in that language):
-- `publishers` is the edition's folded publisher names, `places` its folded place names, each
-- joined by ', ' in the edition's order; null when it has none (those sort last). Statement-level
-- triggers keep the keys current as editions, links, names and languages change, so writers and
-- seeds need not know about them, and a bulk insert recomputes its editions in one statement.
create table if not exists edition_sort_keys (
  edition_id integer not null references editions(id) on delete cascade,
  lang text not null,
  publishers text,
  places text,
  primary key (edition_id, lang)
);

-- Both directions keep editions without a key last, so each key has an index per direction.
create index if not exists edition_sort_keys_publishers on edition_sort_keys (lang, publishers, edition_id);
create index if not exists edition_sort_keys_publishers_desc
  on edition_sort_keys (lang, publishers desc nulls last, edition_id);
create index if not exists edition_sort_keys_places on edition_sort_keys (lang, places, edition_id);
create index if not exists edition_sort_keys_places_desc
  on edition_sort_keys (lang, places desc nulls last, edition_id);

-- The languages the keys are kept in: every interface language, and English, the names' fallback.
create or replace function sort_key_languages() returns setof text
  language sql stable
  as $$
    select 'EN' union select upper(prefix) from languages
  $$;

-- The stored language a navigation list in `lang` sorts by: English when `lang` has no keys.
create or replace function sort_key_language(lang text) returns text
  language sql stable
  as $$
    select coalesce((select l from sort_key_languages() l where l = upper(lang)), 'EN')
  $$;

-- Recompute the keys of the given editions (ids of deleted editions are skipped) in every
-- language: the publishers' with the publishers' names, the places' with the places' names. Each
-- aggregates the links of all the editions at once, which keeps a bulk insert (a seed) to one pass.
-- A place's name in a language falls back to English, its original name, any name, as the list
-- shows it.
create or replace function refresh_publisher_sort_keys(edition_ids integer[]) returns void
  language sql
  as $$
    insert into edition_sort_keys (edition_id, lang, publishers)
    select e.id, lang.code, keys.key
    from editions e cross join sort_key_languages() as lang(code)
    left join (
      select l.edition_id, string_agg(p.name_sort, ', ' order by l.position, p.id) as key
      from edition_publishers l join publishers p on p.id = l.publisher_id
      where l.edition_id = any(edition_ids) group by l.edition_id
    ) keys on keys.edition_id = e.id
    where e.id = any(edition_ids)
    on conflict (edition_id, lang) do update set publishers = excluded.publishers
      where edition_sort_keys.publishers is distinct from excluded.publishers
  $$;

create or replace function refresh_place_sort_keys(edition_ids integer[]) returns void
  language sql
  as $$
    with linked as (
      select l.edition_id, l.place_id, l.position from edition_places l where l.edition_id = any(edition_ids)
    ), names as (
      select p.id, lang.code, fold(coalesce(p.names->>lang.code, p.names->>'EN', p.original_name,
          (select value from jsonb_each_text(p.names) limit 1), '')) as name
      from places p cross join sort_key_languages() as lang(code)
      where p.id in (select place_id from linked)
    ), keys as (
      select l.edition_id, n.code, string_agg(n.name, ', ' order by l.position, n.id) as key
      from linked l join names n on n.id = l.place_id group by l.edition_id, n.code
    )
    insert into edition_sort_keys (edition_id, lang, places)
    select e.id, lang.code, keys.key
    from editions e cross join sort_key_languages() as lang(code)
    left join keys on keys.edition_id = e.id and keys.code = lang.code
    where e.id = any(edition_ids)
    on conflict (edition_id, lang) do update set places = excluded.places
      where edition_sort_keys.places is distinct from excluded.places
  $$;

create or replace function refresh_edition_sort_keys(edition_ids integer[]) returns void
  language sql
  as $$
    select refresh_publisher_sort_keys(edition_ids);
    select refresh_place_sort_keys(edition_ids);
  $$;

-- New editions have no links yet: rows with empty keys, without looking any up.
create or replace function editions_sort_keys_insert() returns trigger
  language plpgsql
  as $$
  begin
    insert into edition_sort_keys (edition_id, lang)
    select n.id, lang.code from new_rows n cross join sort_key_languages() as lang(code)
    on conflict do nothing;
    return null;
  end;
  $$;

-- The link tables' triggers, one function per table and event (transition tables differ).
create or replace function edition_publishers_sort_keys_insert() returns trigger
  language plpgsql
  as $$
  begin
    perform refresh_publisher_sort_keys(array(select distinct edition_id from new_rows));
    return null;
  end;
  $$;

create or replace function edition_publishers_sort_keys_delete() returns trigger
  language plpgsql
  as $$
  begin
    perform refresh_publisher_sort_keys(array(select distinct edition_id from old_rows));
    return null;
  end;
  $$;

create or replace function edition_publishers_sort_keys_update() returns trigger
  language plpgsql
  as $$
  begin
    perform refresh_publisher_sort_keys(array(
      select edition_id from old_rows union select edition_id from new_rows));
    return null;
  end;
  $$;

create or replace function edition_places_sort_keys_insert() returns trigger
  language plpgsql
  as $$
  begin
    perform refresh_place_sort_keys(array(select distinct edition_id from new_rows));
    return null;
  end;
  $$;

create or replace function edition_places_sort_keys_delete() returns trigger
  language plpgsql
  as $$
  begin
    perform refresh_place_sort_keys(array(select distinct edition_id from old_rows));
    return null;
  end;
  $$;

create or replace function edition_places_sort_keys_update() returns trigger
  language plpgsql
  as $$
  begin
    perform refresh_place_sort_keys(array(
      select edition_id from old_rows union select edition_id from new_rows));
    return null;
  end;
  $$;

create or replace function publishers_sort_keys_update() returns trigger
  language plpgsql
  as $$
  begin
    perform refresh_publisher_sort_keys(array(
      select distinct l.edition_id from edition_publishers l
      join new_rows n on n.id = l.publisher_id join old_rows o on o.id = n.id
      where n.name_sort is distinct from o.name_sort));
    return null;
  end;
  $$;

create or replace function places_sort_keys_update() returns trigger
  language plpgsql
  as $$
  begin
    perform refresh_place_sort_keys(array(
      select distinct l.edition_id from edition_places l
      join new_rows n on n.id = l.place_id join old_rows o on o.id = n.id
      where (n.names, n.original_name) is distinct from (o.names, o.original_name)));
    return null;
  end;
  $$;

-- A language added computes its keys for every edition; one removed takes its keys along.
-- (Statement triggers also fire for statements that change no row, as the start-up's sync of the
-- built-in languages does: the transition tables keep those cheap.)
create or replace function languages_sort_keys_removed() returns trigger
  language plpgsql
  as $$
  begin
    delete from edition_sort_keys k
    where k.lang in (select upper(prefix) from old_rows) and k.lang not in (select sort_key_languages());
    return null;
  end;
  $$;

create or replace function languages_sort_keys_added() returns trigger
  language plpgsql
  as $$
  begin
    if exists (select 1 from new_rows n
               where not exists (select 1 from edition_sort_keys k where k.lang = upper(n.prefix))) then
      perform refresh_edition_sort_keys(array(select id from editions));
    end if;
    return null;
  end;
  $$;

-- Transition tables allow one event per trigger, hence a trigger per event.
drop trigger if exists editions_sort_keys_insert on editions;
create trigger editions_sort_keys_insert after insert on editions
  referencing new table as new_rows for each statement execute function editions_sort_keys_insert();

drop trigger if exists edition_publishers_sort_keys_insert on edition_publishers;
create trigger edition_publishers_sort_keys_insert after insert on edition_publishers
  referencing new table as new_rows for each statement execute function edition_publishers_sort_keys_insert();
drop trigger if exists edition_publishers_sort_keys_delete on edition_publishers;
create trigger edition_publishers_sort_keys_delete after delete on edition_publishers
  referencing old table as old_rows for each statement execute function edition_publishers_sort_keys_delete();
drop trigger if exists edition_publishers_sort_keys_update on edition_publishers;
create trigger edition_publishers_sort_keys_update after update on edition_publishers
  referencing old table as old_rows new table as new_rows
  for each statement execute function edition_publishers_sort_keys_update();

drop trigger if exists edition_places_sort_keys_insert on edition_places;
create trigger edition_places_sort_keys_insert after insert on edition_places
  referencing new table as new_rows for each statement execute function edition_places_sort_keys_insert();
drop trigger if exists edition_places_sort_keys_delete on edition_places;
create trigger edition_places_sort_keys_delete after delete on edition_places
  referencing old table as old_rows for each statement execute function edition_places_sort_keys_delete();
drop trigger if exists edition_places_sort_keys_update on edition_places;
create trigger edition_places_sort_keys_update after update on edition_places
  referencing old table as old_rows new table as new_rows
  for each statement execute function edition_places_sort_keys_update();

drop trigger if exists publishers_sort_keys_update on publishers;
create trigger publishers_sort_keys_update after update on publishers
  referencing old table as old_rows new table as new_rows
  for each statement execute function publishers_sort_keys_update();
drop trigger if exists places_sort_keys_update on places;
create trigger places_sort_keys_update after update on places
  referencing old table as old_rows new table as new_rows
  for each statement execute function places_sort_keys_update();

drop trigger if exists languages_sort_keys_insert on languages;
create trigger languages_sort_keys_insert after insert on languages
  referencing new table as new_rows for each statement execute function languages_sort_keys_added();
drop trigger if exists languages_sort_keys_update on languages;
create trigger languages_sort_keys_update after update on languages
  referencing old table as old_rows new table as new_rows
  for each statement execute function languages_sort_keys_removed();
drop trigger if exists languages_sort_keys_update_added on languages;
create trigger languages_sort_keys_update_added after update on languages
  referencing new table as new_rows for each statement execute function languages_sort_keys_added();
drop trigger if exists languages_sort_keys_delete on languages;
create trigger languages_sort_keys_delete after delete on languages
  referencing old table as old_rows for each statement execute function languages_sort_keys_removed();

-- The editions already there.
select refresh_edition_sort_keys(array(select id from editions));

-- The navigation list by date (issue 17): the interval's start, then its end, undated last in
-- both directions. Earliest first reads editions_date_interval (migration 013) forward.
create index if not exists editions_date_interval_latest_first
  on editions (date_from desc nulls last, date_to desc nulls last);
