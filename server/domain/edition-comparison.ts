/**
 * Two editions compared by their numbered entries (issue 17): which photographs the later one
 * added, which it withdrew and which it lists under another number. Any two editions compare,
 * also a catalogue's and its supplement's.
 */
import type { components } from '../../openapi/generated/catalogue';
import { compareEntryNumbers } from './catalogue-entries.ts';
import { ensureEditionEntries, textIndexedStatuses } from './catalogue-entries-store.ts';
import type { DomainContext } from './context.ts';
import { badRequest, conflict, notFound } from './errors.ts';

export type EditionComparison = components['schemas']['EditionComparison'];
type ComparedEdition = components['schemas']['ComparedEdition'];
type Side = 'from' | 'to';

/** A 409 in the `code: detail` style, the detail saying which edition: "edition_without_pdf: to edition 42". */
const notComparable = (code: 'edition_without_pdf' | 'edition_text_not_indexed', side: Side, id: number) =>
  conflict(`${code}: ${side} edition ${id}`);

/** An entry as the comparison matches it. */
export interface StoredEntry {
  number: string;
  text: string;
  folded: string;
  page: number;
}

type Diff = Pick<EditionComparison, 'added' | 'removed' | 'renumbered' | 'unchanged'>;

/** Takes the first entry queued under `key`, if any. */
function takeFirst<T>(queues: Map<string, T[]>, key: string): T | undefined {
  const queue = queues.get(key);
  const first = queue?.shift();
  if (queue && queue.length === 0) queues.delete(key);
  return first;
}

function queueBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const queues = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const queue = queues.get(key);
    if (queue) queue.push(item);
    else queues.set(key, [item]);
  }
  return queues;
}

/**
 * The entries of `to` matched with those of `from`: the same number and the same folded text is
 * unchanged; the same text under another number is renumbered (a text listed several times is
 * paired in order); the rest are added or removed, so a changed text under one number is both.
 * Each list in number order (then page).
 */
export function diffEntries(from: StoredEntry[], to: StoredEntry[]): Diff {
  const sameNumber = queueBy(from, (entry) => `${entry.number}\u0000${entry.folded}`);
  let unchanged = 0;
  const unmatched: StoredEntry[] = [];
  for (const entry of to) {
    if (takeFirst(sameNumber, `${entry.number}\u0000${entry.folded}`)) unchanged++;
    else unmatched.push(entry);
  }
  const leftInFrom = new Set([...sameNumber.values()].flat());
  const sameText = queueBy(
    from.filter((entry) => leftInFrom.has(entry)),
    (entry) => entry.folded,
  );
  const added: Diff['added'] = [];
  const renumbered: Diff['renumbered'] = [];
  for (const entry of unmatched) {
    const earlier = takeFirst(sameText, entry.folded);
    if (earlier) {
      leftInFrom.delete(earlier);
      renumbered.push({
        fromNumber: earlier.number,
        toNumber: entry.number,
        text: entry.text,
        fromPage: earlier.page,
        toPage: entry.page,
      });
    } else {
      added.push({ number: entry.number, text: entry.text, toPage: entry.page });
    }
  }
  const removed = from
    .filter((entry) => leftInFrom.has(entry))
    .map((entry) => ({ number: entry.number, text: entry.text, fromPage: entry.page }));
  added.sort((left, right) => compareEntryNumbers(left.number, right.number) || left.toPage - right.toPage);
  removed.sort(
    (left, right) => compareEntryNumbers(left.number, right.number) || left.fromPage - right.fromPage,
  );
  renumbered.sort(
    (left, right) => compareEntryNumbers(left.toNumber, right.toNumber) || left.toPage - right.toPage,
  );
  return { added, removed, renumbered, unchanged };
}

interface EditionRow {
  id: number;
  catalogue_id: number;
  catalogue_title: string;
  edition_enumeration: string | null;
  date: string | null;
  has_pdf: boolean;
  pdf_pages: number | null;
  pdf_text_status: string | null;
  ocr_running: boolean;
}

