-- The rights statement staff set on an edition: a Creative Commons licence or public domain tool,
-- or a RightsStatements.org statement, as the URI the IIIF manifest's `rights` carries
-- (common/rights-statements.ts lists them; the API refuses any other). Null: not stated.
alter table editions add column rights text check (rights ~ '^http://(creativecommons|rightsstatements)\.org/');
