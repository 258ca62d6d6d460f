import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { holderQuery } from '@/api/queries/holders.ts';
import { placeQuery } from '@/api/queries/places.ts';
import { publisherQuery } from '@/api/queries/publishers.ts';
import {
  relatedCataloguesPageSize as pageSize,
  type RelatedTo,
  relatedCataloguesFirstPageQuery,
  relatedCataloguesPageQuery,
} from '@/api/queries/related-catalogues.ts';
import { EntityState } from '@/components/entity-details.tsx';
import { ScreenIntro } from '@/components/list-controls.tsx';
import * as styles from '@/components/lists.css.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { placeNameIn } from '@/lib/names.ts';
import { Link } from '@/ui/link.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import type { components } from '../../openapi/generated/catalogue';
import { CatalogueCard, CatalogueCardSkeleton } from './catalogue-card.tsx';
import { ExportMenu } from './export-menu.tsx';
import { type PagedListPath, usePageInUrl } from './list-controls.tsx';
import * as listStyles from './lists.css.ts';
import { PagedList } from './paged-list.tsx';
import { RetryNotice } from './retry-notice.tsx';
import { useListPaging } from './use-list-paging.ts';

type RelatedCatalogue = components['schemas']['RelatedCatalogue'];

const card = (catalogue: RelatedCatalogue, headingLevel: 2 | 3) => (
  <CatalogueCard
    catalogueId={catalogue.id}
    title={catalogue.title}
    edition={catalogue.edition}
    headingLevel={headingLevel}
  />
);

/** The screen of each kind's related catalogues, whose URL holds the page. */
const relatedListPaths = {
  place: '/place/$id/catalogues',
  publisher: '/publisher/$id/catalogues',
  holder: '/holders/$id/catalogues',
} satisfies Record<RelatedTo['kind'], PagedListPath>;

/** The related catalogues of spec section 3, paged with infinite scroll; the page is in the URL. */
export function RelatedCatalogueList({ owner, pageFromUrl }: { owner: RelatedTo; pageFromUrl: number }) {
  const { t, locale } = useI18n();
  const onPageChange = usePageInUrl(relatedListPaths[owner.kind]);
  const query = useMemo(() => ({ ...owner, locale }), [owner, locale]);
  const { view, loadMore, retry } = useListPaging({
    query,
    pageFromUrl,
    pageSize,
    onPageChange,
    pageQuery: ({ query, page, perPage }) => relatedCataloguesPageQuery(query, query.locale, page, perPage),
  });
  return (
    <PagedList
      view={view}
      loadMore={loadMore}
      retry={retry}
      label={t('related_catalogues')}
      itemKey={(catalogue) => `${catalogue.id}-${catalogue.edition.id}`}
      renderItem={(catalogue) => card(catalogue, 2)}
      renderSkeleton={() => <CatalogueCardSkeleton />}
      emptyKey="no_catalogues_found"
    />
  );
}

/** The first related catalogues on an entity's page, with the way to all of them. */
export function RelatedCataloguePreview({
  owner,
  headingId,
  level = 2,
}: {
  owner: RelatedTo;
  headingId: string;
  /** 3 inside a panel that has its own h2. */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { t, locale } = useI18n();
  const preview = useQuery(relatedCataloguesFirstPageQuery(owner, locale));
  const allLink =
    owner.kind === 'place' ? (
      <Link to="/place/$id/catalogues" params={{ id: owner.id }} variant="inline">
        {t('see_all_catalogues')}
      </Link>
    ) : owner.kind === 'publisher' ? (
      <Link to="/publisher/$id/catalogues" params={{ id: owner.id }} variant="inline">
        {t('see_all_catalogues')}
      </Link>
    ) : (
      <Link to="/holders/$id/catalogues" params={{ id: owner.id }} variant="inline">
        {t('see_all_catalogues')}
      </Link>
    );
  return (
    <section className={listStyles.results} aria-labelledby={headingId}>
      <Heading id={headingId} className={listStyles.sectionTitle}>
        {t('related_catalogues')}
        {preview.data && ` (${preview.data.count})`}
      </Heading>
      {preview.isPending ? (
        <ul className={listStyles.cardGrid} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <li key={index}>
              <CatalogueCardSkeleton />
            </li>
          ))}
        </ul>
      ) : preview.data && preview.data.items.length > 0 ? (
        <ul className={listStyles.cardGrid}>
          {preview.data.items.map((catalogue) => (
            <li key={`${catalogue.id}-${catalogue.edition.id}`} className={listStyles.listItem}>
              {card(catalogue, 3)}
            </li>
          ))}
        </ul>
      ) : preview.isError ? (
        <RetryNotice onRetry={() => void preview.refetch()} />
      ) : (
        <p className={listStyles.empty}>{t('no_catalogues_found')}</p>
      )}
      {preview.data && preview.data.count > pageSize && <p>{allLink}</p>}
    </section>
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
      <div className={styles.toolbar}>
        <div className={styles.toolbarActions}>
          <ExportMenu target={{ list: 'related', owner, locale }} />
        </div>
      </div>
      <RelatedCatalogueList owner={owner} pageFromUrl={page ?? 1} />
    </div>
  );
}
