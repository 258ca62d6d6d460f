import { createFileRoute } from '@tanstack/react-router';
import { prefetchOnEntry } from '@/api/queries/prefetch.ts';
import { pdfSearchFirstPageQuery } from '@/features/pdf-search/api.ts';
import { PdfSearchPage } from '@/features/pdf-search/pdf-search-page.tsx';
import { pdfSearchSearch } from '@/lib/list-search.ts';

export const Route = createFileRoute('/_default/search')({
  validateSearch: pdfSearchSearch,
  loaderDeps: ({ search }) => search,
  loader: prefetchOnEntry(pdfSearchFirstPageQuery),
  staticData: { crumb: 'search' },
  component: function SearchRoute() {
    return <PdfSearchPage search={Route.useSearch()} />;
  },
});
