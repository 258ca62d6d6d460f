/**
 * A small deterministic random generator (mulberry32): the same seed gives the same numbers on
 * every run and platform, unlike Math.random. The demo and synthetic data and the demo files use
 * it, so every seeded database and every generated file is the same.
 *
 * Returns a function giving numbers in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
