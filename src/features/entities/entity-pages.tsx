import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { ExternalLink, Link } from '../../ui/link.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { activeYears } from '../lists/entity-list-pages.tsx';
import { ScreenIntro } from '../lists/list-controls.tsx';
import * as styles from '../lists/lists.css.ts';
import { RetryNotice } from '../lists/retry-notice.tsx';
import { NotFoundPage } from '../shell/error-pages.tsx';
import { holderQuery, placeQuery, publisherQuery } from './entity-queries.ts';
import { allPlaceNames, placeNameIn } from './names.ts';
import { RelatedCatalogueList, RelatedCataloguePreview, type RelatedTo } from './related-catalogues.tsx';

/** Latitude and longitude as a reader writes them: 43.7696° N, 11.2558° E. */
export function formatCoordinates(latitude: number, longitude: number): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt className={styles.detailTerm}>{term}</dt>
      <dd className={styles.detailValue}>{children}</dd>
    </>
  );
}

/** Loading, missing and failed states shared by the entity pages. */
function EntityState({ query }: { query: { isPending: boolean; error: unknown; refetch: () => unknown } }) {
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  if (query.error) return <RetryNotice onRetry={() => void query.refetch()} />;
  return (
    <div className={styles.screen} aria-busy="true">
      <Skeleton width="50%" height="2rem" />
      <Skeleton lines={3} />
    </div>
  );
}

/** `/place/{id}`: the place's names, its GeoNames record and coordinates, and its catalogues. */
export function PlacePage({ id }: { id: string }) {
  const { t, locale } = useI18n();
  const headingId = useId();
  const query = useQuery(placeQuery(id, locale));
  const place = query.data;
  if (!place) return <EntityState query={query} />;
  const name = placeNameIn(place.name, locale);
  return (
    <div className={styles.screen}>
      <ScreenIntro title={name} />
      <dl className={styles.details}>
        <Detail term={t('names')}>{allPlaceNames(place.names, locale)}</Detail>
        <Detail term={t('original_place_name')}>{place.originalName}</Detail>
        <Detail term={t('country')}>{place.countryCode}</Detail>
        <Detail term={t('coordinates')}>
          {place.latitude !== null && place.longitude !== null
            ? formatCoordinates(place.latitude, place.longitude)
            : null}
        </Detail>
        <Detail term={t('catalogues')}>{formatNumber(place.catalogues, locale)}</Detail>
        <Detail term={t('publishers')}>{formatNumber(place.publishers, locale)}</Detail>
      </dl>
      <ul className={styles.links}>
        {place.publishers > 0 && (
          <li>
            <Link to="/publisher" search={{ places: String(place.id) }} variant="inline">
              {t('publishers_active_in_place', { place: name })}
            </Link>
          </li>
        )}
        {place.catalogues > 0 && place.latitude !== null && (
          <li>
            <Link
              to="/maps/catalogues"
              search={{ places: String(place.id), place: place.id }}
              variant="inline"
            >
              {t('view_on_map')}
            </Link>
          </li>
        )}
        {place.geonameId !== null && (
          <li>
            <ExternalLink
              href={`https://www.geonames.org/${place.geonameId}`}
              newTabText={t('opens_in_a_new_tab')}
            >
              {t('view_in_geonames')}
            </ExternalLink>
          </li>
        )}
      </ul>
      <RelatedCataloguePreview owner={{ kind: 'place', id }} headingId={headingId} />
    </div>
  );
}

/** `/publisher/{id}`: the photographer or firm, where and when it worked, and its catalogues. */
export function PublisherPage({ id }: { id: string }) {
  const { t, locale } = useI18n();
  const headingId = useId();
  const query = useQuery(publisherQuery(id, locale));
  const publisher = query.data;
  if (!publisher) return <EntityState query={query} />;
  return (
    <div className={styles.screen}>
      <ScreenIntro title={publisher.name} intro={publisher.description ?? undefined} />
      <dl className={styles.details}>
        <Detail term={t('years_of_activity')}>{activeYears(publisher)}</Detail>
        <Detail term={t('places_of_activity')}>
          {publisher.places.length > 0 ? (
            <ul className={styles.links}>
              {publisher.places.map((place) => (
                <li key={place.id}>
                  <Link to="/place/$id" params={{ id: String(place.id) }} variant="inline">
                    {placeNameIn(place.name, locale)}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </Detail>
        <Detail term={t('catalogues')}>{formatNumber(publisher.catalogues, locale)}</Detail>
      </dl>
      {publisher.places.some((place) => place.latitude !== null) && (
        <ul className={styles.links}>
          <li>
            {/* The publisher followed across cities: its catalogues by place of publication. */}
            <Link to="/maps/catalogues" search={{ publishers: String(publisher.id) }} variant="inline">
              {t('view_on_map')}
            </Link>
          </li>
        </ul>
      )}
      <RelatedCataloguePreview owner={{ kind: 'publisher', id }} headingId={headingId} />
    </div>
  );
}

/** `/place/{id}/catalogues`, `/publisher/{id}/catalogues`, `/holders/{id}/catalogues`. */
export function RelatedCataloguesPage({ owner, page }: { owner: RelatedTo; page: number | undefined }) {
  const { t, locale } = useI18n();
  const place = useQuery({ ...placeQuery(owner.id, locale), enabled: owner.kind === 'place' });
  const publisher = useQuery({ ...publisherQuery(owner.id, locale), enabled: owner.kind === 'publisher' });
  const holder = useQuery({ ...holderQuery(owner.id), enabled: owner.kind === 'holder' });
  const entity = owner.kind === 'place' ? place : owner.kind === 'publisher' ? publisher : holder;
  if (entity.error) return <EntityState query={entity} />;
  const title =
    owner.kind === 'place'
      ? place.data && t('catalogues_published_in_place', { place: placeNameIn(place.data.name, locale) })
      : owner.kind === 'publisher'
        ? publisher.data && t('catalogues_by_name', { name: publisher.data.name })
        : holder.data && t('catalogues_held_by_name', { name: holder.data.name });
  return (
    <div className={styles.screen}>
      {title ? <ScreenIntro title={title} /> : <Skeleton width="50%" height="2rem" />}
      <RelatedCatalogueList owner={owner} pageFromUrl={page ?? 1} />
    </div>
  );
}
