import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FindProgress, FindState } from './find-status.ts';
import { takePdf } from './opening-pdf.ts';
import { clampPage, createPageEchoes } from './pages.ts';
import type { PDFDocumentProxy } from './pdf-document.ts';
import { createViewer, findStates, type ReaderViewer, showDocument } from './pdfjs.ts';
import { markReader } from './reader-marks.ts';
import { type FitMode, initialFit, isFitMode, stepZoom } from './zoom.ts';

export type LoadStatus = 'loading' | 'ready' | 'error';

interface Options {
  url: string;
  /** The page the parent wants shown (the URL's ?page). */
  page: number;
  /** Text to find and mark as soon as the pages are laid out. */
  highlight: string | undefined;
  onPageChange: (page: number) => void;
}

const findStateNames: Record<number, FindState> = {
  [findStates.found]: 'found',
  [findStates.notFound]: 'notFound',
  [findStates.wrapped]: 'wrapped',
  [findStates.pending]: 'pending',
};

/**
 * pdf.js's viewer held by React: it loads the document at `url` into the two elements of
 * `containerRef` and `viewerRef`, follows its events into state, and turns the reader's commands
 * into calls on the viewer. The component using it mounts afresh (a `key`) for another URL.
 */
export function usePdfViewer({ url, page, highlight, onPageChange }: Options) {
  const containerRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<HTMLDivElement>(null);
  const readerRef = useRef<ReaderViewer | null>(null);
  const [echoes] = useState(createPageEchoes);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [pageCount, setPageCount] = useState<number | undefined>(undefined);
  const [currentPage, setCurrentPage] = useState(Math.max(1, page));
  const [scale, setScale] = useState<{ value: number; preset: string | null }>({ value: 1, preset: null });
  const [firstPageRendered, setFirstPageRendered] = useState(false);
  const [pageRatio, setPageRatio] = useState(Math.SQRT2);
  const [findProgress, setFindProgress] = useState<FindProgress | null>(null);

  // The viewer's event handlers outlive renders; they read the props of the latest one.
  const latest = useRef({ page, highlight, onPageChange });
  useLayoutEffect(() => {
    latest.current = { page, highlight, onPageChange };
  });

  const report = useCallback(
    (next: number) => {
      if (next === latest.current.page) return;
      echoes.reported(next);
      latest.current.onPageChange(next);
    },
    [echoes],
  );

  const find = useCallback((query: string, how: 'new' | 'next' | 'previous' = 'new') => {
    readerRef.current?.eventBus.dispatch('find', {
      source: null,
      type: how === 'new' ? '' : 'again',
      query,
      caseSensitive: false,
      entireWord: false,
      highlightAll: true,
      findPrevious: how === 'previous',
      matchDiacritics: false,
    });
    if (!query.trim()) setFindProgress(null);
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    const viewerElement = viewerRef.current;
    if (!container || !viewerElement) return;
    const controller = new AbortController();
    const { signal } = controller;
    markReader('viewer-mount');
    const reader = createViewer(container, viewerElement, signal);
    readerRef.current = reader;
    const { eventBus, viewer } = reader;
    const on = <T>(name: string, handler: (event: T) => void) => eventBus.on(name, handler, { signal });

    // pdf.js makes every page a landmark ('Page 1' … 'Page 200'): too many for landmark navigation,
    // and while one edition's pages give way to another's, two 'Page 1' landmarks meet. The reader
    // itself is the landmark; each page is a named group inside it.
    const unmarkPages = () => {
      for (const page of viewerElement.querySelectorAll('.page[role="region"]'))
        page.setAttribute('role', 'group');
    };
    const pageObserver = new MutationObserver(unmarkPages);
    pageObserver.observe(viewerElement, { childList: true, subtree: true, attributeFilter: ['role'] });
    signal.addEventListener('abort', () => pageObserver.disconnect());

    on('pagesinit', () => {
      markReader('pagesinit');
      const target = clampPage(latest.current.page, viewer.pagesCount);
      // The page first, then the zoom: setting the zoom draws the pages in view at once, and page 1
      // drawn before a ?page=150 would hold page 150 back (its bytes fetched and decoded first).
      // Moving reports the page through 'pagechanging'; staying on page 1 reports a ?page past the end.
      if (target !== viewer.currentPageNumber) viewer.currentPageNumber = target;
      else report(target);
      viewer.currentScaleValue = initialFit(container.clientWidth);
      const first = viewer.getPageView(0)?.viewport as { width: number; height: number } | undefined;
      if (first?.width) setPageRatio(first.height / first.width);
      setStatus('ready');
      const query = latest.current.highlight?.trim();
      if (query) find(query);
    });
    on<{ pageNumber: number }>('pagechanging', ({ pageNumber }) => {
      setCurrentPage(pageNumber);
      report(pageNumber);
    });
    on<{ scale: number; presetValue?: string }>('scalechanging', ({ scale, presetValue }) =>
      setScale({ value: scale, preset: presetValue ?? null }),
    );
    on('pagerendered', () => {
      markReader('page-drawn');
      setFirstPageRendered(true);
    });
    on<{ matchesCount: { current: number; total: number } }>('updatefindmatchescount', ({ matchesCount }) =>
      setFindProgress((previous) => ({ state: previous?.state ?? 'pending', ...matchesCount })),
    );
    on<{ state: number; matchesCount: { current: number; total: number } }>(
      'updatefindcontrolstate',
      ({ state, matchesCount }) =>
        setFindProgress({ state: findStateNames[state] ?? 'pending', ...matchesCount }),
    );

    // A preset zoom (fit to width, fit page) follows the reader's size: a rotated phone, full screen.
    let frame = 0;
    const resizeObserver = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const preset = viewer.currentScaleValue;
        if (viewer.pagesCount > 0 && (isFitMode(preset) || preset === 'auto'))
          viewer.currentScaleValue = preset;
      });
    });
    resizeObserver.observe(container);

    // Started at navigation by the edition route, or now (another file, a retry).
    const opening = takePdf(url, latest.current.page);
    // A page's bytes lost after the document was read: pdf.js would wait for them for ever.
    opening.onFailure(() => {
      if (!signal.aborted) setStatus('error');
    });
    opening.document.then(
      (document) => {
        if (signal.aborted) return;
        markReader('show-document');
        showDocument(reader, document);
        setPdf(document);
        setPageCount(document.numPages);
      },
      () => {
        if (!signal.aborted) setStatus('error');
      },
    );

    return () => {
      resizeObserver.disconnect();
      cancelAnimationFrame(frame);
      showDocument(reader, null);
      controller.abort();
      readerRef.current = null;
      // Cancels the range requests still running and ends the worker's copy of the document.
      void opening.destroy();
    };
  }, [url, report, find]);

  // The parent's page: a new one (a link, the URL edited) moves the view; our own reports coming
  // back through the URL do not, so scrolling on is never pulled back to where it was.
  useEffect(() => {
    const viewer = readerRef.current?.viewer;
    if (status !== 'ready' || !viewer || viewer.pagesCount === 0) return;
    if (echoes.isEcho(page)) return;
    const target = clampPage(page, viewer.pagesCount);
    if (target !== viewer.currentPageNumber) viewer.currentPageNumber = target;
    if (target !== page) latest.current.onPageChange(target);
  }, [page, status, echoes]);

  const goToPage = useCallback((next: number) => {
    const viewer = readerRef.current?.viewer;
    if (!viewer || viewer.pagesCount === 0) return;
    viewer.currentPageNumber = clampPage(next, viewer.pagesCount);
  }, []);

  const zoom = useCallback((direction: 'in' | 'out') => {
    const viewer = readerRef.current?.viewer;
    if (viewer && viewer.pagesCount > 0) viewer.currentScale = stepZoom(viewer.currentScale, direction);
  }, []);

  const fit = useCallback((mode: FitMode) => {
    const viewer = readerRef.current?.viewer;
    if (viewer && viewer.pagesCount > 0) viewer.currentScaleValue = mode;
  }, []);

  return {
    containerRef,
    viewerRef,
    status,
    pdf,
    pageCount,
    currentPage,
    scale: scale.value,
    fitMode: isFitMode(scale.preset ?? undefined) ? (scale.preset as FitMode) : null,
    pageRatio,
    firstPageRendered,
    findProgress,
    goToPage,
    zoom,
    fit,
    find,
  };
}
