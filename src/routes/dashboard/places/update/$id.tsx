import { createFileRoute } from '@tanstack/react-router';
import { PlaceFormPage } from '../../../../features/dashboard/places/place-pages.tsx';

export const Route = createFileRoute('/dashboard/places/update/$id')({
  staticData: { crumb: 'edit_place' },
  component: function DashboardPlaceRoute() {
    const { id } = Route.useParams();
    return <PlaceFormPage id={id} />;
  },
});
