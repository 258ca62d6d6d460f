-- Deleted editions, kept for OAI-PMH (deletedRecord: persistent) so harvesters learn of the
-- deletion: the edition's id, its sets at the time (publisher:{id}, place:{id}) and when it went.
-- A trigger fills it, so every way an edition is deleted counts: deleteEdition, deleteCatalogue,
-- the cascade from a catalogue, or SQL by hand.
create table oai_deleted_editions (
  edition_id integer primary key,
  catalogue_id integer not null,
  set_specs text[] not null default '{}',
  deleted_at timestamptz not null default now()
);
create index oai_deleted_editions_datestamp on oai_deleted_editions (deleted_at, edition_id);

-- BEFORE the row goes, while its publisher and place links (deleted by cascade after it) are
-- still there to read.
create or replace function remember_deleted_edition() returns trigger
  language plpgsql
  as $$
  begin
    insert into oai_deleted_editions (edition_id, catalogue_id, set_specs, deleted_at)
    values (
      old.id,
      old.catalogue_id,
      array(select 'publisher:' || l.publisher_id from edition_publishers l
              where l.edition_id = old.id order by l.position, l.publisher_id)
        || array(select 'place:' || l.place_id from edition_places l
              where l.edition_id = old.id order by l.position, l.place_id),
      now())
    on conflict (edition_id) do update
      set catalogue_id = excluded.catalogue_id, set_specs = excluded.set_specs, deleted_at = excluded.deleted_at;
    return old;
  end;
  $$;

create trigger editions_oai_deletions before delete on editions
  for each row execute function remember_deleted_edition();
