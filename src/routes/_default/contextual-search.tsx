import { createFileRoute } from '@tanstack/react-router';
import { prefetchOnEntry } from '@/api/queries/prefetch.ts';
import { resultsFirstPageQuery } from '@/features/contextual-search/api.ts';
import { ContextualSearchPage } from '@/features/contextual-search/contextual-search-page.tsx';
import { contextualSearchSearch } from '@/features/contextual-search/search-params.ts';

export const Route = createFileRoute('/_default/contextual-search')({
  validateSearch: contextualSearchSearch,
  loaderDeps: ({ search }) => search,
  loader: prefetchOnEntry(resultsFirstPageQuery),
  staticData: { crumb: 'contextual_search' },
  component: function ContextualSearchRoute() {
    return <ContextualSearchPage search={Route.useSearch()} />;
  },
});
