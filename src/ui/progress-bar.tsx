import { useEffect, useState } from 'react';
import { bar, fill } from './progress-bar.css.ts';

export interface TopProgressBarProps {
  /** True while work is under way (route loading, requests). */
  active: boolean;
  /** Appears only if the work lasts longer than this (spec: 200 ms). */
  throttleMs?: number;
  /** The time over which the bar advances towards its end (spec: 5000 ms). */
  durationMs?: number;
}

type Phase = 'hidden' | 'starting' | 'running' | 'done';

/**
 * A thin accent bar along the top of the page while work is under way (the advance is an
 * estimate). It is hidden from assistive technology, is not focusable and does not move focus.
 */
export function TopProgressBar({ active, throttleMs = 200, durationMs = 5000 }: TopProgressBarProps) {
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (active) {
      const timer = setTimeout(() => setPhase('starting'), throttleMs);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'hidden' ? current : 'done'));
  }, [active, throttleMs]);

  useEffect(() => {
    // 'starting' paints the empty bar once, so that the advance to 'running' is a transition.
    if (phase === 'starting') {
      let frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => setPhase('running'));
      });
      return () => cancelAnimationFrame(frame);
    }
    if (phase === 'done') {
      const timer = setTimeout(() => setPhase('hidden'), 500);
      return () => clearTimeout(timer);
    }
  }, [phase]);

  if (phase === 'hidden') return null;
  return (
    // Decorative: the loading overlay's status text tells screen readers that the page is loading,
    // and a progressbar outside the page's landmarks would be one more thing to skip past.
    <div aria-hidden="true" className={bar} data-phase={phase}>
      <div
        className={fill}
        style={{ transitionDuration: phase === 'running' ? `${durationMs}ms` : undefined }}
      />
    </div>
  );
}
