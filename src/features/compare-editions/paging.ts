/** A page kept inside a PDF of `pageCount` pages (unknown: only kept at 1 or more). */
export function clampPage(page: number, pageCount: number | undefined): number {
  const atLeastOne = Math.max(1, Math.trunc(page));
  return pageCount && pageCount > 0 ? Math.min(atLeastOne, pageCount) : atLeastOne;
}

/**
 * Paging together: one reader went from `previous` to `next`, and the other, at `otherPage`,
 * turns by as many pages the same way, stopping at its first or last page. The two editions
 * rarely have the same pages, so the distance between them is what stays, not the page number.
 */
export function followingPage({
  previous,
  next,
  otherPage,
  otherPageCount,
}: {
  previous: number;
  next: number;
  otherPage: number;
  otherPageCount: number | undefined;
}): number {
  return clampPage(otherPage + (next - previous), otherPageCount);
}