/**
 * Compares the numbered entries of edition `fromId` with those of `toId`. Refuses one edition
 * twice (400 `same_edition`), an edition that does not exist (404), and one without a PDF or
 * without indexed text (409, saying which), including a scan whose OCR is still under way.
 */
export async function compareEditions(
  { db }: DomainContext,
  fromId: number,
  toId: number,
): Promise<EditionComparison> {
  if (fromId === toId) throw badRequest('same_edition');
  const rows = await db.query<EditionRow>(
    `select e.id, e.catalogue_id, c.title as catalogue_title, e.edition_enumeration, e.date,
       e.pdf_file_id is not null as has_pdf, e.pdf_pages, e.pdf_text_status,
       exists (select 1 from ocr_jobs j where j.edition_id = e.id and j.status in ('queued', 'running'))
         as ocr_running
     from editions e join catalogues c on c.id = e.catalogue_id where e.id = any($1::int[])`,
    [[fromId, toId]],
  );
  const sides: Array<[Side, number]> = [
    ['from', fromId],
    ['to', toId],
  ];
  const editions = sides.map(([side, id]) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw notFound();
    return { side, row };
  });
  for (const { side, row } of editions) {
    if (!row.has_pdf) throw notComparable('edition_without_pdf', side, row.id);
    const indexed = row.pdf_text_status !== null && textIndexedStatuses.includes(row.pdf_text_status);
    // OCR marks the text 'ocr' at its first page read: until it is done, the text is partial.
    if (!indexed || (row.pdf_text_status === 'ocr' && row.ocr_running)) {
      throw notComparable('edition_text_not_indexed', side, row.id);
    }
  }
  await ensureEditionEntries(db, [fromId, toId]);
  // The entries with the same number and text on both sides (the n-th such pair with the n-th) are
  // paired in SQL: only the few left over leave the database, to be matched by text here.
  const [counts, unpaired] = await Promise.all([
    db.query<{ edition_id: number; entries: number }>(
      'select edition_id, entries from edition_entry_counts where edition_id = any($1::int[])',
      [[fromId, toId]],
    ),
    db.query<StoredEntry & { side: Side }>(
      `with f as (
         select ordinal, number, text, folded, page,
           row_number() over (partition by number, folded order by ordinal) as nth
         from edition_entries where edition_id = $1),
       t as (
         select ordinal, number, text, folded, page,
           row_number() over (partition by number, folded order by ordinal) as nth
         from edition_entries where edition_id = $2)
       select case when f.ordinal is null then 'to' else 'from' end as side,
         coalesce(f.number, t.number) as number, coalesce(f.text, t.text) as text,
         coalesce(f.folded, t.folded) as folded, coalesce(f.page, t.page) as page
       from f full join t on t.number = f.number and t.folded = f.folded and t.nth = f.nth
       where f.ordinal is null or t.ordinal is null
       order by side, coalesce(f.ordinal, t.ordinal)`,
      [fromId, toId],
    ),
  ]);
  const countOf = (id: number) => counts.find((row) => row.edition_id === id)?.entries ?? 0;
  const leftOver = (side: Side) => unpaired.filter((entry) => entry.side === side);
  const diff = diffEntries(leftOver('from'), leftOver('to'));
  const toEntries = countOf(toId);
  const compared = (row: EditionRow, count: number): ComparedEdition => ({
    catalogueId: row.catalogue_id,
    editionId: row.id,
    catalogueTitle: row.catalogue_title,
    editionEnumeration: row.edition_enumeration,
    date: row.date,
    pdfPages: row.pdf_pages ?? 0,
    entries: count,
  });
  const [from, to] = editions.map(({ row }) => row);
  if (!from || !to) throw notFound();
  return {
    from: compared(from, countOf(fromId)),
    to: compared(to, toEntries),
    ...diff,
    unchanged: toEntries - leftOver('to').length + diff.unchanged,
  };
}
