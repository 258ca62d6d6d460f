import { createFileRoute } from '@tanstack/react-router';
import { dashboardListSearch } from '../../../features/dashboard/dashboard-search.ts';
import { PublisherListPage } from '../../../features/dashboard/publishers/publisher-pages.tsx';

export const Route = createFileRoute('/dashboard/publishers/')({
  validateSearch: dashboardListSearch,
  staticData: { crumb: 'publishers' },
  component: function DashboardPublishersRoute() {
    return <PublisherListPage search={Route.useSearch()} />;
  },
});
