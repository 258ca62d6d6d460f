/**
 * The OCR queue in the database: one job per edition's PDF, claimed by the server's OCR workers
 * (server/services/ocr), page by page written into the PDF search's index. Plain SQL and the rules
 * of the queue; drawing and recognising pages is the workers' business.
 */
import type { components } from '../../../openapi/generated/catalogue';
import type { Database, Queryable } from '../../db/database.ts';
import { indexEditionEntries } from '../catalogue-entries-store.ts';
import type { DomainContext } from '../context.ts';
import { conflict, notFound } from '../errors.ts';
import type { PdfTextOutcome } from '../pdf-text.ts';
import { searchWords } from '../text.ts';
import type { OcrWord, RecognisedPage } from './tesseract-tsv.ts';

export type OcrState = components['schemas']['OcrState'];
export type OcrPageWords = components['schemas']['OcrPageWords'];
export type OcrJobStatus = 'queued' | 'running' | 'done' | 'failed';

/** A claimed job: what a worker needs to carry on with it. */
export interface OcrJob {
  id: number;
  editionId: number;
  sha256: string;
  /** The pages to recognise, in order; null until counted (a PDF whose text extraction failed). */
  pages: number[] | null;
  /** How many of `pages` were recognised (or skipped) before: the job resumes after them. */
  pagesDone: number;
}

/**
 * Which pages of a freshly stored PDF OCR should read: those without a text layer. A PDF whose
 * text could not be extracted gets every page (null: counted when the job starts), since PDFium
 * may draw what pdf.js could not read; one over the page limit gets none.
 */
export function pagesToRecognise(text: PdfTextOutcome): number[] | null | 'none' {
  if (text.status === 'failed') return text.reason === 'too-many-pages' ? 'none' : null;
  const pages = text.pages.filter((page) => page.text.trim() === '').map((page) => page.page);
  return pages.length > 0 ? pages : 'none';
}

/**
 * Queues the OCR of the edition's new PDF, inside the transaction that stores it; any job of the
 * PDF it replaces is deleted, so a worker busy with that one stops at its next page.
 */
export async function queueOcr(tx: Queryable, editionId: number, sha256: string, text: PdfTextOutcome) {
  await cancelOcr(tx, editionId);
  const pages = pagesToRecognise(text);
  if (pages === 'none') return;
  await tx.query('insert into ocr_jobs (edition_id, file_sha256, pages) values ($1, $2, $3)', [
    editionId,
    sha256,
    pages,
  ]);
}

/** Forgets the edition's OCR job (its PDF was removed or replaced). */
export async function cancelOcr(tx: Queryable, editionId: number) {
  await tx.query('delete from ocr_jobs where edition_id = $1', [editionId]);
}

interface JobRow {
  id: number;
  edition_id: number;
  file_sha256: string;
  pages: number[] | null;
  pages_done: number;
}

/**
 * Takes the oldest queued job, if any, and marks it running. `skip locked`: on PostgreSQL, workers
 * of several servers never take the same job, nor wait for each other.
 */
export async function claimOcrJob(db: Queryable): Promise<OcrJob | null> {
  const [row] = await db.query<JobRow>(
    `update ocr_jobs set status = 'running', attempts = attempts + 1, started_at = now(), updated_at = now()
     where id = (select id from ocr_jobs where status = 'queued' order by id limit 1 for update skip locked)
     returning id, edition_id, file_sha256, pages, pages_done`,
  );
  return row
    ? {
        id: row.id,
        editionId: row.edition_id,
        sha256: row.file_sha256,
        pages: row.pages,
        pagesDone: row.pages_done,
      }
    : null;
}

/** A job interrupted this often (the server stopped while running it each time) fails instead. */
export const MAX_OCR_ATTEMPTS = 3;

/**
 * At start-up: jobs left running by a server that stopped without finishing them go back to the
 * queue, to resume where they were; those interrupted MAX_OCR_ATTEMPTS times fail, since they
 * may be what brought the server down. Answers how many were resumed.
 */
