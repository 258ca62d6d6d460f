import { catalogueListParams, cataloguePageQuery } from '@/api/queries/catalogues.ts';
import { firstCallPerPage } from '@/api/queries/page.ts';
import { type CatalogueListSearch, rowFiltersOf } from '@/lib/list-search.ts';

/** Catalogues a page of the catalogue list shows (spec section 9). */
export const catalogueListPageSize = 6;

/** The catalogue list's first call for its URL state, for the route to start while the screen loads. */
export const catalogueListFirstPageQuery = (search: CatalogueListSearch, locale: string) =>
  cataloguePageQuery(
    catalogueListParams(rowFiltersOf(search), locale),
    1,
    firstCallPerPage(catalogueListPageSize, search.page),
  );
