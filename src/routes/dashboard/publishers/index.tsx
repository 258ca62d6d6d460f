import { createFileRoute } from '@tanstack/react-router';
import { dashboardListSearch } from '@/features/dashboard/dashboard-search.ts';
import { staffPublisherListQuery } from '@/features/dashboard/publishers/api.ts';
import { DashboardPublisherListPage } from '@/features/dashboard/publishers/publisher-pages.tsx';

export const Route = createFileRoute('/dashboard/publishers/')({
  validateSearch: dashboardListSearch,
  staticData: { crumb: 'publishers' },
  loaderDeps: ({ search: { q, page } }) => ({ q, page }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(staffPublisherListQuery(deps));
  },
  component: function DashboardPublishersRoute() {
    return <DashboardPublisherListPage search={Route.useSearch()} />;
  },
});
