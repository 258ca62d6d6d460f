import { pdfSearchPageQuery, pdfSearchParams } from '@/api/queries/editions.ts';
import { firstCallPerPage } from '@/api/queries/page.ts';
import { type PdfSearchSearch, rowFiltersOf } from '@/lib/list-search.ts';

/** Spec section 9: the PDF search shows 10 results a page. */
export const pdfSearchPageSize = 10;

/** The PDF search's first call for its URL state, for the route to start while the screen loads. */
export const pdfSearchFirstPageQuery = (search: PdfSearchSearch, locale: string) =>
  pdfSearchPageQuery(
    pdfSearchParams(rowFiltersOf(search), locale),
    1,
    firstCallPerPage(pdfSearchPageSize, search.page),
  );
