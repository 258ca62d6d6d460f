import { z } from 'zod/mini';
import { type CatalogueListSearch, catalogueListSearch } from '@/lib/list-search.ts';

const filters = catalogueListSearch.shape;

/** `/statistics`: the catalogue list's filters (not its letter, sort or page), as its URL has them. */
export const statisticsSearch = z.object({
  search: filters.search,
  places: filters.places,
  holders: filters.holders,
  publishers: filters.publishers,
  yearFrom: filters.yearFrom,
  yearTo: filters.yearTo,
  dateMatch: filters.dateMatch,
  illustrativeContent: filters.illustrativeContent,
  includeSupplements: filters.includeSupplements,
  undatedCatalogues: filters.undatedCatalogues,
  filterDrawer: filters.filterDrawer,
});
export type StatisticsSearch = z.infer<typeof statisticsSearch>;

/** What a bar narrows the page's filters to: a decade's years, a place, a publisher. */
export interface BarFilter {
  yearFrom?: number;
  yearTo?: number;
  places?: string;
  publishers?: string;
}

/**
 * The catalogue list a bar stands for: the page's filters with the bar's own in place of theirs.
 * A decade's list leaves the undated catalogues out, as its count does.
 */
export function listSearchOfBar(search: StatisticsSearch, bar: BarFilter): CatalogueListSearch {
  const { filterDrawer: _drawer, ...filters } = search;
  return {
    ...filters,
    ...bar,
    undatedCatalogues: bar.yearFrom === undefined ? filters.undatedCatalogues : undefined,
  };
}
