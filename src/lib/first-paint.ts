import { useEffect, useState } from 'react';

let painted = false;
let firstPaint: Promise<void> | undefined;

/**
 * Settles once the page's first render is on screen (the next frame, then a task after it, when
 * the browser has painted it), and at once for the rest of the visit. Work that the first screen
 * does not show waits for it on a first load, rather than sharing a phone's bandwidth and main
 * thread with that screen.
 */
export function afterFirstPaint(): Promise<void> {
  if (painted || typeof requestAnimationFrame === 'undefined') return Promise.resolve();
  firstPaint ??= new Promise((resolve) => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        painted = true;
        resolve();
      }, 0),
    );
  });
  return firstPaint;
}

/** Whether the page's first render has been painted (`afterFirstPaint`), as state. */
export function useFirstPaint(): boolean {
  const [done, setDone] = useState(painted);
  useEffect(() => {
    if (done) return;
    let current = true;
    void afterFirstPaint().then(() => current && setDone(true));
    return () => {
      current = false;
    };
  }, [done]);
  return done;
}
