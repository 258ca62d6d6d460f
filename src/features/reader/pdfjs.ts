/**
 * pdf.js's viewer, set up once for the reader's chunk. The order of the imports matters: the viewer
 * components read `globalThis.pdfjsLib`, which the library itself defines when it is evaluated.
 * The library's document side is `pdf-document.ts`, which the PDF's opening loads without this.
 */
import { AnnotationEditorType, AnnotationMode } from 'pdfjs-dist';
import {
  EventBus,
  LinkTarget,
  PDFFindController,
  PDFLinkService,
  PDFViewer,
} from 'pdfjs-dist/web/pdf_viewer.mjs';
import 'pdfjs-dist/web/pdf_viewer.css';
import type { PDFDocumentProxy } from './pdf-document.ts';

type PDFViewerOptions = ConstructorParameters<typeof PDFViewer>[0];

/**
 * pdf.js's localisation, reduced to what this reader needs: nothing. Its viewer would otherwise
 * label pages in English through its own message bundles; the reader labels them itself, in the
 * interface language (see `labelPages`).
 */
const silentL10n = {
  getLanguage: () => document.documentElement.lang || 'en',
  getDirection: () => 'ltr',
  get: async (_ids: unknown, _args: unknown, fallback?: string) => fallback ?? '',
  translate: async () => {},
  translateOnce: async () => {},
  destroy: async () => {},
  pause: () => {},
  resume: () => {},
} as unknown as NonNullable<PDFViewerOptions['l10n']>;

export interface ReaderViewer {
  eventBus: EventBus;
  viewer: PDFViewer;
  linkService: PDFLinkService;
}

/**
 * The continuous page view of pdf.js with its text layer (so text can be selected and found) and
 * its find controller (which marks the hits); pages are rendered only as they come into view.
 * `signal` releases the viewer's own listeners on the container when the reader lets it go.
 */
export function createViewer(container: HTMLDivElement, viewerElement: HTMLDivElement, signal: AbortSignal) {
  const eventBus = new EventBus();
  const linkService = new PDFLinkService({
    eventBus,
    externalLinkTarget: LinkTarget.BLANK,
    externalLinkRel: 'noopener noreferrer nofollow',
  });
  const findController = new PDFFindController({ eventBus, linkService });
  const options: PDFViewerOptions & { abortSignal: AbortSignal } = {
    container,
    viewer: viewerElement,
    eventBus,
    linkService,
    findController,
    l10n: silentL10n,
    // Links in the catalogues work; there are no forms to fill in nor annotations to draw.
    annotationMode: AnnotationMode.ENABLE,
    annotationEditorMode: AnnotationEditorType.DISABLE,
    abortSignal: signal,
  };
  const viewer = new PDFViewer(options);
  linkService.setViewer(viewer);
  // pdf.js brings a hit into view with the browser's scrollIntoView, which scrolls the whole page
  // too and slides the reader under the site's sticky header. Only the pages' own box scrolls here.
  const scrollMatchIntoView = findController.scrollMatchIntoView.bind(findController);
  findController.scrollMatchIntoView = ({ element, pageIndex, matchIndex }) => {
    if (!element) return;
    const within = { scrollIntoView: () => scrollWithin(container, element) } as unknown as HTMLElement;
    scrollMatchIntoView({ element: within, pageIndex, matchIndex });
  };
  return { eventBus, viewer, linkService } satisfies ReaderViewer;
}

/** Scrolls `container` (only) so that `element` sits a quarter down its height, centred across. */
function scrollWithin(container: HTMLElement, element: HTMLElement) {
  const box = element.getBoundingClientRect();
  const frame = container.getBoundingClientRect();
  container.scrollTop += box.top - frame.top - frame.height / 4;
  container.scrollLeft += box.left + box.width / 2 - (frame.left + frame.width / 2);
}

export function showDocument({ viewer, linkService }: ReaderViewer, pdf: PDFDocumentProxy | null) {
  // pdf.js takes null for "no document" (it cancels rendering and empties the view).
  viewer.setDocument(pdf as PDFDocumentProxy);
  linkService.setDocument(pdf, null);
}

/** The states the find controller reports (pdf.js's `FindState`). */
export const findStates = { found: 0, notFound: 1, wrapped: 2, pending: 3 } as const;
