import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { openingPageBox, placeholderImageWidth } from './page-placeholder-box.ts';
import * as styles from './pdf-reader.css.ts';

/** What the placeholder reads of a IIIF info.json. */
interface ImageInfo {
  width: number;
  height: number;
  sizes?: { width: number; height: number }[];
}

const isImageInfo = (body: unknown): body is ImageInfo =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as ImageInfo).width === 'number' &&
  typeof (body as ImageInfo).height === 'number' &&
  (body as ImageInfo).width > 0 &&
  (body as ImageInfo).height > 0;

/**
 * The page the reader opens at, as an image from the IIIF image service, laid exactly where and
 * as large as pdf.js will draw it (`openingPageBox`): it shows while pdf.js starts, fetches the
 * PDF's first bytes and draws, and the reader takes it away once the PDF's page is drawn, which
 * then appears in the same place. Without the image's size or the image itself, nothing shows.
 */
export function PagePlaceholder({ serviceUrl, page }: { serviceUrl: string; page: number }) {
  const layerRef = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState<{ width: number; height: number } | null>(null);
  const [info, setInfo] = useState<ImageInfo | null>(null);
  const [imageWidth, setImageWidth] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);

  // The same box pdf.js measures: the placeholder's layer fills it.
  useLayoutEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const measure = () => setFrame({ width: layer.clientWidth, height: layer.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(layer);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`${serviceUrl}/info.json`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        if (isImageInfo(body)) setInfo(body);
      })
      // No size, no placeholder: the reader shows its loading state until pdf.js draws.
      .catch(() => {});
    return () => controller.abort();
  }, [serviceUrl]);

  const box = frame && frame.width > 0 && info ? openingPageBox(frame, info, page) : null;
  // The image is asked for once, at the first size known: a resize only rescales it.
  useEffect(() => {
    if (box && info && imageWidth === null)
      setImageWidth(placeholderImageWidth(box.width, window.devicePixelRatio || 1, info));
  }, [box, info, imageWidth]);

  return (
    <div
      ref={layerRef}
      className={styles.placeholderLayer}
      data-page-placeholder={page}
      data-shown={loaded || undefined}
    >
      <div className={styles.placeholderClip}>
        {box && imageWidth !== null && (
          <img
            src={`${serviceUrl}/full/${imageWidth},/0/default.jpg`}
            alt=""
            className={styles.placeholderPage}
            style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
            onLoad={() => setLoaded(true)}
          />
        )}
      </div>
    </div>
  );
}
