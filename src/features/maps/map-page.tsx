import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Component, lazy, type ReactNode, Suspense, useCallback, useEffect, useId } from 'react';
import { runtimeConfig } from '@/api/clients.ts';
import {
  CatalogueFilterChoices,
  noCatalogueFilters,
  useActiveCatalogueFilters,
  yearsPatch,
} from '@/components/catalogue-filters.tsx';
import { catalogueCount } from '@/components/entity-list-screen.tsx';
import { ActiveFilters, DatesWithinSwitch, YearRange } from '@/components/filters.tsx';
import { FilterDrawer, type ListPath, ScreenIntro, useListNavigation } from '@/components/list-controls.tsx';
import * as listStyles from '@/components/lists.css.ts';
import { RetryNotice } from '@/components/retry-notice.tsx';
import { RowAction } from '@/components/row-action.tsx';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import type { Translate } from '@/i18n/translate.ts';
import { hasYearRange } from '@/lib/list-search.ts';
import { Button } from '@/ui/button.tsx';
import { Link } from '@/ui/link.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { VisuallyHidden } from '@/ui/visually-hidden.tsx';
import { mapPointsQuery, pointItemsQuery, popupSize } from './api.ts';
import { offlineBasemapQuery } from './basemap.ts';
import type { MapPoint } from './map-points.ts';
import { type CatalogueMapSearch, listSearchOfPoint, type MapKind, type MapSearch } from './map-search.ts';
import * as styles from './maps.css.ts';

// MapLibre and deck.gl are a chunk of their own, requested as soon as a map page opens: they
// download while the places are counted, not after.
const loadPointsMap = () => import('./points-map.tsx');
const PointsMap = lazy(loadPointsMap);

const noPoints: MapPoint[] = [];

const titleKeys = {
  catalogues: 'catalogues_by_place_of_publication',
  publishers: 'publishers_by_place_of_activity',
} as const;

/** Each map's route, whose URL state its controls change. */
const mapPaths = {
  catalogues: '/maps/catalogues',
  publishers: '/maps/publishers',
} satisfies Record<MapKind, ListPath>;

function useMapPoints(kind: MapKind, search: MapSearch) {
  const { locale } = useI18n();
  return useQuery({ ...mapPointsQuery(kind, search, locale), placeholderData: keepPreviousData });
}

function countText(t: Translate, kind: MapKind, n: number, locale: string) {
  if (kind === 'catalogues') return catalogueCount(t, n, locale);
  return t(n === 1 ? 'one_publisher' : 'n_publishers', { n: formatNumber(n, locale) });
}

const placeCount = (t: Translate, n: number, locale: string) =>
  t(n === 1 ? 'one_place' : 'n_places', { n: formatNumber(n, locale) });

/** `/maps/catalogues` and `/maps/publishers`: places sized by count, a time range, the list filters, a list view. */
export function MapPage({ kind, search }: { kind: MapKind; search: MapSearch }) {
  const { t, locale } = useI18n();
  const update = useListNavigation<CatalogueMapSearch>(mapPaths[kind]);
  const points = useMapPoints(kind, search);
  const queryClient = useQueryClient();
  const showsMap = (search.view ?? 'map') === 'map';
  useEffect(() => {
    if (!showsMap) return;
    void loadPointsMap();
    if (!runtimeConfig().mapStyleUrl) void queryClient.prefetchQuery(offlineBasemapQuery);
  }, [showsMap, queryClient]);
  const active = useActiveCatalogueFilters(search, update);
  const hintId = useId();
  const view = search.view ?? 'map';
  const title = t(titleKeys[kind]);
  const select = useCallback((place: number | undefined) => update({ place }, { replace: true }), [update]);
  const data = points.data;
  const total = data?.points.reduce((sum, point) => sum + point.count, 0) ?? 0;

  return (
    <div className={listStyles.screen}>
      <ScreenIntro
        title={title}
        intro={t(kind === 'catalogues' ? 'catalogue_map_intro' : 'publisher_map_intro')}
      />
      <div className={styles.controls}>
        <div className={styles.timeRange}>
          <YearRange
            from={search.yearFrom}
            to={search.yearTo}
            onChange={(range) => update(yearsPatch(search, range), { replace: true })}
          />
        </div>
        {/* In the row beside the years, not under them: the map keeps its place on the screen. */}
        <DatesWithinSwitch
          hasRange={hasYearRange(search)}
          isSelected={search.dateMatch === 'within'}
          onChange={(within) => update({ dateMatch: within ? 'within' : undefined }, { replace: true })}
          showsHint={false}
        />
        <div className={styles.actions}>
          <FilterDrawer
            isOpen={search.filterDrawer ?? false}
            onOpenChange={(open) => update({ filterDrawer: open || undefined }, { replace: true })}
            activeCount={active.length}
          >
            <CatalogueFilterChoices
              search={search}
              update={update}
              kinds={kind === 'catalogues' ? ['places', 'publishers', 'holders'] : ['places']}
              withYears={false}
            />
          </FilterDrawer>
          <Button
            variant="secondary"
            onPress={() => update({ view: view === 'map' ? 'list' : undefined, filterDrawer: undefined })}
          >
            {t(view === 'map' ? 'show_as_list' : 'show_as_map')}
          </Button>
        </div>
      </div>
      <ActiveFilters filters={active} onClear={() => update(noCatalogueFilters)} />
      <div className={styles.summary}>
        <p className={styles.summaryText} role="status">
          {data &&
            t('map_summary', {
              places: placeCount(t, data.points.length, locale),
              items: countText(t, kind, total, locale),
            })}
          {data && data.withoutCoordinates > 0 && (
            <> · {t('n_places_without_coordinates', { n: formatNumber(data.withoutCoordinates, locale) })}</>
          )}
        </p>
        {points.isFetching && <Spinner />}
      </div>
      {points.isError && !data ? (
        <RetryNotice onRetry={() => void points.refetch()} />
      ) : view === 'list' ? (
        <PointList kind={kind} points={data?.points} search={search} />
      ) : (
        <>
          <div className={styles.mapFrame}>
            <MapErrorBoundary fallback={<p className={styles.mapMessage}>{t('map_cannot_be_displayed')}</p>}>
              <Suspense
                fallback={
                  <div className={styles.mapMessage} role="status">
                    <Spinner /> {t('loading_map')}
                  </div>
                }
              >
                <PointsMap
                  points={data?.points ?? noPoints}
                  label={t('map_of', { title })}
                  describedBy={hintId}
                  fitKey={[
                    search.places,
                    (search as CatalogueMapSearch).publishers,
                    (search as CatalogueMapSearch).holders,
                  ].join('|')}
                  selected={search.place}
                  onSelect={select}
                  tooltipOf={(point) => `${point.name}: ${countText(t, kind, point.count, locale)}`}
                  renderPopup={(point) => <PointPopup kind={kind} point={point} search={search} />}
                />
              </Suspense>
            </MapErrorBoundary>
            {data && <Legend kind={kind} points={data.points} />}
          </div>
          <p id={hintId} className={styles.hint}>
            {t('map_keyboard_hint')}
          </p>
        </>
      )}
    </div>
  );
}

