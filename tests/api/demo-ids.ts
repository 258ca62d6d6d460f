import { demoData } from '../../server/seed/demo-data.ts';
import type { TestServer } from './harness.ts';

export interface DemoIds {
  catalogues: Map<string, number>;
  places: Map<string, number>;
  publishers: Map<string, number>;
  holders: Map<string, number>;
}

/**
 * The database ids of the demo catalogues, places, publishers and holders by their demo key,
 * found through the API (by title or name), so tests never hard-code ids.
 */
export async function demoIds(server: TestServer): Promise<DemoIds> {
  const [{ catalogues }, { places }, { publishers }, { holders }] = await Promise.all([
    server.getJson<{ catalogues: Array<{ id: number; title: string }> }>(
      '/api/catalogues?per-page=100&include-supplements=true',
    ),
    server.getJson<{ places: Array<{ id: number; names: Record<string, string> }> }>(
      '/api/places?per-page=100',
    ),
    server.getJson<{ publishers: Array<{ id: number; name: string }> }>('/api/publishers?per-page=100'),
    server.getJson<{ holders: Array<{ id: number; name: string }> }>('/api/holders?per-page=100'),
  ]);
  const idOf = <T extends { id: number }>(rows: T[], matches: (row: T) => boolean, what: string) => {
    const found = rows.filter(matches);
    if (found.length !== 1) throw new Error(`expected one ${what}, found ${found.length}`);
    return (found[0] as T).id;
  };
  return {
    catalogues: new Map(
      demoData.catalogues.map((c) => [c.key, idOf(catalogues, (r) => r.title === c.title, c.title)]),
    ),
    places: new Map(
      demoData.places.map((p) => [p.key, idOf(places, (r) => r.names.EN === p.names.EN, p.names.EN)]),
    ),
    publishers: new Map(
      demoData.publishers.map((p) => [p.key, idOf(publishers, (r) => r.name === p.name, p.name)]),
    ),
    holders: new Map(demoData.holders.map((h) => [h.key, idOf(holders, (r) => r.name === h.name, h.name)])),
  };
}
