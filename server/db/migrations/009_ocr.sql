-- OCR of scanned pages (issue 15): one job per edition's PDF, worked through in the background by
-- the server's OCR workers. A job names the file it reads by its hash: replacing the PDF deletes
-- the job and queues a new one, so a worker still busy with the old file finds its job gone and
-- stops. Jobs live in the database so that a restart resumes them.
create table ocr_jobs (
  id serial primary key,
  edition_id integer not null unique references editions (id) on delete cascade,
  file_sha256 text not null,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  -- The pages to recognise (those without a text layer), in order; null until the worker has
  -- counted the pages of a PDF whose text extraction failed.
  pages integer[],
  -- How many of `pages` are behind us: a resumed job starts at the next one.
  pages_done integer not null default 0,
  -- Pages the engine could not draw or read: left out, the others recognised all the same.
  skipped_pages integer[] not null default '{}',
  error text,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  updated_at timestamptz not null default now(),
  finished_at timestamptz
);
create index ocr_jobs_queued on ocr_jobs (id) where status = 'queued';

-- The recognised words of a page whose text came from OCR, for the reader's highlights:
-- [[text, left, top, width, height, confidence], ...], the box as fractions of the page.
-- Null on pages whose text came from the PDF's text layer.
alter table pdf_pages add column ocr_words jsonb;

-- 'ocr': the PDF had no text layer (or it could not be read), and the search finds the text OCR
-- recognised on its page images.
alter table editions drop constraint editions_pdf_text_status_check;
alter table editions add constraint editions_pdf_text_status_check
  check (pdf_text_status in ('indexed', 'no-text', 'ocr', 'failed'));
