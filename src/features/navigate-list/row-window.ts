import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Where a scroll box of equal-height rows stands, in rows: the row at its top edge and how many
 * rows its height holds. Changes only when a row crosses an edge, so a scroll within a row
 * renders nothing.
 */
export interface RowView {
  top: number;
  rows: number;
}

/**
 * The rows to render, in order: those in `view` and `overscan` more on each side (so a scroll of a
 * few rows shows them at once), plus `keep` wherever it is (the row holding keyboard focus stays
 * in the page when scrolled away, so focus is not lost with it; -1 for none). Arithmetic on the
 * row height, whatever the count: 100,000s of rows cost what 30 do.
 */
export function rowsToRender(view: RowView, count: number, overscan: number, keep = -1): number[] {
  // A view past the end (the list just got shorter, its scroll not yet corrected) shows the last rows.
  const last = Math.min(count - 1, view.top + view.rows + overscan);
  const first = Math.max(0, Math.min(view.top, count - view.rows) - overscan);
  const indexes = Array.from({ length: Math.max(0, last - first + 1) }, (_, offset) => first + offset);
  if (keep < 0 || keep >= count || (keep >= first && keep <= last)) return indexes;
  return keep < first ? [keep, ...indexes] : [...indexes, keep];
}

/**
 * The view of the scroll box `box`, whose rows are `rowHeight` pixels high, followed through its
 * scrolling and resizing. Read before the first paint, so the first rows show in the first frame.
 */
export function useRowView(box: RefObject<HTMLElement | null>, rowHeight: number): RowView {
  const [view, setView] = useState<RowView>({ top: 0, rows: 0 });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const update = () => {
      const top = Math.floor(element.scrollTop / rowHeight);
      const rows = Math.ceil(element.clientHeight / rowHeight);
      setView((previous) => (previous.top === top && previous.rows === rows ? previous : { top, rows }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resizes = new ResizeObserver(update);
    resizes.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resizes.disconnect();
    };
  }, [box, rowHeight]);
  return view;
}
