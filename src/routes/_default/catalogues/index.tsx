import { createFileRoute } from '@tanstack/react-router';
import { prefetchOnEntry } from '@/api/queries/prefetch.ts';
import { catalogueListFirstPageQuery } from '@/features/catalogues/api.ts';
import { CatalogueListPage } from '@/features/catalogues/catalogue-list-page.tsx';
import { catalogueListSearch } from '@/lib/list-search.ts';

export const Route = createFileRoute('/_default/catalogues/')({
  validateSearch: catalogueListSearch,
  loaderDeps: ({ search }) => search,
  loader: prefetchOnEntry(catalogueListFirstPageQuery),
  staticData: { crumb: 'catalogues' },
  component: function CataloguesRoute() {
    return <CatalogueListPage search={Route.useSearch()} from={Route.fullPath} titleKey="catalogues" />;
  },
});
