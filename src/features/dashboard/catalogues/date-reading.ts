import { type DateInterval, readEdtf, readWrittenDate } from '../../../../common/edtf-dates.ts';

/** What the form understood of a date: the staff's correction when valid, else the written date's reading. */
export type FormDateReading =
  | { kind: 'corrected'; interval: DateInterval }
  | { kind: 'dated'; interval: DateInterval }
  | { kind: 'undated' }
  | { kind: 'not-understood' };

export function formDateReading(written: string, correction: string): FormDateReading {
  const corrected = correction.trim() ? readEdtf(correction) : null;
  if (corrected) return { kind: 'corrected', interval: corrected };
  return readWrittenDate(written);
}

/** The days an interval spans, as briefly as they allow: "1890", "1885–1895", "1887-05", or two days. */
export function intervalSpan({ from, to }: DateInterval): string {
  const [fromYear, toYear] = [from.slice(0, 4), to.slice(0, 4)];
  if (from.endsWith('-01-01') && to.endsWith('-12-31')) {
    return fromYear === toYear ? fromYear : `${fromYear}–${toYear}`;
  }
  const lastOfMonth = new Date(Date.UTC(Number(toYear), Number(to.slice(5, 7)), 0)).getUTCDate();
  if (from.slice(0, 7) === to.slice(0, 7) && from.endsWith('-01') && Number(to.slice(8)) === lastOfMonth) {
    return from.slice(0, 7);
  }
  return from === to ? from : `${from} – ${to}`;
}

/** The EDTF without its qualifiers, as a reader writes it: "1890~" as "1890", "1885~/1890~" as "1885–1890". */
export const plainEdtf = (edtf: string) => edtf.replace(/[~?%]/g, '').replace('/', '–');