export async function requeueInterruptedOcrJobs(db: Database): Promise<number> {
  await db.query(
    `update ocr_jobs set status = 'failed', finished_at = now(), updated_at = now(),
       error = 'The server stopped ' || attempts || ' times while reading this PDF'
     where status = 'running' and attempts >= $1`,
    [MAX_OCR_ATTEMPTS],
  );
  const requeued = await db.query(
    `update ocr_jobs set status = 'queued', updated_at = now() where status = 'running' returning id`,
  );
  return requeued.length;
}

/** Gives a job back to the queue (the server is closing): another start resumes it. */
export async function releaseOcrJob(db: Queryable, job: OcrJob) {
  await db.query(
    `update ocr_jobs set status = 'queued', attempts = greatest(attempts - 1, 0), updated_at = now()
     where id = $1 and status = 'running'`,
    [job.id],
  );
}

/** Whether the job is still the edition's, and running: a replaced or removed PDF's job is gone. */
async function lockCurrentJob(tx: Queryable, job: OcrJob): Promise<boolean> {
  const rows = await tx.query(`select 1 from ocr_jobs where id = $1 and status = 'running' for update`, [
    job.id,
  ]);
  return rows.length > 0;
}

/** Sets the pages of a job whose PDF had to be counted first: all of them. */
export async function setOcrPages(db: Database, job: OcrJob, pageCount: number): Promise<OcrJob | null> {
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  const rows = await db.query(
    `update ocr_jobs set pages = $2, updated_at = now() where id = $1 and status = 'running' returning id`,
    [job.id, pages],
  );
  return rows.length > 0 ? { ...job, pages } : null;
}

const wordTuple = (word: OcrWord) => [
  word.text,
  word.left,
  word.top,
  word.width,
  word.height,
  word.confidence,
];

/**
 * Writes a recognised page into the PDF search's index (its text and word boxes) and counts it
 * done; null `page` skips it (it could not be drawn or read). The edition's text then says that
 * OCR found text, and the search finds it at once. Answers false when the job is no longer the
 * edition's (its PDF was replaced or removed): nothing is written and the worker stops.
 */
export async function recordOcrPage(
  db: Database,
  job: OcrJob,
  pageNumber: number,
  page: RecognisedPage | null,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockCurrentJob(tx, job))) return false;
    if (page) {
      await tx.query(
        `insert into pdf_pages (edition_id, page, text, ocr_words) values ($1, $2, $3, $4::jsonb)
         on conflict (edition_id, page) do update set text = excluded.text, ocr_words = excluded.ocr_words`,
        [
          job.editionId,
          pageNumber,
          page.text.replaceAll('\u0000', ''),
          JSON.stringify(page.words.map(wordTuple)),
        ],
      );
      if (page.text.trim() !== '') {
        await tx.query(
          `update editions set pdf_text_status = 'ocr', updated_at = now()
           where id = $1 and pdf_text_status in ('no-text', 'failed')`,
          [job.editionId],
        );
      }
      await tx.query('select refresh_edition_texts(array[$1::int])', [job.editionId]);
      // Read again as a whole: an entry's lines and the numbering run across the pages.
      await indexEditionEntries(tx, [job.editionId]);
    }
    await tx.query(
      `update ocr_jobs set pages_done = pages_done + 1, updated_at = now(),
         skipped_pages = case when $2 then skipped_pages || $3::int else skipped_pages end
       where id = $1`,
      [job.id, page === null, pageNumber],
    );
    return true;
  });
}

/**
 * Ends a job whose pages were all gone through: done, unless not one page could be read, which
 * is a failure of the whole file (and worth a retry once the cause is fixed).
 */
export async function finishOcrJob(db: Queryable, job: OcrJob) {
  await db.query(
    `update ocr_jobs set finished_at = now(), updated_at = now(),
       status = case when cardinality(pages) > 0 and cardinality(skipped_pages) >= cardinality(pages)
         then 'failed' else 'done' end,
       error = case when cardinality(pages) > 0 and cardinality(skipped_pages) >= cardinality(pages)
         then 'No page could be read' else null end
     where id = $1 and status = 'running'`,
    [job.id],
  );
}

/** Marks a job failed with the reason staff will read. */
export async function failOcrJob(db: Queryable, job: OcrJob, message: string) {
  await db.query(
    `update ocr_jobs set status = 'failed', error = $2, finished_at = now(), updated_at = now()
     where id = $1 and status = 'running'`,
    [job.id, message.slice(0, 500)],
  );
}

