import { createFileRoute } from '@tanstack/react-router';
import { dashboardListSearch } from '@/features/dashboard/dashboard-search.ts';
import { staffHolderListQuery } from '@/features/dashboard/holders/api.ts';
import { DashboardHolderListPage } from '@/features/dashboard/holders/holder-pages.tsx';

export const Route = createFileRoute('/dashboard/holders/')({
  validateSearch: dashboardListSearch,
  staticData: { crumb: 'holders' },
  loaderDeps: ({ search: { q, page } }) => ({ q, page }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(staffHolderListQuery(deps));
  },
  component: function DashboardHoldersRoute() {
    return <DashboardHolderListPage search={Route.useSearch()} />;
  },
});
