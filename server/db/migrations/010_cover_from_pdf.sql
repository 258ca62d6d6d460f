-- Whether the edition's cover was made from its PDF's first page (true) or chosen by staff (false):
-- a made cover is made again when the PDF is replaced, a chosen one is never touched.
alter table editions add column cover_from_pdf boolean not null default false;
