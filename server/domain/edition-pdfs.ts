import type { Readable } from 'node:stream';
import type { Queryable } from '../db/database.ts';
import { forgetEditionEntries, indexEditionEntries } from './catalogue-entries-store.ts';
import type { DomainContext } from './context.ts';
import { type Edition, getEdition } from './editions.ts';
import { HttpError, notFound } from './errors.ts';
import { type FileStore, registerFile, releaseFiles } from './files.ts';
import { cancelOcr, queueOcr } from './ocr/ocr-jobs.ts';
import { coverFromPdf, type PdfPageDrawer } from './pdf-covers.ts';
import { extractPdfFileText, type PdfTextLimits, type PdfTextOutcome } from './pdf-text.ts';

async function assertEdition({ db }: DomainContext, catalogueId: number, editionId: number) {
  const rows = await db.query('select 1 from editions where id = $1 and catalogue_id = $2', [
    editionId,
    catalogueId,
  ]);
  if (rows.length === 0) throw notFound();
}

/** The edition's PDF file, locked until the transaction ends so a concurrent change waits. */
async function pdfOf(tx: Queryable, catalogueId: number, editionId: number) {
  const [row] = await tx.query<{ pdf_file_id: number | null }>(
    'select pdf_file_id from editions where id = $1 and catalogue_id = $2 for update',
    [editionId, catalogueId],
  );
  if (!row) throw notFound();
  return row.pdf_file_id;
}

/**
 * Stores (or replaces) an edition's PDF and indexes its text page by page, so the search inside
 * the catalogues finds it. Only a file that is not a PDF by its first bytes (415) or over the size
 * limit (413) is refused, and then nothing of it is kept. A PDF whose text cannot be extracted
 * within `limits` is stored and served all the same, its `pdf_text_status` telling why the search
 * does not find it. The edition, the file row and the page index change in one transaction; the
 * PDF it replaces is deleted afterwards unless something else uses it. An edition without a cover
 * chosen by staff then gets one made from the PDF's first page, drawn by `pages`. Pages without
 * a text layer are queued for OCR in the same transaction (ocr/ocr-jobs.ts).
 */
export async function attachPdf(
  ctx: DomainContext,
  store: FileStore,
  limits: PdfTextLimits,
  pages: PdfPageDrawer,
  catalogueId: number,
  editionId: number,
  source: Readable | Uint8Array,
): Promise<Edition> {
  await assertEdition(ctx, catalogueId, editionId);
  const received = await store.receive(source, { accept: (type) => type === 'application/pdf' });
  try {
    if (received.truncated) throw new HttpError(413, 'payload_too_large');
    if (received.refused) throw new HttpError(415, 'invalid_pdf');
    const text = await extractPdfFileText(received.path, limits);
    const replaced = await ctx.db.transaction(async (tx) => {
      const previous = await pdfOf(tx, catalogueId, editionId);
      const fileId = await registerFile(tx, {
        sha256: received.sha256,
        mimeType: 'application/pdf',
        size: received.size,
      });
      await writePdfText(tx, editionId, fileId, text);
      await queueOcr(tx, editionId, received.sha256, text);
      // After the row, inside the transaction: see registerFile.
      await store.keep(received);
      return previous === fileId ? null : previous;
    });
    await releaseFiles(ctx.db, store, [replaced]);
    await coverFromPdf(ctx, store, pages, editionId, store.pathOf(received.sha256));
  } finally {
    await store.discard(received);
  }
  return getEdition(ctx, catalogueId, editionId);
}

/**
 * Links the PDF to the edition with its text status, and replaces the page index with its pages
 * and the numbered entries read from them.
 */
async function writePdfText(tx: Queryable, editionId: number, fileId: number, text: PdfTextOutcome) {
  const pages = text.status === 'failed' ? [] : text.pages;
  await tx.query(
    `update editions set pdf_file_id = $1, pdf_pages = $2, pdf_page_count = coalesce(pdf_page_count, $2),
       pdf_text_status = $3, updated_at = now() where id = $4`,
    [fileId, text.pageCount, text.status, editionId],
  );
  await tx.query('delete from pdf_pages where edition_id = $1', [editionId]);
  await tx.query(
    `insert into pdf_pages (edition_id, page, text)
     select $1, page, text from unnest($2::int[], $3::text[]) as pages(page, text)`,
    [editionId, pages.map((page) => page.page), pages.map((page) => page.text.replaceAll('\u0000', ''))],
  );
  await tx.query('select refresh_edition_texts(array[$1::int])', [editionId]);
  await indexEditionEntries(tx, [editionId]);
}

/** Removes the edition's PDF and its text index; the file is deleted unless something else uses it. */
export async function detachPdf(
  ctx: DomainContext,
  store: FileStore,
  catalogueId: number,
  editionId: number,
): Promise<void> {
  const detached = await ctx.db.transaction(async (tx) => {
    const fileId = await pdfOf(tx, catalogueId, editionId);
    if (fileId === null) throw notFound();
    await tx.query(
      `update editions set pdf_file_id = null, pdf_pages = null, pdf_text_status = null, updated_at = now()
       where id = $1`,
      [editionId],
    );
    await tx.query('delete from pdf_pages where edition_id = $1', [editionId]);
    await tx.query('delete from edition_texts where edition_id = $1', [editionId]);
    await forgetEditionEntries(tx, editionId);
    await cancelOcr(tx, editionId);
    return fileId;
  });
  await releaseFiles(ctx.db, store, [detached]);
}

/** Where the edition's PDF lies in the store, for serving it. */
export async function pdfFileOf(
  ctx: DomainContext,
  store: FileStore,
  catalogueId: number,
  editionId: number,
) {
  const [row] = await ctx.db.query<{ sha256: string; size: number }>(
    `select f.sha256, f.size from editions e join files f on f.id = e.pdf_file_id
     where e.id = $1 and e.catalogue_id = $2`,
    [editionId, catalogueId],
  );
  if (!row) throw notFound();
  return { path: store.pathOf(row.sha256), sha256: row.sha256, size: row.size };
}
