import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { holderQuery } from '@/api/queries/holders.ts';
import { placeQuery } from '@/api/queries/places.ts';
import { publisherQuery } from '@/api/queries/publishers.ts';
import { activeYears } from '@/components/entity-list-screen.tsx';
import { RelatedCataloguePreview } from '@/components/related-catalogues.tsx';
import { useI18n } from '@/i18n/i18n.tsx';
import { allPlaceNames, placeNameIn } from '@/lib/names.ts';
import { Link } from '@/ui/link.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import * as styles from './catalogue.css.ts';

export type PanelKind = 'publisher' | 'place' | 'holder';

/**
 * The holder, place or publisher of an edition, opened inside the catalogue layout: who or what
 * it is, the way to its own page, and its other catalogues.
 */
export function EntityPanel({
  kind,
  id,
  catalogueId,
  editionId,
}: {
  kind: PanelKind;
  id: string;
  catalogueId: string;
  editionId: string;
}) {
  const { t, locale } = useI18n();
  const headingId = useId();
  const relatedHeading = useId();
  const place = useQuery({ ...placeQuery(id, locale), enabled: kind === 'place' });
  const publisher = useQuery({ ...publisherQuery(id, locale), enabled: kind === 'publisher' });
  const holder = useQuery({ ...holderQuery(id), enabled: kind === 'holder' });

  let name: string | undefined;
  let summary: string | undefined;
  let fullPage = null;
  if (kind === 'place' && place.data) {
    name = placeNameIn(place.data.name, locale);
    summary = allPlaceNames(place.data.names, locale);
    fullPage = (
      <Link to="/place/$id" params={{ id }} variant="inline">
        {t('view_public_page')}
      </Link>
    );
  } else if (kind === 'publisher' && publisher.data) {
    name = publisher.data.name;
    summary = [activeYears(publisher.data), publisher.data.description].filter(Boolean).join(' · ');
    fullPage = (
      <Link to="/publisher/$id" params={{ id }} variant="inline">
        {t('view_public_page')}
      </Link>
    );
  } else if (kind === 'holder' && holder.data) {
    name = holder.data.name;
    summary = holder.data.label ?? undefined;
  }

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <h2 id={headingId} className={styles.panelTitle}>
          {name ?? <Skeleton width="12rem" />}
        </h2>
        <Link
          to="/catalogues/$id/edition/$editionId"
          params={{ id: catalogueId, editionId }}
          variant="inline"
          resetScroll={false}
        >
          {t('close')}
        </Link>
      </div>
      {summary && <p className={styles.muted}>{summary}</p>}
      {fullPage && <p>{fullPage}</p>}
      <RelatedCataloguePreview owner={{ kind, id }} headingId={relatedHeading} level={3} />
    </section>
  );
}
