import { createFileRoute } from '@tanstack/react-router';
import { dashboardListSearch } from '../../../features/dashboard/dashboard-search.ts';
import { PlaceListPage } from '../../../features/dashboard/places/place-pages.tsx';

export const Route = createFileRoute('/dashboard/places/')({
  validateSearch: dashboardListSearch,
  staticData: { crumb: 'places' },
  component: function DashboardPlacesRoute() {
    return <PlaceListPage search={Route.useSearch()} />;
  },
});
