import { AnnotationMode, type RenderTask } from 'pdfjs-dist';
import { memo, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { useT } from '@/i18n/i18n.tsx';
import type { PDFDocumentProxy } from './pdf-document.ts';
import * as styles from './pdf-reader.css.ts';

/** CSS pixels; canvases get the device's pixel ratio on top so they stay sharp. */
const thumbnailWidth = 104;

interface ThumbnailsProps {
  id: string;
  /** The strip's name: the edition's, for two readers on one page are two strips (a landmark each). */
  label: string;
  pdf: PDFDocumentProxy | null;
  pageCount: number;
  currentPage: number;
  /** Height over width of the first page, the shape of every placeholder until its page is drawn. */
  pageRatio: number;
  hidden: boolean;
  onSelect: (page: number) => void;
}

/**
 * The page strip: one button per page, drawn small only as it scrolls into view, one page at a
 * time. It stays mounted while hidden so that drawn pages are not drawn again. The reader mounts it
 * once the page being read is drawn, so that neither its buttons nor its drawings compete with that page.
 */
export function Thumbnails({
  id,
  label,
  pdf,
  pageCount,
  currentPage,
  pageRatio,
  hidden,
  onSelect,
}: ThumbnailsProps) {
  const t = useT();
  const scrollerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!pdf || !scroller) return;
    let stopped = false;
    let running = false;
    let task: RenderTask | null = null;
    const wanted = new Set<number>();

    const draw = async (pageNumber: number) => {
      const canvas = scroller.querySelector<HTMLCanvasElement>(`canvas[data-thumbnail="${pageNumber}"]`);
      if (!canvas || canvas.dataset.rendered) return;
      const page = await pdf.getPage(pageNumber);
      if (stopped) return;
      const natural = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({
        scale: (thumbnailWidth * window.devicePixelRatio) / natural.width,
      });
      canvas.width = Math.round(viewport.width);
      canvas.height = Math.round(viewport.height);
      canvas.style.aspectRatio = `${natural.width} / ${natural.height}`;
      task = page.render({ canvas, viewport, annotationMode: AnnotationMode.ENABLE });
      await task.promise;
      canvas.dataset.rendered = 'true';
    };

    const drawWanted = async () => {
      if (running) return;
      running = true;
      while (!stopped && wanted.size > 0) {
        const [pageNumber] = wanted;
        if (pageNumber === undefined) break;
        wanted.delete(pageNumber);
        // A page that cannot be drawn keeps its placeholder; the button works all the same.
        await draw(pageNumber).catch(() => {});
      }
      running = false;
    };

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const pageNumber = Number((entry.target as HTMLElement).dataset.page);
          if (entry.isIntersecting) wanted.add(pageNumber);
          else wanted.delete(pageNumber);
        }
        void drawWanted();
      },
      { root: scroller, rootMargin: '300px 0px' },
    );
    for (const item of scroller.querySelectorAll('li[data-page]')) observer.observe(item);
    return () => {
      stopped = true;
      observer.disconnect();
      task?.cancel();
    };
  }, [pdf]);

  // Keep the current page's button in sight inside the strip, without scrolling the page itself.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || hidden) return;
    const item = scroller.querySelector<HTMLElement>(`li[data-page="${currentPage}"]`);
    if (!item) return;
    const top = item.offsetTop;
    const bottom = top + item.offsetHeight;
    if (top < scroller.scrollTop) scroller.scrollTop = top - 8;
    else if (bottom > scroller.scrollTop + scroller.clientHeight)
      scroller.scrollTop = bottom - scroller.clientHeight + 8;
  }, [currentPage, hidden]);

  // The items re-render only when they become or stop being the current page, however often the
  // page changes while scrolling; so the parent's callback is read through a ref.
  const onSelectRef = useRef(onSelect);
  useLayoutEffect(() => {
    onSelectRef.current = onSelect;
  });
  const select = useCallback((pageNumber: number) => onSelectRef.current(pageNumber), []);

  return (
    <nav id={id} ref={scrollerRef} aria-label={label} className={styles.thumbnails} hidden={hidden}>
      <ol className={styles.thumbnailList}>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((pageNumber) => (
          <Thumbnail
            key={pageNumber}
            pageNumber={pageNumber}
            label={t('page_n', { page: pageNumber })}
            isCurrent={pageNumber === currentPage}
            pageRatio={pageRatio}
            onSelect={select}
          />
        ))}
      </ol>
    </nav>
  );
}

interface ThumbnailProps {
  pageNumber: number;
  label: string;
  isCurrent: boolean;
  pageRatio: number;
  onSelect: (page: number) => void;
}

const Thumbnail = memo(function Thumbnail({
  pageNumber,
  label,
  isCurrent,
  pageRatio,
  onSelect,
}: ThumbnailProps) {
  return (
    <li data-page={pageNumber}>
      <Button
        className={styles.thumbnailButton}
        aria-label={label}
        aria-current={isCurrent ? 'page' : undefined}
        onPress={() => onSelect(pageNumber)}
      >
        {/* Drawn by the strip above, outside React: React never sets its size, so never clears it. */}
        <canvas
          data-thumbnail={pageNumber}
          className={styles.thumbnailCanvas}
          style={{ aspectRatio: `1 / ${pageRatio}` }}
          aria-hidden
        />
        <span aria-hidden>{pageNumber}</span>
      </Button>
    </li>
  );
});
