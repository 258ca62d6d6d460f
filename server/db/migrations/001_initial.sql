-- The whole schema. It runs unchanged on PGlite and on PostgreSQL.
create extension if not exists pg_trgm;
create extension if not exists unaccent;

-- Accent- and case-folding usable in index expressions (unaccent itself is only STABLE).
create or replace function fold(value text) returns text
  language sql immutable parallel safe strict
  as $$ select lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

-- The year of an edition: the first 4-digit year from 1000 to 2999 in its date text.
create or replace function year_of(date_text text) returns integer
  language sql immutable parallel safe strict
  as $$ select substring(date_text from '(?:^|[^0-9])([12][0-9]{3})(?:[^0-9]|$)')::integer $$;

create table settings (
  key text primary key,
  value text not null
);

create table users (
  id serial primary key,
  email text not null unique,
  name text not null,
  password_hash text not null,
  role text not null check (role in ('ADMIN', 'USER')),
  organisation text,
  phone text,
  scholarity text,
  created_at timestamptz not null default now()
);

create table files (
  id serial primary key,
  sha256 text not null unique,
  mime_type text not null,
  size bigint not null,
  width integer,
  height integer,
  file_name text,
  created_at timestamptz not null default now()
);

create table publishers (
  id serial primary key,
  name text not null,
  name_sort text generated always as (fold(name)) stored,
  description text,
  active_from integer,
  active_to integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index publishers_sort on publishers (name_sort, id);
create index publishers_name_trgm on publishers using gin (name_sort gin_trgm_ops);

create table places (
  id serial primary key,
  names jsonb not null,
  -- every name in every language and the original name, folded: kept by the domain code on write
  all_names text not null default '',
  original_name text,
  geoname_id integer,
  latitude double precision,
  longitude double precision,
  country_code text,
  label text,
  prefix text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index places_all_names_trgm on places using gin (all_names gin_trgm_ops);
create index places_geoname on places (geoname_id);

create table holders (
  id serial primary key,
  name text not null,
  name_sort text generated always as (fold(name)) stored,
  label text,
  prefix text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index holders_sort on holders (name_sort, id);
create index holders_name_trgm on holders using gin (name_sort gin_trgm_ops);

create table catalogues (
  id serial primary key,
  title text not null,
  main_title text not null,
  title_sort text generated always as (fold(title)) stored,
  -- titles, edition titles, publishers' names and place names, folded: see refresh_catalogue_search
  search_text text not null default '',
  search_doc tsvector generated always as (to_tsvector('simple', search_text)) stored,
  -- first edition's year, for ordering and display; kept by refresh_catalogue_search
  first_year integer,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index catalogues_sort on catalogues (title_sort, id);
create index catalogues_search_doc on catalogues using gin (search_doc);
create index catalogues_search_trgm on catalogues using gin (search_text gin_trgm_ops);
create index catalogues_title_trgm on catalogues using gin (title_sort gin_trgm_ops);

create table editions (
  id serial primary key,
  catalogue_id integer not null references catalogues (id) on delete cascade,
  position integer not null,
  title text,
  date text,
  year integer generated always as (year_of(date)) stored,
  date_uncertain boolean not null default false,
  edition_enumeration text,
  physical_description text,
  illustrative_content text,
  has_annotation boolean not null default false,
  annotation text,
  citation text,
  pdf_page_count integer,
  pdf_file_id integer references files (id),
  pdf_pages integer,
  cover_file_id integer references files (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index editions_catalogue on editions (catalogue_id, position);
create index editions_year on editions (year, catalogue_id);

create table edition_publishers (
  edition_id integer not null references editions (id) on delete cascade,
  publisher_id integer not null references publishers (id),
  position integer not null default 0,
  primary key (edition_id, publisher_id)
);
create index edition_publishers_publisher on edition_publishers (publisher_id, edition_id);

create table edition_places (
  edition_id integer not null references editions (id) on delete cascade,
  place_id integer not null references places (id),
  position integer not null default 0,
  primary key (edition_id, place_id)
);
create index edition_places_place on edition_places (place_id, edition_id);

create table edition_holders (
  edition_id integer not null references editions (id) on delete cascade,
  holder_id integer not null references holders (id),
  position integer not null default 0,
  primary key (edition_id, holder_id)
);
create index edition_holders_holder on edition_holders (holder_id, edition_id);

create table supplementary_contents (
  id serial primary key,
  catalogue_id integer not null references catalogues (id) on delete cascade,
  supplement_catalogue_id integer references catalogues (id) on delete cascade,
  title text,
  note text,
  created_at timestamptz not null default now(),
  check (supplement_catalogue_id is null or supplement_catalogue_id <> catalogue_id),
  unique (catalogue_id, supplement_catalogue_id)
);
create index supplementary_contents_supplement on supplementary_contents (supplement_catalogue_id);

create table pdf_pages (
  edition_id integer not null references editions (id) on delete cascade,
  page integer not null,
  text text not null,
  tsv tsvector generated always as (to_tsvector('simple', fold(text))) stored,
  primary key (edition_id, page)
);
create index pdf_pages_tsv on pdf_pages using gin (tsv);

create table languages (
  id serial primary key,
  service_id integer not null,
  name text not null,
  prefix text not null,
  built_in boolean not null default false,
  created_at timestamptz not null default now(),
  unique (service_id, prefix)
);

create table translations (
  id serial primary key,
  service_id integer not null,
  key text not null,
  prefix text not null,
  value text not null,
  description text,
  grp text,
  type text,
  updated_at timestamptz not null default now(),
  unique (service_id, prefix, key)
);
create index translations_key on translations (service_id, key);

-- Recomputes the folded search text and first year of the given catalogues from their titles,
-- editions, publishers and places. Called after every write that changes any of them.
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
    first_year = (select e.year from editions e where e.catalogue_id = c.id order by e.position limit 1)
  where c.id = any(catalogue_ids);
  $$;
