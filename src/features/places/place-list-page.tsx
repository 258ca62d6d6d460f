import { useMemo } from 'react';
import { placeListParams, placePageQuery } from '@/api/queries/places.ts';
import { EntityListScreen, PlaceCard } from '@/components/entity-list-screen.tsx';
import { FilterChoice, useFilterNames } from '@/components/filters.tsx';
import { useListNavigation, usePageInUrl } from '@/components/list-controls.tsx';
import { useListPaging } from '@/components/use-list-paging.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import type { TranslationKey } from '@/i18n/translate.ts';
import {
  idsOf,
  type PlaceListSearch,
  rowFiltersOf,
  toIdList,
  withoutId as without,
} from '@/lib/list-search.ts';
import { Switch } from '@/ui/switch.tsx';
import type { components } from '../../../openapi/generated/catalogue';
import { placeListPageSize as pageSize } from './api.ts';

type Place = components['schemas']['Place'];

/** `/place` and `/browse/places`: places by name, in this language or all, filtered by publisher. */
export function PlaceListPage({
  search,
  titleKey,
  from,
}: {
  search: PlaceListSearch;
  titleKey: TranslationKey;
  from: '/place/' | '/browse/places';
}) {
  const { t, locale } = useI18n();
  const update = useListNavigation<PlaceListSearch>(from);
  const onPageChange = usePageInUrl(from);
  const query = useMemo(() => placeListParams(rowFiltersOf(search), locale), [search, locale]);
  const paging = useListPaging({
    query,
    pageFromUrl: search.page ?? 1,
    pageSize,
    onPageChange,
    pageQuery: ({ query, page, perPage }) => placePageQuery(query, page, perPage),
  });
  const publisherNames = useFilterNames('publishers', idsOf(search.publishers));
  const active = [...publisherNames].map(([id, name]) => ({
    key: `publisher-${id}`,
    label: name,
    remove: () => update({ publishers: without(search.publishers, id) }),
  }));
  return (
    <EntityListScreen<Place>
      from={from}
      title={t(titleKey)}
      search={search}
      searchLabel={t('search_by_name')}
      extraControls={
        <Switch
          isSelected={search.allLanguages ?? false}
          onChange={(on) => update({ allLanguages: on || undefined }, { replace: true })}
        >
          {t('search_in_all_languages')}
        </Switch>
      }
      filters={{
        active,
        clear: () => update({ publishers: undefined }),
        content: (
          <FilterChoice
            kind="publishers"
            label={t('publishers')}
            searchLabel={t('search_publishers')}
            selected={idsOf(search.publishers)}
            onChange={(ids) => update({ publishers: toIdList(ids), filterDrawer: true }, { replace: true })}
          />
        ),
      }}
      paging={paging}
      itemKey={(place) => place.id}
      emptyKey="no_places_found"
      renderItem={(place) => <PlaceCard place={place} />}
    />
  );
}
