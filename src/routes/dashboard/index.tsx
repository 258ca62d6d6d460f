import { createFileRoute } from '@tanstack/react-router';
import { CatalogueListPage } from '../../features/dashboard/catalogues/catalogue-pages.tsx';
import { dashboardListSearch } from '../../features/dashboard/dashboard-search.ts';

export const Route = createFileRoute('/dashboard/')({
  validateSearch: dashboardListSearch,
  staticData: { crumb: 'catalogues' },
  component: function DashboardCataloguesRoute() {
    return <CatalogueListPage search={Route.useSearch()} />;
  },
});
