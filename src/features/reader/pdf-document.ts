/**
 * pdf.js's library, as the PDF's opening needs it: the document read from the bytes fetched at
 * navigation, in the worker thread started then, and its opening page worked out. Nothing of the
 * viewer (its components and style sheet, `pdfjs.ts`): the opening does not wait for them.
 */
import {
  AnnotationMode,
  getDocument,
  PDFDataRangeTransport,
  type PDFDocumentLoadingTask,
  type PDFDocumentProxy,
  PDFWorker,
} from 'pdfjs-dist';
import { pdfChunkBytes } from '../../../common/pdf-opening.ts';
import { BundledBinaryData } from './binary-data.ts';
import {
  type ByteWindow,
  fetchBytes,
  type PdfBytes,
  type PdfStart,
  prefetched,
  readAheadEnd,
  withinAny,
} from './pdf-ranges.ts';
import { pdfWorkerThread } from './pdf-worker.ts';

export type { PDFDocumentProxy };

// pdf.js's side of the worker thread started at navigation (pdf-worker.ts), one for the thread
// (pdf.js keeps it by port). Handed to each document rather than made by it, it outlives them:
// destroying a document ends only that document in the worker.
const sharedWorker = () => PDFWorker.create({ port: pdfWorkerThread() });

/** How many Range answers are kept for the questions after them: 4 × 512 kB at most. */
const keptRangeAnswers = 4;

/**
 * pdf.js's ranges of a PDF, fetched by this app rather than by pdf.js: the start and the end,
 * fetched at navigation (pdf-ranges.ts), answer pdf.js's first questions at once, and every other
 * range is a Range request reading a little ahead (`readAheadEnd`), whose extra bytes answer the
 * questions that follow. pdf.js has no way to hear that a range failed: `onFailure` is told
 * instead, after one more try.
 */
class PrefetchedRanges extends PDFDataRangeTransport {
  /**
   * The latest few Range answers: pdf.js asks for a page's objects in parallel, and the answers
   * arrive in any order, so the one holding the next question's bytes need not be the last.
   */
  private ahead: ByteWindow[] = [];
  /** Where the bytes held or on their way begin: the end fetched at navigation, each Range request. */
  private readonly heldFrom: number[];

  constructor(
    private readonly url: string,
    private readonly start: PdfStart,
    private readonly signal: AbortSignal,
    private readonly onFailure: (error: unknown) => void,
  ) {
    super(start.length, start.head);
    this.heldFrom = [start.tail.begin];
  }

  override requestDataRange(begin: number, end: number): void {
    const bytes = prefetched(this.start, begin, end) ?? withinAny(this.ahead, begin, end);
    if (bytes) {
      // pdf.js waits for the answer after asking: never within the call.
      queueMicrotask(() => this.onDataRange(begin, bytes));
      return;
    }
    const until = readAheadEnd(begin, end, this.start.length, this.heldFrom);
    this.heldFrom.push(begin);
    fetchBytes(this.url, begin, until, this.signal)
      .catch((error: unknown) => {
        if (this.signal.aborted) throw error;
        return fetchBytes(this.url, begin, until, this.signal);
      })
      .then(
        (fetched) => {
          this.ahead = [{ begin, bytes: fetched }, ...this.ahead].slice(0, keptRangeAnswers);
          this.onDataRange(begin, fetched.subarray(0, end - begin));
        },
        (error: unknown) => {
          if (!this.signal.aborted) this.onFailure(error);
        },
      );
  }
}

/**
 * Starts reading a PDF from its first bytes (`fetchPdfStart`): pdf.js asks for the cross-reference
 * table and then only the objects the pages on screen need, so a page of a 44 MB scan shows after
 * a few hundred kilobytes. Auto-fetching the rest in the background is off (it would download the
 * whole file while someone reads page 1), and so is streaming, which pdf.js needs off for that.
 */
export function loadPdf(
  url: string,
  bytes: PdfBytes,
  signal: AbortSignal,
  onFailure: (error: unknown) => void,
): PDFDocumentLoadingTask {
  const source =
    bytes.kind === 'whole'
      ? { data: bytes.data }
      : { range: new PrefetchedRanges(url, bytes.start, signal, onFailure) };
  return getDocument({
    ...source,
    worker: sharedWorker(),
    rangeChunkSize: pdfChunkBytes,
    disableAutoFetch: true,
    disableStream: true,
    // Fonts and image decoders come from this build's own assets (see binary-data.ts).
    BinaryDataFactory: BundledBinaryData,
    useWorkerFetch: false,
    // No code generated from the PDF's PostScript functions, whatever a file contains.
    isEvalSupported: false,
  });
}

/**
 * Works out the page the reader opens at while the reader itself is still waiting for the
 * edition's calls: its bytes, its fonts and images decoded, its drawing instructions. pdf.js keeps
 * the instructions of a page for the way it is drawn (here as the viewer draws it: on screen, with
 * its links), so the viewer's own drawing later only paints. Drawn once on a canvas the size of a
 * stamp, which is then let go.
 */
export async function prepareOpeningPage(pdf: PDFDocumentProxy, pageNumber: number): Promise<void> {
  const page = await pdf.getPage(Math.min(Math.max(1, pageNumber), pdf.numPages));
  const viewport = page.getViewport({ scale: 0.1 });
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(viewport.width);
  canvas.height = Math.ceil(viewport.height);
  try {
    await page.render({ canvas, viewport, intent: 'display', annotationMode: AnnotationMode.ENABLE }).promise;
  } finally {
    canvas.width = 0;
    canvas.height = 0;
  }
}
