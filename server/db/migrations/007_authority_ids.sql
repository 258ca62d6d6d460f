-- Authority identifiers staff record, so the linked data says which record elsewhere a firm or an
-- institution is (schema.org sameAs): for publishers a Wikidata item, a Getty ULAN id and an ISNI;
-- for holders a Wikidata item and an ISIL. Null when unknown. Stored normalised (see
-- common/authority-ids.ts, whose checks the API applies before a value gets here): the checks
-- below only guard that form.
alter table publishers
  add column wikidata text check (wikidata ~ '^Q[1-9][0-9]*$'),
  add column ulan text check (ulan ~ '^500[0-9]{6}$'),
  add column isni text check (isni ~ '^[0-9]{15}[0-9X]$');

alter table holders
  add column wikidata text check (wikidata ~ '^Q[1-9][0-9]*$'),
  add column isil text check (length(isil) <= 16 and isil ~ '^[A-Za-z0-9]{1,4}-[A-Za-z0-9/:-]+$');
