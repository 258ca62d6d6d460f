-- The numbered entries (photographs) of each edition, read from its indexed PDF text by
-- server/domain/catalogue-entries.ts, for comparing two editions (issue 17). Written with the
-- pages wherever an edition's text is indexed (an upload, OCR); editions indexed before are read
-- at start-up in batches (server/main.ts), as are editions read by an older version of the reader.
create table edition_entries (
  edition_id integer not null references editions (id) on delete cascade,
  -- The entry's place in the edition's text, from 1.
  ordinal integer not null,
  -- As printed, without its punctuation: '12', '12a', '12bis'.
  number text not null,
  -- The subject as printed, wrapped lines joined.
  text text not null,
  -- The text folded for matching (case, accents, punctuation, spacing).
  folded text not null,
  page integer not null,
  primary key (edition_id, ordinal)
);

-- That an edition's entries were read, how many, and by which version of the reader: the
-- catalogue timeline's `numberedEntries`, and a text read with no entry found (zero) apart from
-- one not read yet (no row).
create table edition_entry_counts (
  edition_id integer primary key references editions (id) on delete cascade,
  entries integer not null,
  reader_version integer not null
);

-- The timeline answers the count: a cached answer is stale once it changes.
create trigger edition_entry_counts_data_version after insert or update or delete on edition_entry_counts
  for each statement execute function bump_data_version();
