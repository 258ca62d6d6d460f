/**
 * The numbered entries of the editions, read from their indexed page texts (catalogue-entries.ts)
 * and kept in `edition_entries` with their count in `edition_entry_counts` (migration 017), so a
 * comparison reads two lists instead of reading two PDFs' text again.
 */
import type { Database, Queryable } from '../db/database.ts';
import { ENTRY_READER_VERSION, extractEntries, type PageText } from './catalogue-entries.ts';

/** Text statuses whose pages hold text to read entries from (migrations 005 and 009). */
export const textIndexedStatuses = ['indexed', 'ocr'];

/**
 * Reads the entries of `editionIds` from their stored pages and replaces what was kept of them.
 * Runs inside the caller's transaction, after its pages were written; the editions' rows are
 * locked first, as an upload locks them, so two readings of one edition take turns.
 */
export async function indexEditionEntries(tx: Queryable, editionIds: number[]): Promise<void> {
  if (editionIds.length === 0) return;
  await tx.query('select id from editions where id = any($1::int[]) order by id for update', [editionIds]);
  const rows = await tx.query<{ edition_id: number; page: number; text: string }>(
    'select edition_id, page, text from pdf_pages where edition_id = any($1::int[]) order by edition_id, page',
    [editionIds],
  );
  const pagesOf = new Map<number, PageText[]>(editionIds.map((id) => [id, []]));
  for (const row of rows) pagesOf.get(row.edition_id)?.push({ page: row.page, text: row.text });
  const columns = {
    edition: [] as number[],
    ordinal: [] as number[],
    number: [] as string[],
    text: [] as string[],
    folded: [] as string[],
    page: [] as number[],
  };
  const counts: number[] = [];
  for (const [editionId, pages] of pagesOf) {
    const entries = extractEntries(pages);
    counts.push(entries.length);
    for (const [index, entry] of entries.entries()) {
      columns.edition.push(editionId);
      columns.ordinal.push(index + 1);
      columns.number.push(entry.number);
      columns.text.push(entry.text);
      columns.folded.push(entry.folded);
      columns.page.push(entry.page);
    }
  }
  await tx.query('delete from edition_entries where edition_id = any($1::int[])', [editionIds]);
  await tx.query(
    `insert into edition_entries (edition_id, ordinal, number, text, folded, page)
     select * from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::int[])`,
    [columns.edition, columns.ordinal, columns.number, columns.text, columns.folded, columns.page],
  );
  await tx.query(
    `insert into edition_entry_counts (edition_id, entries, reader_version)
     select id, entries, $3 from unnest($1::int[], $2::int[]) as counted(id, entries)
     on conflict (edition_id) do update set entries = excluded.entries, reader_version = excluded.reader_version`,
    [[...pagesOf.keys()], counts, ENTRY_READER_VERSION],
  );
}

/** Forgets the entries of an edition whose PDF was removed. */
export async function forgetEditionEntries(tx: Queryable, editionId: number): Promise<void> {
  await tx.query('delete from edition_entries where edition_id = $1', [editionId]);
  await tx.query('delete from edition_entry_counts where edition_id = $1', [editionId]);
}

/** Of `editionIds`, those with indexed text whose entries were not read by this reader. */
async function unreadEditions(db: Queryable, editionIds: number[] | null, afterId = 0, limit = 1000) {
  const rows = await db.query<{ id: number }>(
    `select e.id from editions e left join edition_entry_counts n on n.edition_id = e.id
     where e.pdf_text_status = any($1::text[]) and ($2::int[] is null or e.id = any($2::int[]))
       and e.id > $3 and (n.edition_id is null or n.reader_version <> $4)
     order by e.id limit $5`,
    [textIndexedStatuses, editionIds, afterId, ENTRY_READER_VERSION, limit],
  );
  return rows.map((row) => row.id);
}

/**
 * Reads the entries of those of `editionIds` that have indexed text but were not read yet (an
 * edition indexed before migration 017, or while the start-up reading has not reached it).
 */
export async function ensureEditionEntries(db: Database, editionIds: number[]): Promise<void> {
  const unread = await unreadEditions(db, editionIds);
  if (unread.length > 0) await db.transaction((tx) => indexEditionEntries(tx, unread));
}

/**
 * Reads the entries of every edition whose text is indexed but whose entries were not read, or
 * were read by an older reader: editions indexed before migration 017, the demo and synthetic
 * seeds (which write pages directly). In batches, each its own transaction, so the server answers
 * between them. Answers how many editions were read.
 */
export async function indexUnreadEditionEntries(db: Database, batchSize = 100): Promise<number> {
  let read = 0;
  let afterId = 0;
  for (;;) {
    const batch = await unreadEditions(db, null, afterId, batchSize);
    if (batch.length === 0) return read;
    await db.transaction((tx) => indexEditionEntries(tx, batch));
    read += batch.length;
    afterId = batch.at(-1) ?? afterId;
  }
}
