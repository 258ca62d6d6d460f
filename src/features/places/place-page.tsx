import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { placeQuery } from '@/api/queries/places.ts';
import { Detail, EntityState } from '@/components/entity-details.tsx';
import { ScreenIntro } from '@/components/list-controls.tsx';
import * as styles from '@/components/lists.css.ts';
import { RelatedCataloguePreview } from '@/components/related-catalogues.tsx';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { allPlaceNames, placeNameIn } from '@/lib/names.ts';
import { ExternalLink, Link } from '@/ui/link.tsx';

/** Latitude and longitude as a reader writes them: 43.7696° N, 11.2558° E. */
export function formatCoordinates(latitude: number, longitude: number): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
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
