// edtf ships no types: the little of it the date normaliser uses.
declare module 'edtf' {
  type Bitmask = { value: number };
  type Extent = {
    edtf: string;
    /** Milliseconds since the epoch (UTC) of the first and last instant covered; ±Infinity when open. */
    min: number;
    max: number;
    /** 1 = year, 2 = month, 3 = day (Date only). */
    precision?: number;
    approximate?: Bitmask;
    uncertain?: Bitmask;
  };
  type ExtDate = Extent & { type: 'Date' | 'Year' | 'Season' | 'Decade' | 'Century' };
  type ExtInterval = Extent & {
    type: 'Interval';
    /** ±Infinity when the end is open (".."), undefined when unknown. */
    lower?: ExtDate | number;
    upper?: ExtDate | number;
  };
  export default function edtf(input: string, constraints?: { level?: number }): ExtDate | ExtInterval;
  /** The classes behind `type`; test with instanceof, as minified class names no longer match `type`. */
  // biome-ignore lint/suspicious/noShadowRestrictedNames: the package's own export is named Date
  export const Date: abstract new (...args: never[]) => ExtDate;
  export const Season: abstract new (...args: never[]) => ExtDate;
  export const Interval: abstract new (...args: never[]) => ExtInterval;
}
