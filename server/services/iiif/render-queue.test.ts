import { describe, expect, it } from 'vitest';
import { RenderQueue, RenderQueueFullError } from './render-queue.ts';

/** A job that stays "running" until the test finishes it. */
function controllableJob<T>(result: T) {
  let finish = () => {};
  let fail = (_error: Error) => {};
  let started = false;
  const job = () => {
    started = true;
    return new Promise<T>((resolve, reject) => {
      finish = () => resolve(result);
      fail = reject;
    });
  };
  return {
    job,
    finish: () => finish(),
    fail: (error: Error) => fail(error),
    get started() {
      return started;
    },
  };
}

/** Lets every pending promise callback run. */
function settle() {
  return new Promise((resolve) => setImmediate(resolve));
}

describe('RenderQueue', () => {
  it('runs up to maxConcurrent jobs and makes the next ones wait, in order', async () => {
    const queue = new RenderQueue(2, 5);
    const jobs = ['a', 'b', 'c', 'd'].map((name) => controllableJob(name));
    const results = jobs.map((job) => queue.run(job.job));
    await settle();
    expect(jobs.map((job) => job.started)).toEqual([true, true, false, false]);
    expect([queue.running, queue.waiting]).toEqual([2, 2]);

    jobs[1]?.finish();
    expect(await results[1]).toBe('b');
    await settle();
    expect(jobs.map((job) => job.started)).toEqual([true, true, true, false]);

    for (const job of jobs) job.finish();
    await settle();
    jobs[3]?.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses at once when the slots and the queue are full', async () => {
    const queue = new RenderQueue(1, 1);
    const running = controllableJob('running');
    const waiting = controllableJob('waiting');
    const refused = controllableJob('refused');
    const first = queue.run(running.job);
    const second = queue.run(waiting.job);
    await expect(queue.run(refused.job)).rejects.toBeInstanceOf(RenderQueueFullError);
    expect(refused.started).toBe(false);

    running.finish();
    await first;
    await settle();
    waiting.finish();
    expect(await second).toBe('waiting');
  });

  it('frees the slot when a job fails', async () => {
    const queue = new RenderQueue(1, 1);
    const failing = controllableJob('never');
    const next = controllableJob('next');
    const first = queue.run(failing.job);
    const second = queue.run(next.job);
    failing.fail(new Error('broken image'));
    await expect(first).rejects.toThrow('broken image');
    await settle();
    expect(next.started).toBe(true);
    next.finish();
    expect(await second).toBe('next');
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('with no queue, refuses everything beyond the running jobs', async () => {
    const queue = new RenderQueue(1, 0);
    const running = controllableJob('running');
    const first = queue.run(running.job);
    await expect(queue.run(async () => 'extra')).rejects.toBeInstanceOf(RenderQueueFullError);
    running.finish();
    expect(await first).toBe('running');
    expect(await queue.run(async () => 'later')).toBe('later');
  });

  it.each([
    [0, 1],
    [1.5, 1],
    [1, -1],
    [1, Number.NaN],
  ])('rejects the limits %s running, %s waiting', (maxConcurrent, maxQueued) => {
    expect(() => new RenderQueue(maxConcurrent, maxQueued)).toThrow(RangeError);
  });
});
