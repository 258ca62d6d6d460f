import { availableParallelism } from 'node:os';

/**
 * libvips already parallelises each pipeline internally; capping whole pipelines bounds memory
 * when a viewer fires dozens of tile requests at once.
 */
export const DEFAULT_MAX_CONCURRENT_RENDERS = Math.max(
  1,
  Math.min(4, Math.floor(availableParallelism() / 2)),
);

/** Thrown instead of waiting when the queue is full: the caller should be told to come back later. */
export class RenderQueueFullError extends Error {
  constructor(maxQueued: number) {
    super(`All render slots are busy and ${maxQueued} renders are already waiting`);
    this.name = 'RenderQueueFullError';
  }
}

/**
 * Runs at most `maxConcurrent` jobs at once and lets at most `maxQueued` more wait. Refusing the
 * rest outright keeps a flood of distinct requests from piling up memory and latency without end.
 */
export class RenderQueue {
  private runningJobs = 0;
  private readonly waitingJobs: (() => void)[] = [];

  constructor(
    private readonly maxConcurrent: number,
    private readonly maxQueued: number,
  ) {
    if (!Number.isInteger(maxConcurrent) || maxConcurrent < 1) {
      throw new RangeError(`maxConcurrent must be a positive integer, got ${maxConcurrent}`);
    }
    if (!Number.isInteger(maxQueued) || maxQueued < 0) {
      throw new RangeError(`maxQueued must be a non-negative integer, got ${maxQueued}`);
    }
  }

  get running(): number {
    return this.runningJobs;
  }

  get waiting(): number {
    return this.waitingJobs.length;
  }

  /** Runs `job` when a slot is free; rejects at once with RenderQueueFullError if none is and the queue is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.runningJobs < this.maxConcurrent) {
      this.runningJobs += 1;
    } else if (this.waitingJobs.length < this.maxQueued) {
      await new Promise<void>((resolve) => this.waitingJobs.push(resolve));
    } else {
      throw new RenderQueueFullError(this.maxQueued);
    }
    try {
      return await job();
    } finally {
      const next = this.waitingJobs.shift();
      // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
      if (next) next();
      else this.runningJobs -= 1;
    }
  }
}
