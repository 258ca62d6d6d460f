import { useEffect, useId, useRef } from 'react';
import * as styles from './mirador-page.css.ts';

/** The languages Mirador has its own texts in, of those the site ships; any other reads English. */
const miradorLanguages = new Set(['en', 'de', 'it']);

export type MiradorStatus = 'loading' | 'ready' | 'failed';

/**
 * Mirador 4 opened on one manifest in one window; its workspace lets a visitor add others beside
 * it. Mirador and what it brings (MUI, emotion, OpenSeadragon) download here, on first
 * use, into a chunk of their own; Mirador then renders into the element with its own React root.
 */
export function MiradorViewer({
  manifestUrl,
  locale,
  label,
  onStatus,
}: {
  manifestUrl: string;
  locale: string;
  /** The accessible name of the viewer's region. */
  label: string;
  onStatus: (status: MiradorStatus) => void;
}) {
  // Mirador finds its element by id; React's ids hold characters best kept out of one.
  const id = `mirador-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const hostRef = useRef<HTMLElement>(null);
  const language = miradorLanguages.has(locale.toLowerCase()) ? locale.toLowerCase() : 'en';

  // Mirador makes its workspace a <main>, and the site's page is one already: screen readers would
  // find two main landmarks, one in the other. Inside the site, the workspace is a named region.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const demoteMain = () => {
      for (const main of host.querySelectorAll('main:not([role])')) main.setAttribute('role', 'region');
    };
    const observer = new MutationObserver(demoteMain);
    observer.observe(host, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | undefined;
    onStatus('loading');
    import('mirador').then(
      ({ default: Mirador }) => {
        if (cancelled) return;
        const viewer = Mirador.viewer({
          id,
          language,
          windows: [{ manifestId: manifestUrl, thumbnailNavigationPosition: 'far-bottom' }],
          // Mirador's workspace stays: other manifests can be added beside this one, to compare pages.
          workspace: { type: 'mosaic', allowNewWindows: true, isWorkspaceAddVisible: false },
          workspaceControlPanel: { enabled: true },
          // The 2D canvas drawer: one image per page needs no WebGL, and it draws where there is no GPU.
          osdConfig: { drawer: 'canvas' },
        });
        unmount = () => viewer.unmount();
        onStatus('ready');
      },
      () => {
        if (!cancelled) onStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [id, manifestUrl, language, onStatus]);

  // Mirador's own React root renders into this element: React leaves it empty.
  return <section ref={hostRef} id={id} className={styles.viewer} aria-label={label} />;
}
