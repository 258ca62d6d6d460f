import { afterEach, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('resumes in a later task, not among the current task’s microtasks', async () => {
  let resumed = false;
  const yielded = yieldToBrowser().then(() => {
    resumed = true;
  });
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
  expect(resumed).toBe(false);
  await yielded;
  expect(resumed).toBe(true);
});

it('uses scheduler.yield where the browser has it', async () => {
  const schedulerYield = vi.fn(() => Promise.resolve());
  vi.stubGlobal('scheduler', { yield: schedulerYield });
  await yieldToBrowser();
  expect(schedulerYield).toHaveBeenCalledOnce();
});
