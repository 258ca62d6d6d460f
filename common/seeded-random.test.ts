import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.ts';

describe('the seeded random generator', () => {
  it('gives the same numbers for the same seed, so the demo data and files never change', () => {
    const random = seededRandom(1839);
    expect([random(), random(), random()]).toEqual([
      0.5694052467588335, 0.9014162074308842, 0.3208431580569595,
    ]);
  });

  it('gives numbers from 0 up to, but not including, 1', () => {
    const random = seededRandom(0);
    for (let i = 0; i < 1000; i++) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
