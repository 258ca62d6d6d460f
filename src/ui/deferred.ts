import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Code the first paint can do without (a menu, a dialog, a panel): its chunk is fetched once the
 * page has painted, or at once when the visitor reaches for it before that.
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

/** Runs `task` once the next frame has been painted; returns a function that cancels it. */
export function afterNextPaint(task: () => void): () => void {
  // A frame callback runs just before the paint; a timeout queued from it runs just after.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The module once it has arrived (fetched after the first paint), and `request` to fetch it at
 * once. `beforeArrival` runs while the page still shows what the module replaces. A failed fetch
 * is left to the app's handling of chunk errors (a reload at most once a minute).
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
    const cancel = module === undefined ? afterNextPaint(request) : undefined;
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
    ref: RefObject<HTMLButtonElement | null>;
    onClick(event: { detail: number }): void;
    onKeyDown(event: { key: string; preventDefault(): void }): void;
  };
} {
  const placeholderRef = useRef<HTMLButtonElement>(null);
  const opened = useRef<OpenedWith | null>(null);
  const handOver = useRef<HandOver>({ focused: false, opened: null });
  const [module, request] = useDeferredModule(deferred, () => {
    handOver.current = {
      focused: placeholderRef.current !== null && placeholderRef.current === document.activeElement,
      opened: opened.current,
    };
  });
  const open = (how: OpenedWith) => {
    opened.current = how;
    request();
  };
  return {
    module,
    handOver: handOver.current,
    placeholder: {
      ref: placeholderRef,
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
  const [{ focused, opened }] = useState(handOver);
  const [openOnce] = useState(() => open);
  useEffect(() => {
    if (focused || opened) triggerRef.current?.focus();
    if (opened) openOnce(opened);
  }, [focused, opened, openOnce, triggerRef]);
}
