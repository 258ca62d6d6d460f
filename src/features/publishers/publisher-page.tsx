import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { publisherQuery } from '@/api/queries/publishers.ts';
import { Detail, EntityState } from '@/components/entity-details.tsx';
import { activeYears } from '@/components/entity-list-screen.tsx';
import { ScreenIntro } from '@/components/list-controls.tsx';
import * as styles from '@/components/lists.css.ts';
import { RelatedCataloguePreview } from '@/components/related-catalogues.tsx';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { placeNameIn } from '@/lib/names.ts';
import { ExternalLink, Link } from '@/ui/link.tsx';
import { authorityUri, publisherAuthorityFields } from '../../../common/authority-ids.ts';
import { PublisherTimelineSection } from './publisher-timeline.tsx';

/** The name each authority file's link shows. */
const authorityNames = { wikidata: 'wikidata', ulan: 'getty_ulan', isni: 'isni' } as const;

/** `/publisher/{id}`: the photographer or firm, where and when it worked, and its catalogues. */
export function PublisherPage({ id }: { id: string }) {
  const { t, locale } = useI18n();
  const headingId = useId();
  const query = useQuery(publisherQuery(id, locale));
  const publisher = query.data;
  if (!publisher) return <EntityState query={query} />;
  // The same firm in the authority files staff recorded (the linked data's sameAs).
  const authorities = publisherAuthorityFields.flatMap((field) => {
    const id = publisher[field];
    const href = id ? authorityUri(field, id) : null;
    return href ? [{ field, href }] : [];
  });
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
        <Detail term={t('authority_ids')}>
          {authorities.length > 0 ? (
            <ul className={styles.links}>
              {authorities.map(({ field, href }) => (
                <li key={field}>
                  <ExternalLink href={href} newTabText={t('opens_in_a_new_tab')}>
                    {t(authorityNames[field])}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ) : null}
        </Detail>
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
      <PublisherTimelineSection id={id} name={publisher.name} places={publisher.places.length} />
      <RelatedCataloguePreview owner={{ kind: 'publisher', id }} headingId={headingId} />
    </div>
  );
}
