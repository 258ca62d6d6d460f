import { useEffect, useState } from 'react';
import { Skeleton } from '@/ui/skeleton.tsx';
import type { PdfReaderProps } from './pdf-reader.tsx';
import { markReader } from './reader-marks.ts';

type ReaderCode = typeof import('./pdf-reader.tsx');

// pdf.js is large: it loads with the edition view, never with the first page of the site.
// The code once here, so a reader mounted after it arrived shows at once.
let loadedReader: ReaderCode | undefined;
const readerModule = () =>
  import('./pdf-reader.tsx').then((code) => {
    markReader('reader-chunk');
    loadedReader = code;
    return code;
  });
// The one download in flight or done; a failed download is forgotten, so the next attempt fetches again.
let readerRequested: Promise<ReaderCode> | undefined;
const loadReader = () => {
  readerRequested ??= readerModule().catch((error: unknown) => {
    readerRequested = undefined;
    throw error;
  });
  return readerRequested;
};

/**
 * The reader, downloaded on first use, with a placeholder of its size while it arrives. Not
 * `React.lazy` in a Suspense boundary: React holds back the content that replaces a boundary's
 * fallback until 300 ms after the fallback showed (its throttle against flicker), and the reader,
 * whose code is usually on its way since navigation, mounted pdf.js's viewer about 300 ms late.
 * A failed download goes to the error boundary, as with `lazy`.
 */
export function LazyPdfReader(props: PdfReaderProps) {
  const [code, setCode] = useState<ReaderCode | undefined>(() => loadedReader);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (code) return;
    let current = true;
    loadReader().then(
      (loaded) => current && setCode(loaded),
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [code]);
  if (failure) throw failure.error;
  if (!code) return <Skeleton width="100%" height="70vh" />;
  return <code.default {...props} />;
}

/**
 * Starts the reader's download without showing it: the edition route calls it at navigation (and
 * when a link to an edition is hovered), so pdf.js downloads alongside the catalogue's calls
 * rather than after they answer.
 */
LazyPdfReader.preload = (): void => {
  void loadReader();
};
