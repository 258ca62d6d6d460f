import { createFileRoute } from '@tanstack/react-router';
import { pdfSearchSearch } from '../../features/lists/list-search.ts';
import { PdfSearchPage } from '../../features/search/pdf-search-page.tsx';

export const Route = createFileRoute('/_default/search')({
  validateSearch: pdfSearchSearch,
  staticData: { crumb: 'search' },
  component: function SearchRoute() {
    return <PdfSearchPage search={Route.useSearch()} />;
  },
});
