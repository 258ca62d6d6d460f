-- Whether the search inside the catalogues can find an edition's PDF: 'indexed' (its text was
-- extracted page by page), 'no-text' (read, but no text layer at all: a scan), 'failed' (not
-- extracted within the time, memory and page limits, or unreadable; the PDF is still stored and
-- served). Null when the edition has no PDF.
alter table editions add column pdf_text_status text
  check (pdf_text_status in ('indexed', 'no-text', 'failed'));

-- PDFs uploaded before were indexed page by page when they were stored: those with some text are
-- indexed, the others had none to find.
update editions e set pdf_text_status = case
    when exists (select 1 from pdf_pages p where p.edition_id = e.id and p.text <> '') then 'indexed'
    else 'no-text'
  end
  where e.pdf_file_id is not null;

-- Whether a file is still some edition's PDF or cover is asked when files are released, and by the
-- foreign keys when a file row is deleted: without these, every edition is read each time.
create index editions_pdf_file on editions (pdf_file_id) where pdf_file_id is not null;
create index editions_cover_file on editions (cover_file_id) where cover_file_id is not null;
