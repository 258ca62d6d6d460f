import { useMemo } from 'react';
import { publisherListParams, publisherPageQuery } from '@/api/queries/publishers.ts';
import { CatalogueFilterChoices, useActiveCatalogueFilters } from '@/components/catalogue-filters.tsx';
import { EntityListScreen, PublisherCard } from '@/components/entity-list-screen.tsx';
import { useListNavigation, usePageInUrl } from '@/components/list-controls.tsx';
import { useListPaging } from '@/components/use-list-paging.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import type { TranslationKey } from '@/i18n/translate.ts';
import { type CatalogueListSearch, type PublisherListSearch, rowFiltersOf } from '@/lib/list-search.ts';
import type { components } from '../../../openapi/generated/catalogue';
import { publisherListPageSize as pageSize } from './api.ts';

type Publisher = components['schemas']['Publisher'];

/** `/publisher` and `/browse/publishers`: photographers and firms, by place and years of activity. */
export function PublisherListPage({
  search,
  titleKey,
  from,
}: {
  search: PublisherListSearch;
  titleKey: TranslationKey;
  from: '/publisher/' | '/browse/publishers';
}) {
  const { t, locale } = useI18n();
  const update = useListNavigation<PublisherListSearch & CatalogueListSearch>(from);
  const onPageChange = usePageInUrl(from);
  const query = useMemo(() => publisherListParams(rowFiltersOf(search), locale), [search, locale]);
  const paging = useListPaging({
    query,
    pageFromUrl: search.page ?? 1,
    pageSize,
    onPageChange,
    pageQuery: ({ query, page, perPage }) => publisherPageQuery(query, page, perPage),
  });
  // A publisher's filters are the catalogue filters' places and years: the same chips.
  const active = useActiveCatalogueFilters(search, update);
  return (
    <EntityListScreen<Publisher>
      from={from}
      title={t(titleKey)}
      search={search}
      searchLabel={t('search_by_name')}
      filters={{
        active,
        clear: () =>
          update({ places: undefined, yearFrom: undefined, yearTo: undefined, dateMatch: undefined }),
        content: <CatalogueFilterChoices search={search} update={update} kinds={['places']} />,
      }}
      paging={paging}
      itemKey={(publisher) => publisher.id}
      emptyKey="no_publishers_found"
      renderItem={(publisher) => <PublisherCard publisher={publisher} />}
    />
  );
}
