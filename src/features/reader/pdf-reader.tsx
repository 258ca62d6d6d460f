import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, ToggleButton, Toolbar } from 'react-aria-components';
import { useI18n } from '@/i18n/i18n.tsx';
import { iconButton } from '@/ui/button.css.ts';
import { Button, IconButton } from '@/ui/button.tsx';
import { ChevronRightIcon } from '@/ui/icons.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { stageOverlay } from '@/ui/stage-overlay.css.ts';
import { media } from '@/ui/theme.css.ts';
import { downloadFileName } from './download.ts';
import { FindBar } from './find-bar.tsx';
import { isEditableTarget, pageActionFor, targetPage } from './keyboard.ts';
import { OcrHighlights } from './ocr-highlights.tsx';
import { PageField } from './page-field.tsx';
import { PagePlaceholder } from './page-placeholder.tsx';
import * as styles from './pdf-reader.css.ts';
import {
  ChevronLeftIcon,
  DownloadIcon,
  ExitFullScreenIcon,
  FitPageIcon,
  FitWidthIcon,
  FullScreenIcon,
  ThumbnailsIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from './reader-icons.tsx';
import { Thumbnails } from './thumbnails.tsx';
import { useFullScreen } from './use-full-screen.ts';
import { usePdfViewer } from './use-pdf-viewer.ts';
import { canZoom, formatZoom } from './zoom.ts';

export interface PdfReaderProps {
  /** Same-origin PDF URL; the server answers Range requests. */
  url: string;
  /** The edition's title, for accessible names and the download file name. */
  title: string;
  /** Pages known from the API, for the page count before the PDF loads. */
  pageCount?: number;
  /** 1-based page to show (the route's ?page). */
  page: number;
  /** Called with the page being read, as it changes. */
  onPageChange: (page: number) => void;
  /** Text to find and mark on open (the route's ?q, from the full-text search). */
  highlight?: string;
  /** More tools for the toolbar, given the page being read (the edition view's Cite button). */
  tools?: (reading: ReaderToolsContext) => ReactNode;
  /** A page's IIIF image service, whose image shows while pdf.js loads (page-placeholder.tsx). */
  pageImageService?: (page: number) => string;
}

/** What the reader tells the tools it is given. */
export interface ReaderToolsContext {
  /** The page being read. */
  page: number;
  /**
   * Where a tool's dialog must go to be seen: the reader itself while it is in full screen (then
   * only its element is on screen, or it lies over everything else), otherwise null (the page).
   */
  overlayContainer: HTMLElement | null;
}

/**
 * The PDF reader of an edition: pdf.js's page view with thumbnails, page and zoom controls,
 * find in document, full screen and download. Loaded on its own (React.lazy) so pdf.js stays out
 * of every other page. A retry, or another URL, starts over with a fresh viewer.
 */
export default function PdfReader(props: PdfReaderProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <Reader key={`${attempt} ${props.url}`} {...props} onRetry={() => setAttempt((count) => count + 1)} />
  );
}

