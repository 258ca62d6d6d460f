import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleTimeout, quietAfterLoad, whenIdle } from './deferred.ts';

/** A page as `whenIdle` sees it: the window's events, the document's state, the idle callbacks. */
function fakePage(readyState: DocumentReadyState) {
  const page = new EventTarget();
  const idleCallbacks = new Map<number, { run: () => void; timeout: number | undefined }>();
  let next = 1;
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', { readyState });
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
    idleCallbacks.set(next, { run, timeout: options?.timeout });
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => idleCallbacks.delete(id));
  return {
    idleCallbacks,
    fire: (type: string) => page.dispatchEvent(new Event(type)),
    idle: () => {
      for (const { run } of [...idleCallbacks.values()]) run();
    },
  };
}

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the load event and a quiet while, then for idle time with a time limit', () => {
    const page = fakePage('interactive');
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(quietAfterLoad);
    expect(page.idleCallbacks.size).toBe(0);
    page.fire('load');
    vi.advanceTimersByTime(quietAfterLoad - 1);
    expect(page.idleCallbacks.size).toBe(0);
    vi.advanceTimersByTime(1);
    expect([...page.idleCallbacks.values()].map(({ timeout }) => timeout)).toEqual([idleTimeout]);
    expect(task).not.toHaveBeenCalled();
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at the first finished interaction, once, and no longer waits for idle time', () => {
    const page = fakePage('complete');
    const task = vi.fn();
    whenIdle(task);
    page.fire('pointerdown');
    page.fire('keydown');
    expect(task).not.toHaveBeenCalled();
    page.fire('click');
    page.fire('keyup');
    vi.runAllTimers();
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
    expect(page.idleCallbacks.size).toBe(0);
  });

  it('does nothing once cancelled', () => {
    const page = fakePage('complete');
    const task = vi.fn();
    whenIdle(task)();
    page.fire('scroll');
    vi.runAllTimers();
    page.idle();
    expect(task).not.toHaveBeenCalled();
  });

  it('falls back to a timer where the browser has no idle callbacks', () => {
    fakePage('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(quietAfterLoad);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
