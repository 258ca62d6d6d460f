/**
 * A `Range` header as RFC 9110 (14.1.2) reads it, for a file of `size` bytes: a suffix range
 * longer than the file (`bytes=-65536` of a 20 kB PDF) asks for the whole file, and is written
 * here as the range that says so. The `send` module behind `reply.sendFile` answers such a
 * suffix with 416, and the reader asks for the last 64 kB of every PDF as it opens. Any other
 * header is returned as it is.
 */
export function suffixRangeWithin(range: string | undefined, size: number): string | undefined {
  const suffix = /^bytes=-(\d+)$/.exec(range?.trim() ?? '');
  if (!suffix || size <= 0 || Number(suffix[1]) <= size) return range;
  return `bytes=0-${size - 1}`;
}
