/**
 * Performance marks of the reader's opening steps (`reader:…` in the page's performance
 * timeline): `npm run bench:reader` reads them to say where the time to the first drawn page goes.
 */
export function markReader(step: string): void {
  globalThis.performance?.mark?.(`reader:${step}`);
}
