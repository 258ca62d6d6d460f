import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import type { components } from '../../../openapi/generated/catalogue';
import { ocrWordsQuery } from './api.ts';
import * as styles from './ocr-highlights.css.ts';
import { editionOfPdfUrl } from './pdf-url.ts';

const noPages: components['schemas']['OcrPageWords']['pages'] = [];
const noFrames: PageFrame[] = [];

/** The search text once typing has paused, so that a word typed letter by letter is asked for once. */
function useSettled(text: string, delayMs = 300): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

interface PageFrame {
  page: number;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where each page is drawn inside the scrolling container, in its content's coordinates. */
function measurePages(container: HTMLElement, viewer: HTMLElement, pages: number[]): PageFrame[] {
  const origin = container.getBoundingClientRect();
  return pages.flatMap((page) => {
    const element = viewer.querySelector<HTMLElement>(`.page[data-page-number="${page}"]`);
    if (!element) return [];
    const box = element.getBoundingClientRect();
    return [
      {
        page,
        // Inside the page's border: the drawn page itself.
        left: box.left - origin.left + container.scrollLeft + element.clientLeft,
        top: box.top - origin.top + container.scrollTop + element.clientTop,
        width: element.clientWidth,
        height: element.clientHeight,
      },
    ];
  });
}

export interface OcrHighlightsProps {
  /** The PDF's URL, naming its edition. */
  pdfUrl: string;
  /** The reader's search text. */
  query: string;
  viewer: {
    containerRef: RefObject<HTMLDivElement | null>;
    viewerRef: RefObject<HTMLDivElement | null>;
    status: string;
  };
}

/**
 * Marks the words of the reader's search on pages whose text came from OCR, where pdf.js has no
 * text layer to mark: boxes over the page image at the words' places (fractions of the page, so
 * they follow the zoom). Decorative: the find bar already says how many hits there are.
 */
export function OcrHighlights({ pdfUrl, query, viewer }: OcrHighlightsProps) {
  const edition = editionOfPdfUrl(pdfUrl);
  const keyword = useSettled(query.trim());
  const { data } = useQuery({
    ...ocrWordsQuery(edition ?? { catalogueId: 0, editionId: 0 }, keyword),
    enabled: edition !== null && keyword !== '' && viewer.status === 'ready',
  });
  const pages = keyword && data ? data.pages : noPages;

  // The pages move with the zoom and the reader's size: measured again whenever the pages' box changes.
  const { containerRef, viewerRef } = viewer;
  const [frames, setFrames] = useState(noFrames);
  useLayoutEffect(() => {
    const container = containerRef.current;
    const element = viewerRef.current;
    if (!container || !element || pages.length === 0) {
      setFrames(noFrames);
      return;
    }
    const numbers = pages.map((page) => page.page);
    const measure = () => setFrames(measurePages(container, element, numbers));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [pages, containerRef, viewerRef]);

  if (frames.length === 0) return null;
  return (
    <div className={styles.layer} aria-hidden="true" data-ocr-highlights="">
      {frames.flatMap((frame) =>
        (pages.find((page) => page.page === frame.page)?.words ?? []).map((word, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a page's words keep their order; the same word may stand twice
            key={`${frame.page}-${index}`}
            className={styles.box}
            style={{
              left: frame.left + word.left * frame.width,
              top: frame.top + word.top * frame.height,
              width: word.width * frame.width,
              height: word.height * frame.height,
            }}
          />
        )),
      )}
    </div>
  );
}
