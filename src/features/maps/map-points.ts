import type { components } from '../../../openapi/generated/catalogue';

export type MapPoint = components['schemas']['MapPoint'];

/** Circle radius in pixels: the area grows with the count, so a place with 4× the catalogues looks 4× as big. */
export function pointRadius(count: number, largest: number): number {
  const smallest = 5;
  const biggest = 28;
  if (largest <= 1) return smallest + 3;
  return smallest + (biggest - smallest) * Math.sqrt((count - 1) / (largest - 1));
}

export interface ViewBounds {
  /** [[west, south], [east, north]] */
  bounds: [[number, number], [number, number]];
  /** One point (or several at one spot) has no extent: centre on it at a fixed zoom instead. */
  single: boolean;
}

/** The box that holds every point, for the map's first view. */
export function boundsOf(points: ReadonlyArray<Pick<MapPoint, 'latitude' | 'longitude'>>): ViewBounds | null {
  if (points.length === 0) return null;
  let west = 180;
  let east = -180;
  let south = 90;
  let north = -90;
  for (const { latitude, longitude } of points) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return {
    bounds: [
      [west, south],
      [east, north],
    ],
    single: east - west < 1e-6 && north - south < 1e-6,
  };
}
