import type { FilterKind } from '@/api/queries/filter-options.ts';
import { type ActiveFilter, FilterChoice, useFilterNames, YearRange } from '@/components/filters.tsx';
import { useI18n } from '@/i18n/i18n.tsx';
import {
  type CatalogueListSearch,
  datesWithin,
  hasYearRange,
  idsOf,
  toIdList,
  withoutId,
} from '@/lib/list-search.ts';

/** The filters catalogues share with the PDF search: places, publishers, holders and years. */
export interface CatalogueFilterState {
  places?: string;
  publishers?: string;
  holders?: string;
  yearFrom?: number;
  yearTo?: number;
  dateMatch?: 'overlap' | 'within';
}
/** Every filter and option of the catalogue lists, cleared ('Clear filters'). */
export const noCatalogueFilters = {
  places: undefined,
  holders: undefined,
  publishers: undefined,
  yearFrom: undefined,
  yearTo: undefined,
  dateMatch: undefined,
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
 * A new year range for the URL: the switch "only dates certainly inside" stays with a range and
 * goes with the last year (a shared link then says only what counts).
 */
export function yearsPatch(
  search: CatalogueFilterState,
  { from, to }: { from: number | undefined; to: number | undefined },
): Pick<CatalogueFilterState, 'yearFrom' | 'yearTo' | 'dateMatch'> {
  return {
    yearFrom: from,
    yearTo: to,
    dateMatch: hasYearRange({ yearFrom: from, yearTo: to }) ? search.dateMatch : undefined,
  };
}

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
          onChange={(range) =>
            update({ ...yearsPatch(search, range), filterDrawer: true }, { replace: true })
          }
          within={{
            isSelected: search.dateMatch === 'within',
            onChange: (within) =>
              update({ dateMatch: within ? 'within' : undefined, filterDrawer: true }, { replace: true }),
          }}
        />
      )}
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
  const filters: ActiveFilter[] = [
    ...[...places].map(([id, name]) => ({
      key: `place-${id}`,
      label: name,
      remove: () => update({ places: withoutId(search.places, id) }),
    })),
    ...[...publishers].map(([id, name]) => ({
      key: `publisher-${id}`,
      label: name,
      remove: () => update({ publishers: withoutId(search.publishers, id) }),
    })),
    ...[...holders].map(([id, name]) => ({
      key: `holder-${id}`,
      label: name,
      remove: () => update({ holders: withoutId(search.holders, id) }),
    })),
  ];
  if (search.yearFrom !== undefined || search.yearTo !== undefined)
    filters.push({
      key: 'years',
      label: `${t('years')}: ${search.yearFrom ?? '…'} – ${search.yearTo ?? '…'}`,
      remove: () => update({ yearFrom: undefined, yearTo: undefined, dateMatch: undefined }),
    });
  if (datesWithin(search))
    filters.push({
      key: 'dates-within',
      label: t('only_dates_certainly_inside'),
      remove: () => update({ dateMatch: undefined }),
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
