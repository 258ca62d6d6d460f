import { lazy, Suspense } from 'react';
import { Skeleton } from '@/ui/skeleton.tsx';
import type { PdfReaderProps } from './pdf-reader.tsx';
import { markReader } from './reader-marks.ts';

// pdf.js is large: it loads with the edition view, never with the first page of the site.
const readerModule = () =>
  import('./pdf-reader.tsx').then((code) => {
    markReader('reader-chunk');
    return code;
  });
// The one download in flight or done; a failed download is forgotten, so the next attempt fetches again.
let readerRequested: ReturnType<typeof readerModule> | undefined;
const loadReader = () => {
  readerRequested ??= readerModule().catch((error: unknown) => {
    readerRequested = undefined;
    throw error;
  });
  return readerRequested;
};
const PdfReader = lazy(loadReader);

/** The reader, downloaded on first use, with a placeholder of its size while it arrives. */
export function LazyPdfReader(props: PdfReaderProps) {
  return (
    <Suspense fallback={<Skeleton width="100%" height="70vh" />}>
      <PdfReader {...props} />
    </Suspense>
  );
}

/**
 * Starts the reader's download without showing it: the edition route calls it at navigation (and
 * when a link to an edition is hovered), so pdf.js downloads alongside the catalogue's calls
 * rather than after they answer.
 */
LazyPdfReader.preload = (): void => {
  void loadReader();
};
