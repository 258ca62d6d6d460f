/**
 * OAI-PMH's UTC datestamps: `YYYY-MM-DD` (day granularity) or `YYYY-MM-DDThh:mm:ssZ` (seconds),
 * held as whole seconds since 1970.
 */
export type Granularity = 'day' | 'seconds';

export interface UtcDatestamp {
  seconds: number;
  granularity: Granularity;
}

const DATESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})Z)?$/;

/** The datestamp in `value`, or null when it is not one of the two forms or names no real moment (2024-02-30, 25:00:00). */
export function parseUtcDatestamp(value: string): UtcDatestamp | null {
  const match = DATESTAMP.exec(value);
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const date = new Date(0);
  date.setUTCFullYear(year as number, (month as number) - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  const same =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === (month as number) - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  if (!same) return null;
  return { seconds: date.getTime() / 1000, granularity: match[4] === undefined ? 'day' : 'seconds' };
}

/** `YYYY-MM-DDThh:mm:ssZ`, the granularity this repository answers in. */
export function formatDatestamp(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Seconds in [from, until): both bounds inclusive as the protocol reads them, until made exclusive. */
export interface HarvestRange {
  from?: number;
  until?: number;
}

/**
 * The range of modification times that `from` and `until` select, or why they are refused: a
 * value that is no datestamp, two granularities, or from after until. A day's `until` takes in the
 * whole day.
 */
export function harvestRange(from: string | undefined, until: string | undefined): HarvestRange | string {
  const start = from === undefined ? undefined : parseUtcDatestamp(from);
  const end = until === undefined ? undefined : parseUtcDatestamp(until);
  if (start === null) return `'from' is not a UTC datestamp (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ): ${from}`;
  if (end === null) return `'until' is not a UTC datestamp (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ): ${until}`;
  if (start && end && start.granularity !== end.granularity) {
    return "'from' and 'until' must have the same granularity";
  }
  if (start && end && start.seconds > end.seconds) return "'from' is later than 'until'";
  const range: HarvestRange = {};
  if (start) range.from = start.seconds;
  if (end) range.until = end.seconds + (end.granularity === 'day' ? 86_400 : 1);
  return range;
}
