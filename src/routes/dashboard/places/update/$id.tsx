import { createFileRoute } from '@tanstack/react-router';
import { staffPlaceQuery } from '@/features/dashboard/places/api.ts';
import { PlaceFormPage } from '@/features/dashboard/places/place-pages.tsx';

export const Route = createFileRoute('/dashboard/places/update/$id')({
  staticData: { crumb: 'edit_place' },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(staffPlaceQuery(params.id));
  },
  component: function DashboardPlaceRoute() {
    const { id } = Route.useParams();
    return <PlaceFormPage id={id} />;
  },
});
