import { type RefCallback, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Code the first paint can do without (a menu, a dialog, a panel): its chunk is fetched at the
 * visitor's first interaction or once the loaded page is idle (`whenIdle`), or at once when the
 * visitor reaches for it before that.
 */
export interface DeferredModule<T> {
  /** The module, if it has arrived. */
  loaded(): T | undefined;
  /** Fetches it once; after a failed fetch the next call tries again. */
  load(): Promise<T>;
}

export function deferredModule<T>(importModule: () => Promise<T>): DeferredModule<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    loaded: () => module,
    load() {
      pending ??= importModule().then(
        (arrived) => {
          module = arrived;
          return arrived;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * What says the visitor is using the page: a finished press (a click, a key let go) or scrolling.
 * Not `pointerdown` or `keydown`: code arriving between the press and its release would swap the
 * pressed element for another, and the press would be lost.
 */
const interactions = ['click', 'keyup', 'wheel', 'scroll', 'touchend'] as const;

/**
 * How long the loaded page is left to itself before deferred code is fetched without an
 * interaction: the page's own data and images have the network and the main thread first, and a
 * phone that has just drawn the page is not kept busy while its visitor starts to read.
 */
export const quietAfterLoad = 4000;

/** How long after that the browser may keep a deferred task waiting for idle time. */
export const idleTimeout = 2000;

/**
 * Runs `task` once: at the visitor's first interaction, or once the page has loaded, been left
 * alone for `quietAfterLoad` and the browser is idle (`requestIdleCallback`, at most `idleTimeout`
 * later), whichever comes first. Returns a function that cancels it. Code the first page can do
 * without then neither competes with the page's own code and data while it loads nor blocks the
 * first taps; an interaction fetches it at once.
 */
export function whenIdle(task: () => void): () => void {
  // A server rendering the page has no visitor to wait for, and nothing to fetch.
  if (typeof window === 'undefined') return () => {};
  let finished = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listening = { capture: true, passive: true } as const;
  const stop = () => {
    finished = true;
    for (const type of interactions) window.removeEventListener(type, run, listening);
    window.removeEventListener('load', afterLoad);
    if (idle !== undefined) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
  function run() {
    if (finished) return;
    stop();
    task();
  }
  function whenBrowserIdle() {
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: idleTimeout });
    else run();
  }
  function afterLoad() {
    if (!finished) timer = setTimeout(whenBrowserIdle, quietAfterLoad);
  }
  for (const type of interactions) window.addEventListener(type, run, listening);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad);
  return stop;
}

/**
 * The module once it has arrived (fetched by `whenIdle`), and `request` to fetch it at once.
 * `beforeArrival` runs while the page still shows what the module replaces. A failed fetch is
 * left to the app's handling of chunk errors (a reload at most once a minute).
 */
export function useDeferredModule<T>(
  deferred: DeferredModule<T>,
  beforeArrival?: () => void,
): [T | undefined, () => void] {
  const [module, setModule] = useState(deferred.loaded);
  const mounted = useRef(false);
  const arriving = useRef(beforeArrival);
  arriving.current = beforeArrival;
  const [request] = useState(() => () => {
    void deferred.load().then((arrived) => {
      if (!mounted.current) return;
      arriving.current?.();
      setModule(() => arrived);
    });
  });
  useEffect(() => {
    mounted.current = true;
    const cancel = module === undefined ? whenIdle(request) : undefined;
    return () => {
      mounted.current = false;
      cancel?.();
    };
  }, [module, request]);
  return [module, request];
}

/** How a menu's placeholder was opened: the keyboard puts focus on its first or last item. */
export type OpenedWith = 'pointer' | 'first' | 'last';

/** What the real trigger takes over from its placeholder when its code arrives. */
export interface HandOver {
  /** The placeholder had focus: the real trigger takes it. */
  focused: boolean;
  /** The visitor opened the placeholder: the real trigger opens its menu or dialog. */
  opened: OpenedWith | null;
}

/**
 * A trigger (menu button, dialog button) whose menu or dialog is deferred: until its module
 * arrives a plain button stands in, with the same look, name and `aria-haspopup`. Pressing it
 * fetches the module at once; the real trigger then takes over focus and opens (`handOver`).
 */
export function useDeferredTrigger<T>(deferred: DeferredModule<T>): {
  module: T | undefined;
  handOver: HandOver;
  placeholder: {
    ref: RefCallback<HTMLButtonElement>;
    onClick(event: { detail: number }): void;
    onKeyDown(event: { key: string; preventDefault(): void }): void;
  };
} {
  const placeholderRef = useRef<HTMLButtonElement>(null);
  const opened = useRef<OpenedWith | null>(null);
  const handOver = useRef<HandOver>({ focused: false, opened: null });
  // The placeholder is let go as the real trigger replaces it, while still in the page: focus that
  // reached it after the code arrived (a Tab between the arrival and that render) goes over too,
  // where it was lost with the placeholder.
  const [placeholderRefCallback] = useState<RefCallback<HTMLButtonElement>>(
    () => (element: HTMLButtonElement | null) => {
      const leaving = placeholderRef.current;
      if (element === null && leaving !== null && leaving === document.activeElement)
        handOver.current.focused = true;
      placeholderRef.current = element;
    },
  );
  const [module, request] = useDeferredModule(deferred, () => {
    handOver.current = {
      focused: placeholderRef.current !== null && placeholderRef.current === document.activeElement,
      opened: opened.current,
    };
  });
  const open = (how: OpenedWith) => {
    opened.current = how;
    // Also on the hand-over already given out: pressed after the code arrived, before the render
    // that swaps the placeholder for the real trigger, which then opens as asked.
    handOver.current.opened = how;
    request();
  };
  return {
    module,
    handOver: handOver.current,
    placeholder: {
      ref: placeholderRefCallback,
      // Enter and Space click with no pointer (detail 0), and open on the first item as react-aria does.
      onClick: (event) => open(event.detail === 0 ? 'first' : 'pointer'),
      onKeyDown: (event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        open(event.key === 'ArrowDown' ? 'first' : 'last');
      },
    },
  };
}

/**
 * In the real trigger, once mounted: take the focus the placeholder had, and open as it was asked
 * to (`open` receives how). Runs once, on mount.
 */
export function useTakeOver(
  handOver: HandOver,
  triggerRef: RefObject<HTMLElement | null>,
  open: (how: OpenedWith) => void,
): void {
  const [taken] = useState(handOver);
  const [openOnce] = useState(() => open);
  // Read as the trigger mounts, not as it rendered: the placeholder may have taken focus or been
  // pressed since (useDeferredTrigger). Focus moves in the same task as the swap, so no key press
  // lands on the page between the placeholder leaving and the trigger taking over.
  useLayoutEffect(() => {
    if (taken.focused || taken.opened) triggerRef.current?.focus();
  }, [taken, triggerRef]);
  useEffect(() => {
    if (taken.opened) openOnce(taken.opened);
  }, [taken, openOnce]);
}
