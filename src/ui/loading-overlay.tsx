import { useEffect, useState } from 'react';
import { overlay } from './loading-overlay.css.ts';
import { Spinner } from './spinner.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

export interface LoadingOverlayProps {
  /** True while the page waits for its data. */
  active: boolean;
  /** Said by screen readers when loading starts, e.g. the translation of 'Loading'. */
  label: string;
  /** Appears only if loading lasts longer than this, so quick answers do not flash (default 200 ms). */
  delayMs?: number;
}

/**
 * A full-screen translucent layer with a spinner that blocks clicks while the page loads. It
 * never takes focus; the status text sits in a live region that stays mounted, so the start of
 * loading is announced.
 */
export function LoadingOverlay({ active, label, delayMs = 200 }: LoadingOverlayProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!active) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);

  return (
    <>
      <VisuallyHidden role="status">{visible ? label : ''}</VisuallyHidden>
      {visible && (
        <div className={overlay} aria-hidden>
          <Spinner size="lg" />
        </div>
      )}
    </>
  );
}
