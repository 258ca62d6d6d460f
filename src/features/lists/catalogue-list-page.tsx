import { useMemo } from 'react';
import { unwrap } from '../../api/api-error.ts';
import { catalogueApi } from '../../api/clients.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import type { TranslationKey } from '../../i18n/translate.ts';
import { Radio, RadioGroup } from '../../ui/radio-group.tsx';
import { Select, SelectItem } from '../../ui/select.tsx';
import { Switch } from '../../ui/switch.tsx';
import { CatalogueCard, CatalogueCardSkeleton } from './catalogue-card.tsx';
import type { FilterKind } from './filter-options.ts';
import * as filterStyles from './filters.css.ts';
import { type ActiveFilter, ActiveFilters, FilterChoice, useFilterNames, YearRange } from './filters.tsx';
import {
  FilterDrawer,
  LetterBar,
  ListSearchBox,
  ScreenIntro,
  useListNavigation,
  usePageInUrl,
} from './list-controls.tsx';
import { catalogueListQuery } from './list-queries.ts';
import { type CatalogueListSearch, idsOf, queryPartOf, toIdList } from './list-search.ts';
import * as styles from './lists.css.ts';
import { PagedList } from './paged-list.tsx';
import { useListPaging } from './use-list-paging.ts';

export const listPageSize = 6;

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
  const query = useMemo(() => catalogueListQuery(queryPartOf(search), locale), [search, locale]);
  const { view, loadMore, retry } = useListPaging({
    name: 'catalogues',
    query,
    pageFromUrl: search.page ?? 1,
    pageSize: listPageSize,
    onPageChange: setPage,
    fetchPage: async ({ query, page, perPage }) => {
      const { catalogues, pagination } = await unwrap(
        catalogueApi.GET('/catalogues', { params: { query: { ...query, page, 'per-page': perPage } } }),
      );
      return { items: catalogues, count: pagination.count };
    },
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
          <Select
            label={t('sort_by')}
            selectedKey={search.sort ?? 'title'}
            onSelectionChange={(key) =>
              update(
                { sort: key === 'title' ? undefined : (key as CatalogueListSearch['sort']) },
                { replace: true },
              )
            }
            className={styles.sortSelect}
          >
            <SelectItem id="title">{t('title')}</SelectItem>
            <SelectItem id="year">{t('year')}</SelectItem>
            <SelectItem id="recent">{t('recently_added')}</SelectItem>
          </Select>
          <FilterDrawer
            isOpen={search.filterDrawer ?? false}
            onOpenChange={(open) =>
              update({ filterDrawer: open || undefined, page: search.page }, { replace: true })
            }
            activeCount={active.length}
          >
            <CatalogueFilters search={search} update={update} />
          </FilterDrawer>
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

/** The filters catalogues share with the PDF search: places, publishers, holders and years. */
export interface CatalogueFilterState {
  places?: string;
  publishers?: string;
  holders?: string;
  yearFrom?: number;
  yearTo?: number;
}
/** Every filter and option of the catalogue lists, cleared ('Clear filters'). */
export const noCatalogueFilters = {
  places: undefined,
  holders: undefined,
  publishers: undefined,
  yearFrom: undefined,
  yearTo: undefined,
  illustrativeContent: undefined,
  includeSupplements: undefined,
  undatedCatalogues: undefined,
} as const satisfies Partial<CatalogueListSearch>;

type FilterUpdate = (
  patch: Partial<CatalogueFilterState> & { filterDrawer?: boolean },
  options?: { replace?: boolean },
) => unknown;

const choiceTexts = {
  places: { label: 'places', search: 'search_places' },
  publishers: { label: 'publishers', search: 'search_publishers' },
  holders: { label: 'holders', search: 'search_holders' },
} as const satisfies Record<FilterKind, { label: string; search: string }>;

/**
 * The filter choices of catalogue lists, the PDF search and the maps: places, publishers, holders
 * and years, or the `kinds` asked for (the maps show their years outside the drawer).
 */
export function CatalogueFilterChoices({
  search,
  update,
  kinds = ['places', 'publishers', 'holders'],
  withYears = true,
}: {
  search: CatalogueFilterState;
  update: FilterUpdate;
  kinds?: FilterKind[];
  withYears?: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      {kinds.map((kind) => (
        <FilterChoice
          key={kind}
          kind={kind}
          label={t(choiceTexts[kind].label)}
          searchLabel={t(choiceTexts[kind].search)}
          selected={idsOf(search[kind])}
          onChange={(ids) => update({ [kind]: toIdList(ids), filterDrawer: true }, { replace: true })}
        />
      ))}
      {withYears && (
        <YearRange
          from={search.yearFrom}
          to={search.yearTo}
          onChange={({ from, to }) =>
            update({ yearFrom: from, yearTo: to, filterDrawer: true }, { replace: true })
          }
        />
      )}
    </>
  );
}

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

/** The chips of the filters in force, named as the reader knows them. */
export function useActiveCatalogueFilters(
  search: CatalogueFilterState &
    Partial<Pick<CatalogueListSearch, 'illustrativeContent' | 'includeSupplements' | 'undatedCatalogues'>>,
  update: (patch: Partial<CatalogueListSearch>) => unknown,
): ActiveFilter[] {
  const { t } = useI18n();
  const places = useFilterNames('places', idsOf(search.places));
  const publishers = useFilterNames('publishers', idsOf(search.publishers));
  const holders = useFilterNames('holders', idsOf(search.holders));
  const without = (list: string | undefined, id: string) =>
    toIdList(idsOf(list).filter((other) => other !== id));
  const filters: ActiveFilter[] = [
    ...[...places].map(([id, name]) => ({
      key: `place-${id}`,
      label: name,
      remove: () => update({ places: without(search.places, id) }),
    })),
    ...[...publishers].map(([id, name]) => ({
      key: `publisher-${id}`,
      label: name,
      remove: () => update({ publishers: without(search.publishers, id) }),
    })),
    ...[...holders].map(([id, name]) => ({
      key: `holder-${id}`,
      label: name,
      remove: () => update({ holders: without(search.holders, id) }),
    })),
  ];
  if (search.yearFrom !== undefined || search.yearTo !== undefined)
    filters.push({
      key: 'years',
      label: `${t('years')}: ${search.yearFrom ?? '…'} – ${search.yearTo ?? '…'}`,
      remove: () => update({ yearFrom: undefined, yearTo: undefined }),
    });
  if (search.illustrativeContent && search.illustrativeContent !== 'all')
    filters.push({
      key: 'illustrative',
      label: t(search.illustrativeContent === 'with' ? 'with_illustrations' : 'without_illustrations'),
      remove: () => update({ illustrativeContent: undefined }),
    });
  if (search.includeSupplements)
    filters.push({
      key: 'supplements',
      label: t('include_supplements'),
      remove: () => update({ includeSupplements: undefined }),
    });
  if (search.undatedCatalogues)
    filters.push({
      key: 'undated',
      label: t('undated_catalogues'),
      remove: () => update({ undatedCatalogues: undefined }),
    });
  return filters;
}
