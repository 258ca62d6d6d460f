import { useMemo } from 'react';
import { holderListParams, holderPageQuery } from '@/api/queries/holders.ts';
import { EntityListScreen, HolderCard } from '@/components/entity-list-screen.tsx';
import { usePageInUrl } from '@/components/list-controls.tsx';
import { useListPaging } from '@/components/use-list-paging.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import { type HolderListSearch, rowFiltersOf } from '@/lib/list-search.ts';
import type { components } from '../../../openapi/generated/catalogue';
import { holderListPageSize as pageSize } from './api.ts';

type Holder = components['schemas']['Holder'];

/** `/holders`: the institutions holding the catalogues, each leading to its catalogues. */
export function HolderListPage({ search }: { search: HolderListSearch }) {
  const { t } = useI18n();
  const onPageChange = usePageInUrl('/holders/');
  const query = useMemo(() => holderListParams(rowFiltersOf(search)), [search]);
  const paging = useListPaging({
    query,
    pageFromUrl: search.page ?? 1,
    pageSize,
    onPageChange,
    pageQuery: ({ query, page, perPage }) => holderPageQuery(query, page, perPage),
  });
  return (
    <EntityListScreen<Holder>
      from="/holders/"
      title={t('holders')}
      search={search}
      searchLabel={t('search_by_name')}
      paging={paging}
      itemKey={(holder) => holder.id}
      emptyKey="no_holders_found"
      renderItem={(holder) => <HolderCard holder={holder} />}
    />
  );
}