/** Whether this server runs OCR, and if not why: the engine's side of the state. */
export type OcrEngineState = OcrState['engine'];

interface StateRow {
  status: OcrJobStatus;
  pages: number[] | null;
  pages_done: number;
  skipped_pages: number[];
  error: string | null;
  attempts: number;
  updated_at: Date | string;
}

async function editionJob(ctx: DomainContext, catalogueId: number, editionId: number) {
  const [edition] = await ctx.db.query<{ job: StateRow | null }>(
    `select (select to_jsonb(j) from ocr_jobs j where j.edition_id = e.id) as job
     from editions e where e.id = $1 and e.catalogue_id = $2`,
    [editionId, catalogueId],
  );
  if (!edition) throw notFound();
  return edition.job;
}

const stateOf = (job: StateRow | null, engine: OcrEngineState): OcrState => ({
  engine,
  job: job && {
    status: job.status,
    pagesDone: job.pages_done,
    pagesTotal: job.pages?.length ?? null,
    skippedPages: job.skipped_pages,
    error: job.error,
    attempts: job.attempts,
    updatedAt: new Date(job.updated_at).toISOString(),
  },
});

/** The edition's OCR: queued, running (page n of m), done or failed (why), or none. */
export async function ocrStateOf(
  ctx: DomainContext,
  engine: OcrEngineState,
  catalogueId: number,
  editionId: number,
): Promise<OcrState> {
  return stateOf(await editionJob(ctx, catalogueId, editionId), engine);
}

/** Queues a failed job again from its first page (409 when it has not failed, 404 when there is none). */
export async function retryOcr(
  ctx: DomainContext,
  engine: OcrEngineState,
  catalogueId: number,
  editionId: number,
): Promise<OcrState> {
  const job = await editionJob(ctx, catalogueId, editionId);
  if (!job) throw notFound('no_ocr_job');
  const [retried] = await ctx.db.query<StateRow>(
    `update ocr_jobs set status = 'queued', pages_done = 0, skipped_pages = '{}', error = null,
       finished_at = null, updated_at = now()
     where edition_id = $1 and status = 'failed' returning *`,
    [editionId],
  );
  if (!retried) throw conflict('ocr_job_has_not_failed');
  return stateOf(retried, engine);
}

/** At most this many boxes in one answer: a common word on a long scanned catalogue stays cheap. */
const MAX_WORD_BOXES = 2000;

type WordTuple = [string, number, number, number, number, number];

/** Whether an OCR word holds a query word at the start of one of its words, as the PDF search matches. */
export function wordMatches(word: string, queryWords: string[]): boolean {
  return searchWords(word).some((part) => queryWords.some((queryWord) => part.startsWith(queryWord)));
}

/**
 * The boxes of the words matching `keyword` on the edition's OCR pages, page by page: the pages
 * are found through the search index (any query word), their words then matched one by one.
 */
export async function ocrWordBoxes(
  ctx: DomainContext,
  catalogueId: number,
  editionId: number,
  keyword: string,
): Promise<OcrPageWords> {
  const exists = await ctx.db.query('select 1 from editions where id = $1 and catalogue_id = $2', [
    editionId,
    catalogueId,
  ]);
  if (exists.length === 0) throw notFound();
  const queryWords = searchWords(keyword).slice(0, 16);
  if (queryWords.length === 0) return { pages: [] };
  const rows = await ctx.db.query<{ page: number; ocr_words: WordTuple[] }>(
    `select page, ocr_words from pdf_pages
     where edition_id = $1 and ocr_words is not null and tsv @@ to_tsquery('simple', $2)
     order by page`,
    [editionId, queryWords.map((word) => `${word}:*`).join(' | ')],
  );
  const pages: OcrPageWords['pages'] = [];
  let boxes = 0;
  for (const row of rows) {
    const words = row.ocr_words
      .filter(([text]) => wordMatches(text, queryWords))
      .slice(0, MAX_WORD_BOXES - boxes)
      .map(([text, left, top, width, height]) => ({ text, left, top, width, height }));
    if (words.length === 0) continue;
    pages.push({ page: row.page, words });
    boxes += words.length;
    if (boxes >= MAX_WORD_BOXES) break;
  }
  return { pages };
}
