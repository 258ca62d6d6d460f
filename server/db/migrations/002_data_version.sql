-- A counter that changes with every write to the catalogue data or the translations, kept by
-- statement-level triggers, so every server instance can tell whether a cached answer is current.
insert into settings (key, value) values ('data_version', '0') on conflict (key) do nothing;

create or replace function bump_data_version() returns trigger
  language plpgsql
  as $$
  begin
    update settings set value = (value::bigint + 1)::text where key = 'data_version';
    return null;
  end;
  $$;

create trigger catalogues_data_version after insert or update or delete on catalogues
  for each statement execute function bump_data_version();
create trigger editions_data_version after insert or update or delete on editions
  for each statement execute function bump_data_version();
create trigger edition_publishers_data_version after insert or update or delete on edition_publishers
  for each statement execute function bump_data_version();
create trigger edition_places_data_version after insert or update or delete on edition_places
  for each statement execute function bump_data_version();
create trigger edition_holders_data_version after insert or update or delete on edition_holders
  for each statement execute function bump_data_version();
create trigger supplementary_contents_data_version after insert or update or delete on supplementary_contents
  for each statement execute function bump_data_version();
create trigger places_data_version after insert or update or delete on places
  for each statement execute function bump_data_version();
create trigger publishers_data_version after insert or update or delete on publishers
  for each statement execute function bump_data_version();
create trigger holders_data_version after insert or update or delete on holders
  for each statement execute function bump_data_version();
create trigger pdf_pages_data_version after insert or update or delete on pdf_pages
  for each statement execute function bump_data_version();
create trigger files_data_version after insert or update or delete on files
  for each statement execute function bump_data_version();
create trigger translations_data_version after insert or update or delete on translations
  for each statement execute function bump_data_version();
create trigger languages_data_version after insert or update or delete on languages
  for each statement execute function bump_data_version();
