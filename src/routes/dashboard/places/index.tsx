import { createFileRoute } from '@tanstack/react-router';
import { dashboardListSearch } from '@/features/dashboard/dashboard-search.ts';
import { staffPlaceListQuery } from '@/features/dashboard/places/api.ts';
import { DashboardPlaceListPage } from '@/features/dashboard/places/place-pages.tsx';

export const Route = createFileRoute('/dashboard/places/')({
  validateSearch: dashboardListSearch,
  staticData: { crumb: 'places' },
  loaderDeps: ({ search: { q, page } }) => ({ q, page }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(staffPlaceListQuery(deps));
  },
  component: function DashboardPlacesRoute() {
    return <DashboardPlaceListPage search={Route.useSearch()} />;
  },
});
