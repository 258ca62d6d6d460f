import { createFileRoute } from '@tanstack/react-router';
import { staffCatalogueListQuery } from '@/features/dashboard/catalogues/api.ts';
import { DashboardCatalogueListPage } from '@/features/dashboard/catalogues/catalogue-pages.tsx';
import { dashboardListSearch } from '@/features/dashboard/dashboard-search.ts';

export const Route = createFileRoute('/dashboard/')({
  validateSearch: dashboardListSearch,
  staticData: { crumb: 'catalogues' },
  loaderDeps: ({ search: { q, page } }) => ({ q, page }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(staffCatalogueListQuery(deps, context.i18n.locale()));
  },
  component: function DashboardCataloguesRoute() {
    return <DashboardCatalogueListPage search={Route.useSearch()} />;
  },
});
