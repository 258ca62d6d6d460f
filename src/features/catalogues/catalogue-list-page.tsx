import { useMemo } from 'react';
import { catalogueListParams, cataloguePageQuery } from '@/api/queries/catalogues.ts';
import { CatalogueCard, CatalogueCardSkeleton } from '@/components/catalogue-card.tsx';
import {
  CatalogueFilterChoices,
  noCatalogueFilters,
  useActiveCatalogueFilters,
} from '@/components/catalogue-filters.tsx';
import { ExportMenu } from '@/components/export-menu.tsx';
import * as filterStyles from '@/components/filters.css.ts';
import { ActiveFilters } from '@/components/filters.tsx';
import {
  FilterDrawer,
  LetterBar,
  ListSearchBox,
  ScreenIntro,
  useListNavigation,
  usePageInUrl,
} from '@/components/list-controls.tsx';
import * as styles from '@/components/lists.css.ts';
import { PagedList } from '@/components/paged-list.tsx';
import { useListPaging } from '@/components/use-list-paging.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import type { TranslationKey } from '@/i18n/translate.ts';
import { type CatalogueListSearch, rowFiltersOf } from '@/lib/list-search.ts';
import { DeferredSelect } from '@/ui/deferred-select.tsx';
import { Radio, RadioGroup } from '@/ui/radio-group.tsx';
import { Switch } from '@/ui/switch.tsx';
import { catalogueListPageSize } from './api.ts';

/**
 * The catalogue list (`/catalogues`, `/browse/catalogues`): search, alphabet, filters by place,
 * holder, publisher and years, the list options, and the cards, all held in the URL.
 */
export function CatalogueListPage({
  search,
  titleKey,
  from,
}: {
  search: CatalogueListSearch;
  titleKey: TranslationKey;
  /** The route showing the list, whose URL state it changes. */
  from: '/catalogues/' | '/browse/catalogues';
}) {
  const { t, locale } = useI18n();
  const update = useListNavigation<CatalogueListSearch>(from);
  const setPage = usePageInUrl(from);
  const query = useMemo(() => catalogueListParams(rowFiltersOf(search), locale), [search, locale]);
  const { view, loadMore, retry } = useListPaging({
    query,
    pageFromUrl: search.page ?? 1,
    pageSize: catalogueListPageSize,
    onPageChange: setPage,
    pageQuery: ({ query, page, perPage }) => cataloguePageQuery(query, page, perPage),
  });

  const active = useActiveCatalogueFilters(search, update);

  return (
    <div className={styles.screen}>
      <ScreenIntro title={t(titleKey)} />
      <div className={styles.toolbar}>
        <ListSearchBox
          value={search.search}
          label={t('search_by_title')}
          onSearch={(text) => update({ search: text }, { replace: true })}
        />
        <div className={styles.toolbarActions}>
          <DeferredSelect
            label={t('sort_by')}
            selectedKey={search.sort ?? 'title'}
            options={[
              { id: 'title', label: t('title') },
              { id: 'year', label: t('year') },
              { id: 'recent', label: t('recently_added') },
            ]}
            onSelectionChange={(key) =>
              update(
                { sort: key === 'title' ? undefined : (key as CatalogueListSearch['sort']) },
                { replace: true },
              )
            }
            className={styles.sortSelect}
          />
          <FilterDrawer
            isOpen={search.filterDrawer ?? false}
            onOpenChange={(open) =>
              update({ filterDrawer: open || undefined, page: search.page }, { replace: true })
            }
            activeCount={active.length}
          >
            <CatalogueFilters search={search} update={update} />
          </FilterDrawer>
          <ExportMenu target={{ list: 'catalogues', params: query }} />
        </div>
      </div>
      <LetterBar active={search.letter} from={from} />
      <ActiveFilters filters={active} onClear={() => update(noCatalogueFilters)} />
      <PagedList
        view={view}
        loadMore={loadMore}
        retry={retry}
        label={t('search_results')}
        itemKey={(catalogue) => catalogue.id}
        renderItem={(catalogue) => (
          <CatalogueCard
            catalogueId={catalogue.id}
            title={catalogue.title}
            edition={catalogue.editions[0] ?? null}
          />
        )}
        renderSkeleton={() => <CatalogueCardSkeleton />}
        emptyKey="no_catalogues_found"
      />
    </div>
  );
}

type Update = ReturnType<typeof useListNavigation<CatalogueListSearch>>;

function CatalogueFilters({ search, update }: { search: CatalogueListSearch; update: Update }) {
  const { t } = useI18n();
  return (
    <>
      <CatalogueFilterChoices search={search} update={update} />
      <fieldset className={filterStyles.options}>
        <legend className={filterStyles.choiceLabel}>{t('list_options')}</legend>
        <RadioGroup
          label={t('filter_illustrative_content')}
          value={search.illustrativeContent ?? 'all'}
          onChange={(value) =>
            update(
              {
                illustrativeContent: value === 'all' ? undefined : (value as 'with' | 'without'),
                filterDrawer: true,
              },
              { replace: true },
            )
          }
        >
          <Radio value="all">{t('illustrations_all')}</Radio>
          <Radio value="with">{t('with_illustrations')}</Radio>
          <Radio value="without">{t('without_illustrations')}</Radio>
        </RadioGroup>
        <Switch
          isSelected={search.includeSupplements ?? false}
          onChange={(on) =>
            update({ includeSupplements: on || undefined, filterDrawer: true }, { replace: true })
          }
        >
          {t('include_supplements')}
        </Switch>
        <Switch
          isSelected={search.undatedCatalogues ?? false}
          onChange={(on) =>
            update({ undatedCatalogues: on || undefined, filterDrawer: true }, { replace: true })
          }
        >
          {t('undated_catalogues')}
        </Switch>
      </fieldset>
    </>
  );
}
