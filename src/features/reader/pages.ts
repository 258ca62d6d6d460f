/** A page number kept inside the document: 1 … pageCount (1 while the count is unknown). */
export function clampPage(page: number, pageCount: number | undefined): number {
  const last = pageCount && pageCount > 0 ? Math.floor(pageCount) : Number.POSITIVE_INFINITY;
  if (!Number.isFinite(page)) return page > 0 && Number.isFinite(last) ? last : 1;
  return Math.min(Math.max(1, Math.trunc(page)), last);
}

/**
 * The page a reader typed into the go-to-page field, or null when it is not a page number.
 * People type '12', ' 12 ', '12.' or '12/200' (copying the indicator); numbers past the end mean
 * the last page, 0 the first.
 */
export function parsePageInput(text: string, pageCount: number | undefined): number | null {
  const match = /^\s*(\d{1,9})\s*(?:[./]\s*(?:\d+\s*)?)?$/.exec(text);
  if (!match?.[1]) return null;
  return clampPage(Number(match[1]), pageCount);
}

/**
 * Pages the reader reported to its parent and may still see come back as the `page` prop. The
 * parent writes the page to the URL and hands it back a moment later; while someone scrolls, two
 * or three reports can be in flight, and an older one arriving must not pull the view back.
 */
export function createPageEchoes() {
  let pending: number[] = [];
  return {
    reported(page: number) {
      pending.push(page);
      if (pending.length > 20) pending = pending.slice(-20);
    },
    /** True when `page` is one of ours coming back; forgets it and every older report. */
    isEcho(page: number): boolean {
      const index = pending.indexOf(page);
      if (index === -1) {
        pending = [];
        return false;
      }
      pending = pending.slice(index + 1);
      return true;
    },
  };
}
