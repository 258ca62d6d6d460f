import { describe, expect, it } from 'vitest';
import { boundsOf, pointRadius } from './map-points.ts';

describe('pointRadius', () => {
  it('grows the circle area with the count, from 5 px for one to 28 px for the largest', () => {
    expect(pointRadius(1, 100)).toBe(5);
    expect(pointRadius(100, 100)).toBe(28);
    const area = (count: number) => pointRadius(count, 101) - 5;
    expect(area(101) / area(26)).toBeCloseTo(2, 5);
  });

  it('gives every point one middling size when all have the same count of one', () => {
    expect(pointRadius(1, 1)).toBe(8);
  });
});

describe('boundsOf', () => {
  it('spans every point', () => {
    expect(
      boundsOf([
        { latitude: 43.77, longitude: 11.25 },
        { latitude: 48.85, longitude: 2.35 },
        { latitude: 41.9, longitude: 12.5 },
      ]),
    ).toEqual({
      bounds: [
        [2.35, 41.9],
        [12.5, 48.85],
      ],
      single: false,
    });
  });

  it('marks a single spot, which has no extent to fit', () => {
    expect(boundsOf([{ latitude: 43.77, longitude: 11.25 }])?.single).toBe(true);
  });

  it('answers nothing for no points', () => {
    expect(boundsOf([])).toBeNull();
  });
});
