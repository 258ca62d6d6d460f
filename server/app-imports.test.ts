import { expect, it } from 'vitest';

// pdfjs-dist's legacy build (needed on Node 20) replaces Array.prototype.push with a slower
// polyfill for the whole thread; loaded with the server, it cost every call about 40% of its
// Node time in the PDF search. The server's main thread loads it only to read a PDF itself.
it('loading the server leaves the built-ins as they are', async () => {
  const push = Array.prototype.push;
  await import('./app.ts');
  expect(Array.prototype.push).toBe(push);
});
