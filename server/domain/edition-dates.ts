import { DATE_NORMALISER_VERSION, type DateInterval, readWrittenDate } from '../../common/edtf-dates.ts';
import type { Database, Queryable } from '../db/database.ts';

const versionKey = 'date_normaliser_version';
/** Rows per UPDATE: large enough that 100,000 editions take a few statements, small enough to bind. */
const batchSize = 10_000;

/** The interval of a written date, null when undated or not understood (then treated as undated). */
export function intervalOfWrittenDate(written: string | null | undefined): DateInterval | null {
  const reading = readWrittenDate(written);
  return reading.kind === 'dated' ? reading.interval : null;
}

/** How `date-begin`/`date-end` meet an edition's interval: overlapping it, or holding it whole. */
export type DateMatch = 'overlap' | 'within';

type YearRange = { dateBegin?: number; dateEnd?: number; dateMatch?: DateMatch };

/**
 * The range's first and last days as SQL (each undefined when that end is open), or 'empty' for a
 * range that ends before it begins: it holds no year, though an interval could straddle it.
 */
function rangeDays(add: (value: unknown) => string, range: YearRange) {
  if (range.dateBegin !== undefined && range.dateEnd !== undefined && range.dateBegin > range.dateEnd) {
    return 'empty';
  }
  return {
    first: range.dateBegin === undefined ? undefined : `make_date(${add(range.dateBegin)}::int, 1, 1)`,
    last: range.dateEnd === undefined ? undefined : `make_date(${add(range.dateEnd)}::int, 12, 31)`,
  };
}

/**
 * The year range as an SQL condition on the edition alias `alias` (its `date_from`/`date_to`), or
 * null without a range. `overlap` keeps intervals that share a day with the range; `within` only
 * those certainly inside it. Undated editions (no interval) never pass.
 */
export function intervalCondition(
  add: (value: unknown) => string,
  range: YearRange,
  alias = 'e',
): string | null {
  const days = rangeDays(add, range);
  if (days === 'empty') return 'false';
  const within = range.dateMatch === 'within';
  const parts: string[] = [];
  if (days.first)
    parts.push(within ? `${alias}.date_from >= ${days.first}` : `${alias}.date_to >= ${days.first}`);
  if (days.last)
    parts.push(within ? `${alias}.date_to <= ${days.last}` : `${alias}.date_from <= ${days.last}`);
  return parts.length > 0 ? parts.join(' and ') : null;
}

/**
 * The year range as a test of a catalogue's own row, alias `alias`: its `edition_dates`, the union
 * of its editions' intervals (migration 023), overlaps the range exactly when one of its editions
 * does. Null without a range, and for `within`, which only the editions themselves can answer.
 */
export function catalogueOverlapCondition(
  add: (value: unknown) => string,
  range: YearRange,
  alias = 'c',
): string | null {
  if (range.dateMatch === 'within' || (range.dateBegin === undefined && range.dateEnd === undefined)) {
    return null;
  }
  const days = rangeDays(add, range);
  if (days === 'empty') return 'false';
  return `${alias}.edition_dates && daterange(${days.first ?? 'null'}, ${days.last ?? 'null'}, '[]')`;
}

/**
 * Reads every edition's written date again when the normaliser changed since the last start
 * (staff corrections are kept): the texts are read in TypeScript, each distinct text once, and the
 * changed intervals written back in a few batched UPDATEs, then the kept counts that follow the
 * intervals are made again once rather than row by row. Returns how many editions changed, or null
 * when the stored version is current.
 */
export async function rereadEditionDates(db: Database): Promise<number | null> {
  const [stored] = await db.query<{ value: string }>('select value from settings where key = $1', [
    versionKey,
  ]);
  if (stored?.value === String(DATE_NORMALISER_VERSION)) return null;
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(727273)');
    const [again] = await tx.query<{ value: string }>('select value from settings where key = $1', [
      versionKey,
    ]);
    if (again?.value === String(DATE_NORMALISER_VERSION)) return null;
    const changed = await rewriteIntervals(tx);
    await tx.query(
      `insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value`,
      [versionKey, String(DATE_NORMALISER_VERSION)],
    );
    return changed;
  });
}

async function rewriteIntervals(tx: Queryable): Promise<number> {
  const stored = await tx.query<{
    id: number;
    date: string | null;
    date_edtf: string | null;
    date_from: string | null;
    date_to: string | null;
  }>(
    `select id, date, date_edtf, to_char(date_from, 'YYYY-MM-DD') as date_from,
       to_char(date_to, 'YYYY-MM-DD') as date_to
     from editions where not date_edtf_by_staff order by id`,
  );
  const readings = new Map<string, DateInterval | null>();
  const intervalOf = (date: string | null) => {
    const key = date ?? '';
    if (!readings.has(key)) readings.set(key, intervalOfWrittenDate(date));
    return readings.get(key) ?? null;
  };
  // The map counts' per-row trigger (migration 013), the publishers' statistics (018) and the
  // year-range counts (019) step aside; they are made again below.
  await tx.query(`select set_config('catalogues.map_counts_rebuild', 'on', true)`);
  // Only the editions whose interval reads differently are sent: a new normaliser changes few, and
  // matching 100,000 unchanged rows against the table cost most of the start-up's re-reading.
  const rows = stored.flatMap((row) => {
    const interval = intervalOf(row.date);
    const same =
      (interval?.edtf ?? null) === row.date_edtf &&
      (interval?.from ?? null) === row.date_from &&
      (interval?.to ?? null) === row.date_to;
    return same ? [] : [{ id: row.id, interval }];
  });
  let changed = 0;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const intervals = batch.map((row) => row.interval);
    const updated = await tx.query<{ id: number }>(
      `update editions e set date_edtf = u.edtf, date_from = u.date_from, date_to = u.date_to
       from unnest($1::int[], $2::text[], $3::date[], $4::date[]) as u(id, edtf, date_from, date_to)
       where e.id = u.id and (e.date_edtf, e.date_from, e.date_to) is distinct from (u.edtf, u.date_from, u.date_to)
       returning e.id`,
      [
        batch.map((row) => row.id),
        intervals.map((interval) => interval?.edtf ?? null),
        intervals.map((interval) => interval?.from ?? null),
        intervals.map((interval) => interval?.to ?? null),
      ],
    );
    changed += updated.length;
  }
  await tx.query(`select set_config('catalogues.map_counts_rebuild', 'off', true)`);
  if (changed > 0) {
    await tx.query(
      `update catalogues c set first_date_from = f.date_from, first_date_to = f.date_to
       from (select distinct on (catalogue_id) catalogue_id, date_from, date_to from editions
             order by catalogue_id, position) f
       where f.catalogue_id = c.id
         and (c.first_date_from, c.first_date_to) is distinct from (f.date_from, f.date_to)`,
    );
    await tx.query('select map_rebuild_publisher_intervals()');
    // Migration 018's publisher counts step aside under the same setting: made again once, here.
    await tx.query('select statistics_refresh_publishers(array(select id from publishers))');
    // So do migration 019's counts per year and gap.
    await tx.query('select statistics_rebuild_ranges()');
  }
  return changed;
}
