import type { FeatureCollection } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';

/** Natural Earth's 1:50m countries (world-atlas), bundled and served with the app: no tile server needed. */
export type CountriesTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

const sea = '#dbe6ec';
const land = '#f5f3ef';
const border = '#a39d92';
const coast = '#8a847b';

/**
 * The offline basemap: land and country borders drawn from the bundled shapes, no labels (so no
 * glyph server). The places themselves are drawn on top by deck.gl and named in popups and the list.
 */
export function offlineBasemapStyle(topology: CountriesTopology): StyleSpecification {
  const countries = feature(topology, topology.objects.countries) as FeatureCollection;
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return {
    version: 8,
    sources: {
      countries: {
        type: 'geojson',
        data: countries,
        attribution: 'Made with Natural Earth',
      },
      borders: { type: 'geojson', data: { type: 'Feature', geometry: borders, properties: {} } },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': sea } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': land } },
      { id: 'coast', type: 'line', source: 'countries', paint: { 'line-color': coast, 'line-width': 0.5 } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': border, 'line-width': 0.8, 'line-dasharray': [3, 2] },
      },
    ],
  };
}

/**
 * The offline basemap as a query: the map page starts it together with the map's code, so the
 * shapes and the code download side by side rather than one after the other.
 */
export const offlineBasemapQuery = {
  queryKey: ['offline-basemap'],
  staleTime: Number.POSITIVE_INFINITY,
  queryFn: async () => {
    const response = await fetch(countriesUrl);
    if (!response.ok) throw new Error(`basemap ${response.status}`);
    return offlineBasemapStyle((await response.json()) as CountriesTopology);
  },
};
