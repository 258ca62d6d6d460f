import { describe, expect, it } from 'vitest';
import { suffixRangeWithin } from './byte-ranges.ts';

describe('suffixRangeWithin', () => {
  it('reads a suffix longer than the file as the whole file', () => {
    expect(suffixRangeWithin('bytes=-65536', 20_000)).toBe('bytes=0-19999');
  });

  it('leaves a suffix within the file, other ranges and no range as they are', () => {
    expect(suffixRangeWithin('bytes=-65536', 100_000)).toBe('bytes=-65536');
    expect(suffixRangeWithin('bytes=-20000', 20_000)).toBe('bytes=-20000');
    expect(suffixRangeWithin('bytes=0-99', 20_000)).toBe('bytes=0-99');
    expect(suffixRangeWithin('bytes=-10,-20', 5)).toBe('bytes=-10,-20');
    expect(suffixRangeWithin(undefined, 20_000)).toBeUndefined();
  });

  it('leaves the range of an empty file to the server (nothing can be sent)', () => {
    expect(suffixRangeWithin('bytes=-10', 0)).toBe('bytes=-10');
  });
});
