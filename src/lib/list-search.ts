import { z } from 'zod/mini';
import { lenient, searchText as text } from './search-values.ts';

/**
 * The list state of spec sections 3 and 4, kept in the URL so that a reload or a shared link
 * restores it. The router hands every value over as text (src/url-search.ts); each schema here
 * types it and drops what is malformed rather than failing the page: a hand-edited `page=abc`
 * shows page 1.
 */

export const earliestYear = 1839;
export const currentYear = () => new Date().getFullYear();

const page = lenient(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)));
// Values arrive as text from the URL and as typed values when the app navigates.
export const flag = lenient(z.union([z.boolean(), z.stringbool()]));
/** Comma lists of ids, as the API's filters take them: '3,12'. */
const idList = lenient(
  z.pipe(
    z.string(),
    z.transform((value) => {
      const ids = [...new Set(value.split(',').map((part) => part.trim()))].filter((part) =>
        /^[1-9]\d{0,9}$/.test(part),
      );
      return ids.length > 0 ? ids.slice(0, 50).join(',') : undefined;
    }),
  ),
);
const year = lenient(z.coerce.number().check(z.int(), z.minimum(earliestYear), z.maximum(2999)));
/**
 * How the years meet an edition's dated interval: absent (or `overlap`) keeps every edition whose
 * date may fall in the years, `within` only those whose date certainly does ("ca. 1890" spans
 * several years). Means something only with a year range: see `datesWithin`.
 */
const dateMatch = lenient(z.enum(['overlap', 'within']));
/** 'A'–'Z', or '#' for names that start with anything else. */
const letter = lenient(z.string().check(z.regex(/^[A-Z#]$/)));

const common = {
  page,
  search: text,
  letter,
  filterDrawer: flag,
};

/** The filters catalogues share with the PDF search and the maps: places, holders, publishers, years. */
const catalogueFilters = {
  places: idList,
  holders: idList,
  publishers: idList,
  yearFrom: year,
  yearTo: year,
  dateMatch,
};

export const catalogueListSearch = z.object({
  ...common,
  ...catalogueFilters,
  illustrativeContent: lenient(z.enum(['all', 'with', 'without'])),
  includeSupplements: flag,
  undatedCatalogues: flag,
  sort: lenient(z.enum(['title', 'year', 'recent'])),
});
export type CatalogueListSearch = z.infer<typeof catalogueListSearch>;

export const placeListSearch = z.object({
  ...common,
  publishers: idList,
  /** Spec section 4: 'search in all languages' (default false) drops the language filter. */
  allLanguages: flag,
});
export type PlaceListSearch = z.infer<typeof placeListSearch>;

export const publisherListSearch = z.object({
  ...common,
  places: catalogueFilters.places,
  yearFrom: catalogueFilters.yearFrom,
  yearTo: catalogueFilters.yearTo,
  dateMatch: catalogueFilters.dateMatch,
});
export type PublisherListSearch = z.infer<typeof publisherListSearch>;

export const holderListSearch = z.object(common);
export type HolderListSearch = z.infer<typeof holderListSearch>;

/** The PDF full-text search: the catalogue filters without the list options. */
export const pdfSearchSearch = z.object({ ...common, ...catalogueFilters });
export type PdfSearchSearch = z.infer<typeof pdfSearchSearch>;

/** Related catalogues of a place, publisher or holder: only the page. */
export const relatedListSearch = z.object({ page });

/** The years of a list's URL state, and whether only dates certainly inside them count. */
export interface YearFilter {
  yearFrom?: number;
  yearTo?: number;
  dateMatch?: 'overlap' | 'within';
}

export const hasYearRange = (search: YearFilter): boolean =>
  search.yearFrom !== undefined || search.yearTo !== undefined;

/**
 * Whether the list keeps only dates certainly inside its years. Without a year range there is
 * nothing to be inside of: the switch kept in a URL then changes nothing (nor the cache key).
 */
export const datesWithin = (search: YearFilter): boolean =>
  search.dateMatch === 'within' && hasYearRange(search);

/** The part of a list's URL state that changes its rows; page and the drawer do not. */
export function rowFiltersOf<Search extends { page?: number; filterDrawer?: boolean }>(
  search: Search,
): Omit<Search, 'page' | 'filterDrawer'> {
  const { page: _page, filterDrawer: _drawer, ...query } = search;
  return query;
}

/** The ids of a comma list, for the filter choices. */
export const idsOf = (list: string | undefined): string[] => (list ? list.split(',') : []);
export const toIdList = (ids: ReadonlyArray<string>): string | undefined =>
  ids.length > 0 ? ids.join(',') : undefined;

/** An id list without one id: a filter chip removed. */
export const withoutId = (list: string | undefined, id: string): string | undefined =>
  toIdList(idsOf(list).filter((other) => other !== id));
