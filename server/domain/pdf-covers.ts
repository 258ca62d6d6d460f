import sharp from 'sharp';
import type { DomainContext } from './context.ts';
import { type FileStore, registerFile, releaseFiles } from './files.ts';

/** Draws PDF pages (the app's PDFium worker pool); sizes are in PDF points, pixels RGBA. */
export interface PdfPageDrawer {
  describe(path: string, page: number): Promise<{ width: number; height: number }>;
  render(
    path: string,
    page: number,
    size: { width: number; height: number },
  ): Promise<{ width: number; height: number; pixels: Uint8Array }>;
}

/** Wide enough for a cover at full screen width on a phone and for a zoom in the IIIF viewer. */
export const PDF_COVER_WIDTH = 1000;
/** A title page is drawn larger than it is printed, but never absurdly tall (a scroll, a strip). */
const MAX_COVER_HEIGHT = 3000;

/** The PDF's first page as a JPEG, `PDF_COVER_WIDTH` pixels wide. */
export async function drawPdfCover(pages: PdfPageDrawer, pdfPath: string): Promise<Buffer> {
  const page = await pages.describe(pdfPath, 1);
  const height = Math.min(
    MAX_COVER_HEIGHT,
    Math.max(1, Math.round((PDF_COVER_WIDTH * page.height) / page.width)),
  );
  const drawn = await pages.render(pdfPath, 1, { width: PDF_COVER_WIDTH, height });
  return sharp(drawn.pixels, { raw: { width: drawn.width, height: drawn.height, channels: 4 } })
    .removeAlpha()
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

export type PdfCoverOutcome = 'made' | 'kept-chosen-cover' | 'not-drawable';

/**
 * Gives an edition a cover made from its PDF's first page, unless staff chose one: a cover made
 * from an earlier PDF is replaced, and the file it leaves is deleted unless something else uses it.
 * A PDF whose first page cannot be drawn leaves the edition as it was: the PDF itself is kept and
 * served, only the cover is missing, as before.
 */
export async function coverFromPdf(
  ctx: DomainContext,
  store: FileStore,
  pages: PdfPageDrawer,
  editionId: number,
  pdfPath: string,
): Promise<PdfCoverOutcome> {
  if (await hasChosenCover(ctx, editionId)) return 'kept-chosen-cover';
  let jpeg: Buffer;
  try {
    jpeg = await drawPdfCover(pages, pdfPath);
  } catch {
    // Unreadable, out of time or out of memory: the IIIF page images report the same PDF as unavailable.
    return 'not-drawable';
  }
  const { width, height } = await sharp(jpeg).metadata();
  const received = await store.receive(jpeg);
  try {
    const outcome = await ctx.db.transaction(async (tx) => {
      const [edition] = await tx.query<{ cover_file_id: number | null; cover_from_pdf: boolean }>(
        'select cover_file_id, cover_from_pdf from editions where id = $1 for update',
        [editionId],
      );
      // Staff may have chosen a cover while the page was drawn: theirs wins.
      if (!edition || (edition.cover_file_id !== null && !edition.cover_from_pdf)) return null;
      const fileId = await registerFile(tx, {
        sha256: received.sha256,
        mimeType: 'image/jpeg',
        size: received.size,
        width: width ?? null,
        height: height ?? null,
      });
      await tx.query(
        'update editions set cover_file_id = $1, cover_from_pdf = true, updated_at = now() where id = $2',
        [fileId, editionId],
      );
      await store.keep(received);
      return { replaced: edition.cover_file_id === fileId ? null : edition.cover_file_id };
    });
    if (!outcome) return 'kept-chosen-cover';
    await releaseFiles(ctx.db, store, [outcome.replaced]);
    return 'made';
  } finally {
    await store.discard(received);
  }
}

async function hasChosenCover(ctx: DomainContext, editionId: number): Promise<boolean> {
  const [edition] = await ctx.db.query<{ chosen: boolean }>(
    'select cover_file_id is not null and not cover_from_pdf as chosen from editions where id = $1',
    [editionId],
  );
  return edition?.chosen ?? false;
}