function Reader({
  url,
  title,
  pageCount: knownPageCount,
  page,
  onPageChange,
  highlight,
  tools,
  pageImageService,
  onRetry,
}: PdfReaderProps & { onRetry: () => void }) {
  const { t, locale } = useI18n();
  const rootRef = useRef<HTMLElement>(null);
  const thumbnailsId = useId();
  const viewer = usePdfViewer({ url, page, highlight, onPageChange });
  const fullScreen = useFullScreen(rootRef);
  const [query, setQuery] = useState(highlight ?? '');
  const [thumbnailsOpen, setThumbnailsOpen] = useState(
    () => typeof window === 'undefined' || !window.matchMedia(media.mobile).matches,
  );

  const pageCount = viewer.pageCount ?? knownPageCount;
  const ready = viewer.status === 'ready';
  const current = viewer.currentPage;
  const isPhone = () => window.matchMedia(media.mobile).matches;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys pressed in a dialog a tool opened reach here through React's tree: they are not the reader's.
    const target = event.target as Element;
    if (!event.currentTarget.contains(target) || target.closest('[role="dialog"], [role="alertdialog"]'))
      return;
    const action = pageActionFor({
      key: event.key,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      inEditable: isEditableTarget(event.target as Element),
      defaultPrevented: event.isDefaultPrevented(),
    });
    if (!action || !ready || !pageCount) return;
    event.preventDefault();
    const next = targetPage(action, current, pageCount);
    if (next !== null) viewer.goToPage(next);
  };

  // Another ?q for the same PDF (back to the search, another result): find that instead.
  const { find } = viewer;
  const shownHighlight = useRef(highlight);
  useEffect(() => {
    if (highlight === shownHighlight.current) return;
    shownHighlight.current = highlight;
    setQuery(highlight ?? '');
    // Before the pages are laid out, the viewer picks up the latest ?q by itself.
    if (ready) find(highlight ?? '');
  }, [highlight, ready, find]);

  // Opened at a page or a hit (a shared link, the full-text search): the reader is what the
  // visitor came for, so it comes into view once, even when the edition's record is above it.
  const openedDeep = useRef(page > 1 || Boolean(highlight?.trim()));
  // The page pdf.js opens at, which its placeholder shows (not the pages turned before it draws).
  const openingPage = useRef(Math.min(Math.max(1, page), knownPageCount ?? page));
  useEffect(() => {
    const root = rootRef.current;
    if (!ready || !openedDeep.current || !root) return;
    openedDeep.current = false;
    const box = root.getBoundingClientRect();
    if (box.top < 0 || box.top > window.innerHeight / 3) root.scrollIntoView({ block: 'start' });
  }, [ready]);

  // pdf.js names each page 'Page n' in English; here in the reader's language.
  const viewerElementRef = viewer.viewerRef;
  useEffect(() => {
    if (!ready) return;
    for (const pageElement of viewerElementRef.current?.querySelectorAll<HTMLElement>('.page') ?? []) {
      pageElement.setAttribute('aria-label', t('page_n', { page: pageElement.dataset.pageNumber ?? '' }));
    }
  }, [ready, t, viewerElementRef]);

  return (
    <section
      ref={rootRef}
      aria-label={`${t('pdf_reader')}: ${title}`}
      className={`${styles.reader} ${fullScreen.mode === 'fallback' ? styles.fallbackFullScreen : ''}`}
      onKeyDown={onKeyDown}
    >
      <div className={styles.bar}>
        <Toolbar aria-label={t('reader_tools')} className={styles.tools}>
          <IconButton
            aria-label={t('thumbnails')}
            aria-expanded={thumbnailsOpen}
            aria-controls={thumbnailsId}
            shape="square"
            onPress={() => setThumbnailsOpen((open) => !open)}
          >
            <ThumbnailsIcon />
          </IconButton>
          <span className={styles.separator} />
          <IconButton
            aria-label={t('previous_page')}
            shape="square"
            isDisabled={!ready || current <= 1}
            onPress={() => viewer.goToPage(current - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={t('next_page')}
            shape="square"
            isDisabled={!ready || current >= (pageCount ?? 1)}
            onPress={() => viewer.goToPage(current + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
          <span className={styles.separator} />
          <IconButton
            aria-label={t('zoom_out')}
            shape="square"
            isDisabled={!ready || !canZoom(viewer.scale, 'out')}
            onPress={() => viewer.zoom('out')}
          >
            <ZoomOutIcon />
          </IconButton>
          <span className={styles.zoomLevel}>{ready ? formatZoom(viewer.scale, locale) : ''}</span>
          <IconButton
            aria-label={t('zoom_in')}
            shape="square"
            isDisabled={!ready || !canZoom(viewer.scale, 'in')}
            onPress={() => viewer.zoom('in')}
          >
            <ZoomInIcon />
          </IconButton>
          <ToggleButton
            aria-label={t('fit_to_width')}
            className={`${iconButton({ shape: 'square' })} ${styles.toggle}`}
            isDisabled={!ready}
            isSelected={viewer.fitMode === 'page-width'}
            onChange={() => viewer.fit('page-width')}
          >
            <FitWidthIcon />
          </ToggleButton>
          <ToggleButton
            aria-label={t('fit_page')}
            className={`${iconButton({ shape: 'square' })} ${styles.toggle}`}
            isDisabled={!ready}
            isSelected={viewer.fitMode === 'page-fit'}
            onChange={() => viewer.fit('page-fit')}
          >
            <FitPageIcon />
          </ToggleButton>
          <span className={styles.separator} />
          <IconButton
            aria-label={fullScreen.isFullScreen ? t('exit_full_screen') : t('full_screen')}
            shape="square"
            onPress={() => (fullScreen.isFullScreen ? fullScreen.exit() : void fullScreen.enter())}
          >
            {fullScreen.isFullScreen ? <ExitFullScreenIcon /> : <FullScreenIcon />}
          </IconButton>
          {tools?.({ page: current, overlayContainer: fullScreen.isFullScreen ? rootRef.current : null })}
          <Link
            href={url}
            download={downloadFileName(title)}
            aria-label={t('download_pdf')}
            className={`${iconButton({ shape: 'square' })} ${styles.downloadLink}`}
          >
            <DownloadIcon />
          </Link>
        </Toolbar>
        <PageField
          page={current}
          pageCount={pageCount}
          isDisabled={!ready}
          onGo={(next) => viewer.goToPage(next)}
        />
        <FindBar
          query={query}
          progress={viewer.findProgress}
          isDisabled={viewer.status === 'error'}
          onQueryChange={(next) => {
            setQuery(next);
            viewer.find(next);
          }}
          onFind={(direction) => viewer.find(query, direction)}
        />
      </div>
      <div className={styles.body}>
        {/* The strip's 200 buttons mount after the page being read is drawn: rendered with it, they
            held the main thread for a quarter of a second while pdf.js waited to paint the page. */}
        {ready && pageCount && viewer.firstPageRendered ? (
          <Thumbnails
            id={thumbnailsId}
            label={`${t('thumbnails')}: ${title}`}
            pdf={viewer.pdf}
            pageCount={pageCount}
            currentPage={current}
            pageRatio={viewer.pageRatio}
            hidden={!thumbnailsOpen}
            onSelect={(next) => {
              viewer.goToPage(next);
              if (isPhone()) setThumbnailsOpen(false);
            }}
          />
        ) : (
          // The strip's room, kept until then: the pages are fitted and placed once, not again.
          <div id={thumbnailsId} className={styles.thumbnails} hidden={!thumbnailsOpen} />
        )}
        <div className={styles.stage}>
          {/* biome-ignore lint/a11y/useSemanticElements: pdf.js takes only a div for its container */}
          <div
            ref={viewer.containerRef}
            className={styles.viewerContainer}
            role="region"
            aria-label={t('pdf_pages_of_title', { title })}
            aria-busy={!viewer.firstPageRendered && viewer.status !== 'error'}
            data-first-page-rendered={viewer.firstPageRendered || undefined}
            // Focusable so that keyboard users can scroll the pages and turn them with the keys.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
            tabIndex={0}
          >
            <div ref={viewer.viewerRef} className="pdfViewer" />
            <OcrHighlights pdfUrl={url} query={query} viewer={viewer} />
          </div>
          {viewer.status === 'loading' && (
            <div className={stageOverlay}>
              <Skeleton width="min(70%, 360px)" height="auto" className={styles.pagePlaceholder} />
              <Spinner size="md" />
              <span role="status" className={styles.visuallyHidden}>
                {t('loading')}
              </span>
            </div>
          )}
          {pageImageService && !viewer.firstPageRendered && viewer.status !== 'error' && (
            <PagePlaceholder serviceUrl={pageImageService(openingPage.current)} page={openingPage.current} />
          )}
          {viewer.status === 'error' && (
            <div className={stageOverlay} role="alert">
              <p className={styles.errorText}>{t('the_pdf_could_not_be_loaded')}</p>
              <Button variant="secondary" onPress={onRetry}>
                {t('try_again')}
              </Button>
            </div>
          )}
        </div>
      </div>
      <p className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
        {pageCount ? t('page_of_pages', { page: current, pages: pageCount }) : ''}
      </p>
    </section>
  );
}
