import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { components } from '../../../openapi/generated/catalogue';
import { unwrap } from '../../api/api-error.ts';
import { catalogueApi } from '../../api/clients.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { Link } from '../../ui/link.tsx';
import { CatalogueCard, CatalogueCardSkeleton } from '../lists/catalogue-card.tsx';
import { type PagedListPath, usePageInUrl } from '../lists/list-controls.tsx';
import * as listStyles from '../lists/lists.css.ts';
import { PagedList } from '../lists/paged-list.tsx';
import { RetryNotice } from '../lists/retry-notice.tsx';
import { useListPaging } from '../lists/use-list-paging.ts';

type RelatedCatalogue = components['schemas']['RelatedCatalogue'];

/** Whose catalogues: a place (published there), a publisher (published by) or a holder (held by). */
export type RelatedTo = { kind: 'place' | 'publisher' | 'holder'; id: string };

const pageSize = 6;

async function fetchRelated(owner: RelatedTo, page: number, perPage: number, locale: string) {
  const params = { path: { id: Number(owner.id) }, query: { page, 'per-page': perPage, lang: locale } };
  const response =
    owner.kind === 'place'
      ? await unwrap(catalogueApi.GET('/places/{id}/catalogues', { params }))
      : owner.kind === 'publisher'
        ? await unwrap(catalogueApi.GET('/publishers/{id}/catalogues', { params }))
        : await unwrap(catalogueApi.GET('/holders/{id}/catalogues', { params }));
  return { items: response.catalogues, count: response.pagination.count };
}

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
    name: 'related-catalogues',
    query,
    pageFromUrl,
    pageSize,
    onPageChange,
    fetchPage: ({ query, page, perPage }) => fetchRelated(query, page, perPage, query.locale),
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
  const preview = useQuery({
    queryKey: ['list', 'related-catalogues', 'preview', owner.kind, owner.id, locale],
    queryFn: () => fetchRelated(owner, 1, pageSize, locale),
    staleTime: 30_000,
  });
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
