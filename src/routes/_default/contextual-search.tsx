import { createFileRoute } from '@tanstack/react-router';
import { ContextualSearchPage } from '../../features/contextual-search/contextual-search-page.tsx';
import { contextualSearchSearch } from '../../features/contextual-search/query-url.ts';

export const Route = createFileRoute('/_default/contextual-search')({
  validateSearch: contextualSearchSearch,
  staticData: { crumb: 'contextual_search' },
  component: function ContextualSearchRoute() {
    return <ContextualSearchPage search={Route.useSearch()} />;
  },
});
