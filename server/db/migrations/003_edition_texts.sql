-- The words of each edition's whole PDF, for finding the editions a search matches without
-- reading every page: one stripped tsvector per edition (lexemes only, no positions). The pages
-- themselves (pdf_pages) are then searched only for the editions shown.
create table edition_texts (
  edition_id integer primary key references editions (id) on delete cascade,
  tsv tsvector not null
);
create index edition_texts_tsv on edition_texts using gin (tsv);

create or replace function refresh_edition_texts(edition_ids integer[]) returns void
  language sql
  as $$
  delete from edition_texts where edition_id = any(edition_ids);
  insert into edition_texts (edition_id, tsv)
    select edition_id, strip(to_tsvector('simple', fold(string_agg(text, ' ' order by page))))
    from pdf_pages where edition_id = any(edition_ids) group by edition_id;
  $$;

select refresh_edition_texts(array(select distinct edition_id from pdf_pages));

create trigger edition_texts_data_version after insert or update or delete on edition_texts
  for each statement execute function bump_data_version();