/** The smallest and the largest circle, with their counts. */
function Legend({ kind, points }: { kind: MapKind; points: MapPoint[] }) {
  const { t, locale } = useI18n();
  if (points.length === 0) return null;
  const largest = Math.max(...points.map((point) => point.count));
  const circle = (radius: number) => (
    <svg width={radius * 2 + 2} height={radius * 2 + 2} aria-hidden="true">
      <circle cx={radius + 1} cy={radius + 1} r={radius} fill="rgba(179, 18, 28, 0.65)" stroke="#fff" />
    </svg>
  );
  return (
    <div className={styles.legend} aria-hidden="true">
      <span className={styles.legendItem}>
        {circle(5)} {countText(t, kind, 1, locale)}
      </span>
      {largest > 1 && (
        <span className={styles.legendItem}>
          {circle(14)} {countText(t, kind, largest, locale)}
        </span>
      )}
    </div>
  );
}

/** The popup of a point: the first catalogues or publishers there, and the way to all of them. */
function PointPopup({ kind, point, search }: { kind: MapKind; point: MapPoint; search: MapSearch }) {
  const { t, locale } = useI18n();
  const listSearch = listSearchOfPoint(kind, search, point.placeId);
  const items = useQuery(pointItemsQuery(kind, listSearch, locale));
  const count = formatNumber(point.count, locale);
  return (
    <div>
      <h2 className={styles.popupTitle}>
        {t(kind === 'catalogues' ? 'n_catalogues_in_place' : 'n_publishers_in_place', {
          n: count,
          place: point.name,
        })}
      </h2>
      {items.isPending && <Spinner />}
      {items.isError && <RetryNotice onRetry={() => void items.refetch()} />}
      {items.data && (
        <ul className={styles.popupList}>
          {items.data.map((item) => (
            <li key={item.id}>
              <Link
                to={kind === 'catalogues' ? '/catalogues/$id' : '/publisher/$id'}
                params={{ id: String(item.id) }}
                variant="inline"
              >
                {item.label}
              </Link>
              {item.meta && <span className={styles.popupMeta}> ({item.meta})</span>}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.popupMeta}>
        {point.count > popupSize && (
          <>
            <Link
              to={kind === 'catalogues' ? '/catalogues' : '/publisher'}
              search={listSearch}
              variant="inline"
            >
              {t(kind === 'catalogues' ? 'see_all_catalogues' : 'see_all_publishers')}
            </Link>
            {' · '}
          </>
        )}
        <Link to="/place/$id" params={{ id: String(point.placeId) }} variant="inline">
          {point.name}
        </Link>
      </p>
    </div>
  );
}

/** The same points as a table: for keyboard and screen-reader users, and for reading exact counts. */
function PointList({
  kind,
  points,
  search,
}: {
  kind: MapKind;
  points: MapPoint[] | undefined;
  search: MapSearch;
}) {
  const { t, locale } = useI18n();
  const update = useListNavigation<CatalogueMapSearch>(mapPaths[kind]);
  if (!points) return <Spinner />;
  if (points.length === 0) return <p>{t('no_places_in_range')}</p>;
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <caption className={styles.tableCaption}>{t('places_on_map')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('place')}</th>
            <th scope="col" className={styles.numberCell}>
              {t(kind)}
            </th>
            <th scope="col">
              <VisuallyHidden>{t('show_on_map')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.placeId}>
              <th scope="row">
                <Link to="/place/$id" params={{ id: String(point.placeId) }} variant="inline">
                  {point.name}
                </Link>
              </th>
              <td className={styles.numberCell}>
                <Link
                  to={kind === 'catalogues' ? '/catalogues' : '/publisher'}
                  search={listSearchOfPoint(kind, search, point.placeId)}
                  variant="inline"
                  aria-label={`${countText(t, kind, point.count, locale)}: ${point.name}`}
                >
                  {formatNumber(point.count, locale)}
                </Link>
              </td>
              <td>
                <RowAction
                  label={t('show_on_map')}
                  itemName={point.name}
                  size="sm"
                  onPress={() => update({ view: undefined, place: point.placeId })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A browser without WebGL throws when the map starts: say so, and leave the list view to use. */
class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
