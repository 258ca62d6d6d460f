import { createFileRoute } from '@tanstack/react-router';
import { dashboardListSearch } from '../../../features/dashboard/dashboard-search.ts';
import { HolderListPage } from '../../../features/dashboard/holders/holder-pages.tsx';

export const Route = createFileRoute('/dashboard/holders/')({
  validateSearch: dashboardListSearch,
  staticData: { crumb: 'holders' },
  component: function DashboardHoldersRoute() {
    return <HolderListPage search={Route.useSearch()} />;
  },
});
