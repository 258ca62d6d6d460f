import { type ReactNode, useMemo } from 'react';
import type { ListView } from '../../../machines/list-paging/list-paging.selectors.ts';
import type { components } from '../../../openapi/generated/catalogue';
import { unwrap } from '../../api/api-error.ts';
import { catalogueApi } from '../../api/clients.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import type { Translate, TranslationKey } from '../../i18n/translate.ts';
import { Link } from '../../ui/link.tsx';
import { Switch } from '../../ui/switch.tsx';
import { allPlaceNames, joinNames, placeNameIn } from '../entities/names.ts';
import { useActiveCatalogueFilters } from './catalogue-list-page.tsx';
import { EntityCard, EntityCardSkeleton } from './entity-card.tsx';
import { type ActiveFilter, ActiveFilters, FilterChoice, useFilterNames, YearRange } from './filters.tsx';
import {
  FilterDrawer,
  LetterBar,
  type LetterListPath,
  ListSearchBox,
  ScreenIntro,
  useListNavigation,
  usePageInUrl,
} from './list-controls.tsx';
import { holderListQuery, placeListQuery, publisherListQuery } from './list-queries.ts';
import {
  type CatalogueListSearch,
  type HolderListSearch,
  idsOf,
  type PlaceListSearch,
  type PublisherListSearch,
  queryPartOf,
  toIdList,
} from './list-search.ts';
import * as styles from './lists.css.ts';
import { PagedList } from './paged-list.tsx';
import { useListPaging } from './use-list-paging.ts';

type Place = components['schemas']['Place'];
type Publisher = components['schemas']['Publisher'];
type Holder = components['schemas']['Holder'];

const pageSize = 6;

/** '1 catalogue', '12 catalogues'. */
export function catalogueCount(t: Translate, n: number, locale: string) {
  return t(n === 1 ? 'one_catalogue' : 'n_catalogues', { n: formatNumber(n, locale) });
}

interface EntityListScreenProps<Item> {
  /** The route showing the list, whose URL state it changes. */
  from: LetterListPath;
  title: string;
  search: { search?: string; filterDrawer?: boolean; page?: number; letter?: string };
  searchLabel: string;
  /** Controls beside the search box, e.g. 'search in all languages'. */
  extraControls?: ReactNode;
  filters?: { content: ReactNode; active: ActiveFilter[]; clear: () => void };
  paging: { view: ListView<Item>; loadMore: () => void; retry: () => void };
  itemKey: (item: Item) => number;
  renderItem: (item: Item) => ReactNode;
  emptyKey: TranslationKey;
}

function EntityListScreen<Item>({
  from,
  title,
  search,
  searchLabel,
  extraControls,
  filters,
  paging,
  itemKey,
  renderItem,
  emptyKey,
}: EntityListScreenProps<Item>) {
  const { t } = useI18n();
  const update = useListNavigation<{ search?: string; filterDrawer?: boolean }>(from);
  return (
    <div className={styles.screen}>
      <ScreenIntro title={title} />
      <div className={styles.toolbar}>
        <ListSearchBox
          value={search.search}
          label={searchLabel}
          onSearch={(text) => update({ search: text }, { replace: true })}
        />
        <div className={styles.toolbarActions}>
          {extraControls}
          {filters && (
            <FilterDrawer
              isOpen={search.filterDrawer ?? false}
              onOpenChange={(open) =>
                update({ filterDrawer: open || undefined, page: search.page }, { replace: true })
              }
              activeCount={filters.active.length}
            >
              {filters.content}
            </FilterDrawer>
          )}
        </div>
      </div>
      <LetterBar active={search.letter} from={from} />
      {filters && <ActiveFilters filters={filters.active} onClear={filters.clear} />}
      <PagedList
        {...paging}
        label={t('search_results')}
        itemKey={itemKey}
        renderItem={renderItem}
        renderSkeleton={() => <EntityCardSkeleton />}
        emptyKey={emptyKey}
        layout="rows"
      />
    </div>
  );
}

