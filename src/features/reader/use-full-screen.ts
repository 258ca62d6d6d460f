import { type RefObject, useCallback, useEffect, useState } from 'react';

/** 'native': the Fullscreen API; 'fallback': the reader covers the window (iPhone Safari has no API for elements). */
export type FullScreenMode = 'off' | 'native' | 'fallback';

/**
 * Full screen for one element. Where the browser refuses or lacks the Fullscreen API, the element
 * is laid over the whole window instead, and Escape leaves that state as it leaves the real one.
 */
export function useFullScreen(ref: RefObject<HTMLElement | null>) {
  const [mode, setMode] = useState<FullScreenMode>('off');

  useEffect(() => {
    const onChange = () => {
      const isOurs = ref.current !== null && document.fullscreenElement === ref.current;
      setMode((current) => (isOurs ? 'native' : current === 'native' ? 'off' : current));
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);

  useEffect(() => {
    if (mode !== 'fallback') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setMode('off');
    };
    // The page under the reader must not scroll along with it.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      root.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [mode]);

  // Leaving the page needs nothing: browsers leave full screen when its element is removed.

  const enter = useCallback(async () => {
    const element = ref.current;
    if (!element) return;
    if (document.fullscreenEnabled && typeof element.requestFullscreen === 'function') {
      try {
        await element.requestFullscreen({ navigationUI: 'hide' });
        return;
      } catch {
        // Refused (an iframe without allowfullscreen, a browser policy): the fallback below.
      }
    }
    setMode('fallback');
  }, [ref]);

  const exit = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    setMode('off');
  }, []);

  return { mode, isFullScreen: mode !== 'off', enter, exit };
}
