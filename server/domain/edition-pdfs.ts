import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { DomainContext } from './context.ts';
import { type Edition, getEdition } from './editions.ts';
import { HttpError, notFound } from './errors.ts';
import { type FileStore, registerFile } from './files.ts';
import { extractPdfPages } from './pdf-text.ts';

async function assertEdition({ db }: DomainContext, catalogueId: number, editionId: number) {
  const rows = await db.query('select 1 from editions where id = $1 and catalogue_id = $2', [
    editionId,
    catalogueId,
  ]);
  if (rows.length === 0) throw notFound();
}

/**
 * Stores (or replaces) an edition's PDF and indexes its text page by page, so the search inside
 * the catalogues finds it. The edition, the file row and the page index change in one transaction.
 */
export async function attachPdf(
  ctx: DomainContext,
  store: FileStore,
  catalogueId: number,
  editionId: number,
  source: Readable | Uint8Array,
): Promise<Edition> {
  await assertEdition(ctx, catalogueId, editionId);
  const stored = await store.put(source);
  // A multipart file over the size limit is cut short, not failed: what was stored is incomplete.
  if ((source as { truncated?: boolean }).truncated) throw new HttpError(413, 'payload_too_large');
  if (stored.mediaType !== 'application/pdf') throw new HttpError(415, 'invalid_pdf');
  const pages = await extractPdfPages(new Uint8Array(await readFile(stored.path))).catch(() => {
    throw new HttpError(415, 'invalid_pdf');
  });
  await ctx.db.transaction(async (tx) => {
    const fileId = await registerFile(tx, {
      sha256: stored.sha256,
      mimeType: 'application/pdf',
      size: stored.size,
    });
    await tx.query(
      `update editions set pdf_file_id = $1, pdf_pages = $2, pdf_page_count = coalesce(pdf_page_count, $2),
         updated_at = now() where id = $3`,
      [fileId, pages.length, editionId],
    );
    await tx.query('delete from pdf_pages where edition_id = $1', [editionId]);
    await tx.query(
      `insert into pdf_pages (edition_id, page, text)
       select $1, page, text from unnest($2::int[], $3::text[]) as pages(page, text)`,
      [editionId, pages.map((page) => page.page), pages.map((page) => page.text.replaceAll('\u0000', ''))],
    );
    await tx.query('select refresh_edition_texts(array[$1::int])', [editionId]);
  });
  return getEdition(ctx, catalogueId, editionId);
}

export async function detachPdf(ctx: DomainContext, catalogueId: number, editionId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const updated = await tx.query(
      `update editions set pdf_file_id = null, pdf_pages = null, updated_at = now()
       where id = $1 and catalogue_id = $2 and pdf_file_id is not null returning id`,
      [editionId, catalogueId],
    );
    if (updated.length === 0) throw notFound();
    await tx.query('delete from pdf_pages where edition_id = $1', [editionId]);
    await tx.query('delete from edition_texts where edition_id = $1', [editionId]);
  });
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
