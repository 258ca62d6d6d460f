import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

it('settles after the next frame and a task after it, then at once for the rest of the visit', async () => {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  const { afterFirstPaint } = await import('./first-paint.ts');
  let settled = false;
  const first = afterFirstPaint().then(() => {
    settled = true;
  });
  // One frame asked for, however many wait.
  void afterFirstPaint();
  expect(frames).toHaveLength(1);
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(settled).toBe(false);
  frames[0]?.(0);
  expect(settled).toBe(false);
  await first;
  expect(settled).toBe(true);
  await afterFirstPaint();
  expect(frames).toHaveLength(1);
});

it('settles at once where there are no frames (a test, a server)', async () => {
  vi.stubGlobal('requestAnimationFrame', undefined);
  const { afterFirstPaint } = await import('./first-paint.ts');
  await expect(afterFirstPaint()).resolves.toBeUndefined();
});
