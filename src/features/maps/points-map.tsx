import { ScatterplotLayer } from '@deck.gl/layers';
import { MapboxOverlay, type MapboxOverlayProps } from '@deck.gl/mapbox';
import { useQuery } from '@tanstack/react-query';
import { type StyleSpecification, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import MapLibreMap, { type MapRef, NavigationControl, Popup, useControl } from 'react-map-gl/maplibre';
import { runtimeConfig } from '@/api/clients.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { offlineBasemapQuery } from './basemap.ts';
import { boundsOf, type MapPoint, pointRadius } from './map-points.ts';
import * as styles from './maps.css.ts';

// MapLibre 6 runs its tile work in a module worker: the bundled copy, served by our server.
setWorkerUrl(workerUrl);

const fill: [number, number, number, number] = [179, 18, 28, 165];
const selectedFill: [number, number, number, number] = [46, 46, 46, 230];
const outline: [number, number, number, number] = [255, 255, 255, 230];
const singlePlaceZoom = 6;

/** The basemap: the MapLibre style URL of the runtime configuration, or the bundled offline one. */
function useMapStyle(): { style: string | StyleSpecification | undefined; failed: boolean } {
  const configured = runtimeConfig().mapStyleUrl;
  const offline = useQuery({ ...offlineBasemapQuery, enabled: !configured });
  if (configured) return { style: configured, failed: false };
  return { style: offline.data, failed: offline.isError };
}

function DeckOverlay(props: MapboxOverlayProps) {
  const overlay = useControl<MapboxOverlay>(() => new MapboxOverlay(props));
  overlay.setProps(props);
  return null;
}

export interface PointsMapProps {
  points: MapPoint[];
  /** Accessible name of the map, e.g. 'Map: Catalogues by place of publication'. */
  label: string;
  /** The id of the hint that tells keyboard users how to move the map and where the list is. */
  describedBy: string;
  /** Refit to the points when this changes (a new filter), not when only the years move. */
  fitKey: string;
  selected: number | undefined;
  onSelect: (placeId: number | undefined) => void;
  /** The hover text of a point, e.g. 'Firenze: 12 catalogues'. */
  tooltipOf: (point: MapPoint) => string;
  renderPopup: (point: MapPoint) => ReactNode;
}

/** MapLibre with a deck.gl circle layer: one circle per place, sized by its count; a click opens its popup. */
export default function PointsMap({
  points,
  label,
  describedBy,
  fitKey,
  selected,
  onSelect,
  tooltipOf,
  renderPopup,
}: PointsMapProps) {
  const { t } = useI18n();
  const { style, failed } = useMapStyle();
  // In state, not a ref: the map is created after the first render, and moving an opened point
  // waits for it.
  const [map, setMap] = useState<MapRef | null>(null);
  const largest = useMemo(() => Math.max(1, ...points.map((point) => point.count)), [points]);
  const selectedPoint = points.find((point) => point.placeId === selected);

  const fittedMap = useRef<MapRef | null>(null);
  const fit = () => {
    const view = boundsOf(points);
    if (!map || !view) return;
    // A map's first fit jumps (it has just appeared); later ones, after a filter change, glide.
    const animate = fittedMap.current === map;
    fittedMap.current = map;
    if (view.single) {
      const [[longitude, latitude]] = view.bounds;
      map.jumpTo({ center: [longitude, latitude], zoom: singlePlaceZoom });
    } else {
      map.fitBounds(view.bounds, { padding: 48, maxZoom: 8, duration: animate ? 600 : 0 });
    }
  };
  const fitRef = useRef(fit);
  fitRef.current = fit;
  const pointsLoaded = points.length > 0;
  // Also when the map arrives: MapLibre builds it after its first render, from the view that
  // render had, and points that came in between found no map to fit (it stayed on all of Europe).
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit when the filters, the first points or the map change, not on every year step
  useEffect(() => {
    if (pointsLoaded) fitRef.current();
  }, [fitKey, pointsLoaded, map]);
  // Bring an opened point into the lower part of the map, so its popup above it has room: after
  // the fit above (its jump would stop the glide), and as soon as the map exists, so a shared
  // link's map starts there (a jump, not a glide, while nothing is drawn yet).
  useEffect(() => {
    if (!map || !selectedPoint) return;
    const height = map.getContainer().clientHeight;
    map.easeTo({
      center: [selectedPoint.longitude, selectedPoint.latitude],
      offset: [0, Math.round(height * 0.28)],
      duration: map.loaded() ? 300 : 0,
    });
  }, [selectedPoint, map]);

  const layers = useMemo(
    () => [
      new ScatterplotLayer<MapPoint>({
        id: 'places',
        data: points,
        pickable: true,
        radiusUnits: 'pixels',
        stroked: true,
        lineWidthUnits: 'pixels',
        getLineWidth: 1.5,
        getPosition: (point) => [point.longitude, point.latitude],
        getRadius: (point) => pointRadius(point.count, largest),
        getFillColor: (point) => (point.placeId === selected ? selectedFill : fill),
        getLineColor: outline,
        updateTriggers: { getFillColor: selected, getRadius: largest },
        onClick: ({ object }) => {
          if (object) onSelect(object.placeId);
          return true;
        },
      }),
    ],
    [points, largest, selected, onSelect],
  );

  if (failed) return <p className={styles.mapMessage}>{t('map_cannot_be_displayed')}</p>;
  if (!style) {
    return (
      <div className={styles.mapMessage} role="status">
        <Spinner /> {t('loading_map')}
      </div>
    );
  }
  const start = boundsOf(points);
  return (
    <MapLibreMap
      ref={setMap}
      mapStyle={style}
      initialViewState={
        start && !start.single
          ? { bounds: start.bounds, fitBoundsOptions: { padding: 48, maxZoom: 8 } }
          : start
            ? { longitude: start.bounds[0][0], latitude: start.bounds[0][1], zoom: singlePlaceZoom }
            : { longitude: 10, latitude: 46, zoom: 3.5 }
      }
      style={{ width: '100%', height: '100%' }}
      dragRotate={false}
      touchPitch={false}
      onIdle={(event) => {
        // Marks the frame once the basemap is loaded and the places drawn (e2e and the benchmark wait for it).
        event.target.getContainer().dataset.drawnPoints = String(points.length);
      }}
      onLoad={(event) => {
        // MapLibre's canvas is the map's landmark (role region): it carries the map's name and hint.
        const canvas = event.target.getCanvas();
        canvas.setAttribute('aria-label', label);
        canvas.setAttribute('aria-describedby', describedBy);
      }}
    >
      <NavigationControl showCompass={false} />
      <DeckOverlay
        layers={layers}
        getCursor={({ isHovering, isDragging }) =>
          isDragging ? 'grabbing' : isHovering ? 'pointer' : 'grab'
        }
        getTooltip={({ object }) => (object ? tooltipOf(object as MapPoint) : null)}
      />
      {selectedPoint && (
        <Popup
          longitude={selectedPoint.longitude}
          latitude={selectedPoint.latitude}
          closeOnClick={false}
          onClose={() => onSelect(undefined)}
          maxWidth="320px"
          offset={pointRadius(selectedPoint.count, largest) + 4}
          className={styles.popup}
        >
          {/* Escape closes the popup from anywhere inside it. */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys reach it from the links inside */}
          <div onKeyDown={(event) => event.key === 'Escape' && onSelect(undefined)}>
            {renderPopup(selectedPoint)}
          </div>
        </Popup>
      )}
    </MapLibreMap>
  );
}
