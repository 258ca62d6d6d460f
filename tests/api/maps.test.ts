import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/generated/catalogue';
import { startTestServer, type TestServer } from './harness.ts';

type MapPoints = components['schemas']['MapPoints'];
type Pagination = components['schemas']['Pagination'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = <T>(url: string) => server.getJson<T>(url);
const total = async (url: string) => (await get<{ pagination: Pagination }>(url)).pagination.count;

describe('catalogues by place of publication', () => {
  it('answers located places, most catalogues first, each count equal to the catalogue list for that place', async () => {
    const { points, withoutCoordinates } = await get<MapPoints>('/api/maps/catalogues?lang=EN');
    expect(points.length).toBeGreaterThan(3);
    expect(withoutCoordinates).toBeGreaterThanOrEqual(0);
    const counts = points.map((point) => point.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const point of points) {
      expect(point.latitude).toBeGreaterThanOrEqual(-90);
      expect(point.latitude).toBeLessThanOrEqual(90);
      expect(point.name).not.toBe('');
    }
    for (const point of points.slice(0, 4)) {
      expect(point.count).toBe(await total(`/api/catalogues?places=${point.placeId}&per-page=1`));
    }
  });

  it('narrows by years and publishers exactly as the catalogue list does', async () => {
    const all = await get<MapPoints>('/api/maps/catalogues?lang=EN');
    const ranged = await get<MapPoints>('/api/maps/catalogues?lang=EN&date-begin=1860&date-end=1880');
    const sum = (points: MapPoints['points']) => points.reduce((acc, point) => acc + point.count, 0);
    expect(sum(ranged.points)).toBeLessThan(sum(all.points));
    for (const point of ranged.points.slice(0, 3)) {
      expect(point.count).toBe(
        await total(`/api/catalogues?places=${point.placeId}&date-begin=1860&date-end=1880&per-page=1`),
      );
    }
    const busiest = all.points[0];
    if (!busiest) throw new Error('no points');
    const only = await get<MapPoints>(`/api/maps/catalogues?places=${busiest.placeId}`);
    expect(only.points.map((point) => point.placeId)).toEqual([busiest.placeId]);
    expect(only.points[0]?.count).toBe(busiest.count);
  });

  it('names each point in the language asked for', async () => {
    const english = await get<MapPoints>('/api/maps/catalogues?lang=EN');
    const italian = await get<MapPoints>('/api/maps/catalogues?lang=IT');
    const namesDiffer = english.points.some(
      (point) => italian.points.find((other) => other.placeId === point.placeId)?.name !== point.name,
    );
    expect(namesDiffer).toBe(true);
  });

  it('answers no points for a year range without editions', async () => {
    expect(await get<MapPoints>('/api/maps/catalogues?date-begin=1839&date-end=1840')).toEqual({
      points: [],
      withoutCoordinates: 0,
    });
  });
});

describe('publishers by place of activity', () => {
  it('counts publishers per place exactly as the publisher list does', async () => {
    const { points } = await get<MapPoints>('/api/maps/publishers?lang=EN&date-begin=1850&date-end=1900');
    expect(points.length).toBeGreaterThan(2);
    for (const point of points.slice(0, 4)) {
      expect(point.count).toBe(
        await total(`/api/publishers?places=${point.placeId}&date-begin=1850&date-end=1900&per-page=1`),
      );
    }
  });
});