const without = (list: string | undefined, id: string) =>
  toIdList(idsOf(list).filter((other) => other !== id));

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
  const query = useMemo(() => placeListQuery(queryPartOf(search), locale), [search, locale]);
  const paging = useListPaging({
    name: 'places',
    query,
    pageFromUrl: search.page ?? 1,
    pageSize,
    onPageChange,
    fetchPage: async ({ query, page, perPage }) => {
      const { places, pagination } = await unwrap(
        catalogueApi.GET('/places', { params: { query: { ...query, page, 'per-page': perPage } } }),
      );
      return { items: places, count: pagination.count };
    },
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
  const query = useMemo(() => publisherListQuery(queryPartOf(search), locale), [search, locale]);
  const paging = useListPaging({
    name: 'publishers',
    query,
    pageFromUrl: search.page ?? 1,
    pageSize,
    onPageChange,
    fetchPage: async ({ query, page, perPage }) => {
      const { publishers, pagination } = await unwrap(
        catalogueApi.GET('/publishers', { params: { query: { ...query, page, 'per-page': perPage } } }),
      );
      return { items: publishers, count: pagination.count };
    },
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
        clear: () => update({ places: undefined, yearFrom: undefined, yearTo: undefined }),
        content: (
          <>
            <FilterChoice
              kind="places"
              label={t('places')}
              searchLabel={t('search_places')}
              selected={idsOf(search.places)}
              onChange={(ids) => update({ places: toIdList(ids), filterDrawer: true }, { replace: true })}
            />
            <YearRange
              from={search.yearFrom}
              to={search.yearTo}
              onChange={({ from, to }) =>
                update({ yearFrom: from, yearTo: to, filterDrawer: true }, { replace: true })
              }
            />
          </>
        ),
      }}
      paging={paging}
      itemKey={(publisher) => publisher.id}
      emptyKey="no_publishers_found"
      renderItem={(publisher) => <PublisherCard publisher={publisher} />}
    />
  );
}

/** The years a publisher was active: as recorded, else the span of its dated editions. */
export function activeYears(
  publisher: Pick<Publisher, 'activeFrom' | 'activeTo' | 'firstYear' | 'lastYear'>,
): string {
  const from = publisher.activeFrom ?? publisher.firstYear;
  const to = publisher.activeTo ?? publisher.lastYear;
  if (from === null && to === null) return '';
  if (from === to) return String(from);
  return `${from ?? '…'}–${to ?? '…'}`;
}

/** `/holders`: the institutions holding the catalogues, each leading to its catalogues. */
export function HolderListPage({ search }: { search: HolderListSearch }) {
  const { t } = useI18n();
  const onPageChange = usePageInUrl('/holders/');
  const query = useMemo(() => holderListQuery(queryPartOf(search)), [search]);
  const paging = useListPaging({
    name: 'holders',
    query,
    pageFromUrl: search.page ?? 1,
    pageSize,
    onPageChange,
    fetchPage: async ({ query, page, perPage }) => {
      const { holders, pagination } = await unwrap(
        catalogueApi.GET('/holders', { params: { query: { ...query, page, 'per-page': perPage } } }),
      );
      return { items: holders, count: pagination.count };
    },
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

type HeadingLevel = { headingLevel?: 2 | 3 };

/** A place as the lists show it: its name in this language, its other names, its catalogues. */
export function PlaceCard({ place, headingLevel }: { place: Place } & HeadingLevel) {
  const { t, locale } = useI18n();
  const name = placeNameIn(place.name, locale);
  const others = allPlaceNames(place.names, locale)
    .split(', ')
    .filter((other) => other !== name);
  return (
    <EntityCard
      kind="place"
      headingLevel={headingLevel}
      title={
        <Link to="/place/$id" params={{ id: String(place.id) }} variant="inline">
          {name}
        </Link>
      }
      details={joinNames(others)}
      count={catalogueCount(t, place.catalogues, locale)}
    />
  );
}

/** A publisher as the lists show it: where and when it worked, its catalogues. */
export function PublisherCard({ publisher, headingLevel }: { publisher: Publisher } & HeadingLevel) {
  const { t, locale } = useI18n();
  return (
    <EntityCard
      kind="publisher"
      headingLevel={headingLevel}
      title={
        <Link to="/publisher/$id" params={{ id: String(publisher.id) }} variant="inline">
          {publisher.name}
        </Link>
      }
      details={[
        joinNames(publisher.places.map((place) => placeNameIn(place.name, locale))),
        activeYears(publisher),
      ]
        .filter(Boolean)
        .join(' · ')}
      count={catalogueCount(t, publisher.catalogues, locale)}
    />
  );
}

/** A holder as the lists show it: its name (to its catalogues), its siglum, its catalogues. */
export function HolderCard({ holder, headingLevel }: { holder: Holder } & HeadingLevel) {
  const { t, locale } = useI18n();
  return (
    <EntityCard
      kind="holder"
      headingLevel={headingLevel}
      title={
        <Link to="/holders/$id/catalogues" params={{ id: String(holder.id) }} variant="inline">
          {holder.name}
        </Link>
      }
      details={holder.label ?? undefined}
      count={catalogueCount(t, holder.catalogues, locale)}
    />
  );
}
