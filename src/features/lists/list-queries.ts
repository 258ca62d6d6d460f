import type { paths } from '../../../openapi/generated/catalogue';
import type {
  CatalogueListSearch,
  HolderListSearch,
  PdfSearchSearch,
  PlaceListSearch,
  PublisherListSearch,
} from './list-search.ts';

type QueryOf<Path extends keyof paths> = paths[Path] extends { get: { parameters: { query?: infer Q } } }
  ? NonNullable<Q>
  : never;

/** The page and size the list machine asks for; the rest comes from the list's URL state. */
type Paging = { page: number; 'per-page': number };
type Filters = Omit<CatalogueListSearch, 'page' | 'filterDrawer'>;

const years = (search: { yearFrom?: number; yearTo?: number }) => ({
  'date-begin': search.yearFrom,
  'date-end': search.yearTo,
});

/** GET /catalogues: keyword over titles, publishers and places, the filters and the list options. */
export function catalogueListQuery(
  search: Filters,
  locale: string,
): Omit<QueryOf<'/catalogues'>, keyof Paging> {
  return {
    keyword: search.search,
    'filter-by': search.letter,
    places: search.places,
    holders: search.holders,
    publishers: search.publishers,
    ...years(search),
    lang: locale,
    'illustrative-content': search.illustrativeContent ?? 'all',
    'include-supplements': search.includeSupplements ?? false,
    undated: search.undatedCatalogues ?? false,
    sort: search.sort,
  };
}

/** GET /places: by name in the current language, or in every language when asked (spec section 4). */
export function placeListQuery(
  search: Omit<PlaceListSearch, 'page' | 'filterDrawer'>,
  locale: string,
): Omit<QueryOf<'/places'>, keyof Paging> {
  return {
    name: search.search,
    'filter-by': search.letter,
    publishers: search.publishers,
    // An empty lang is left out of the query string: the server then matches every language.
    lang: search.allLanguages ? '' : locale,
  };
}

export function publisherListQuery(
  search: Omit<PublisherListSearch, 'page' | 'filterDrawer'>,
  locale: string,
): Omit<QueryOf<'/publishers'>, keyof Paging> {
  return {
    name: search.search,
    'filter-by': search.letter,
    places: search.places,
    ...years(search),
    lang: locale,
  };
}

export function holderListQuery(
  search: Omit<HolderListSearch, 'page' | 'filterDrawer'>,
): Omit<QueryOf<'/holders'>, keyof Paging> {
  return { keyword: search.search, 'filter-by': search.letter };
}

export function pdfSearchQuery(
  search: Omit<PdfSearchSearch, 'page' | 'filterDrawer'>,
  locale: string,
): Omit<QueryOf<'/editions/pdfs'>, keyof Paging> {
  return {
    keyword: search.search,
    places: search.places,
    holders: search.holders,
    publishers: search.publishers,
    ...years(search),
    lang: locale,
  };
}
