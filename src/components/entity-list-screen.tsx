import type { ReactNode } from 'react';
import { formatNumber } from '@/i18n/format.ts';
import { useI18n } from '@/i18n/i18n.tsx';
import type { Translate, TranslationKey } from '@/i18n/translate.ts';
import { allPlaceNames, joinNames, placeNameIn } from '@/lib/names.ts';
import { Link } from '@/ui/link.tsx';
import type { ListView } from '../../machines/list-paging/list-paging.selectors.ts';
import type { components } from '../../openapi/generated/catalogue';
import { EntityCard, EntityCardSkeleton } from './entity-card.tsx';
import { type ActiveFilter, ActiveFilters } from './filters.tsx';
import {
  FilterDrawer,
  LetterBar,
  type LetterListPath,
  ListSearchBox,
  ScreenIntro,
  useListNavigation,
} from './list-controls.tsx';
import * as styles from './lists.css.ts';
import { PagedList } from './paged-list.tsx';

type Place = components['schemas']['Place'];
type Publisher = components['schemas']['Publisher'];
type Holder = components['schemas']['Holder'];

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

export function EntityListScreen<Item>({
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
