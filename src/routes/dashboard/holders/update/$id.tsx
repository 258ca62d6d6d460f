import { createFileRoute } from '@tanstack/react-router';
import { staffHolderQuery } from '@/features/dashboard/holders/api.ts';
import { HolderFormPage } from '@/features/dashboard/holders/holder-pages.tsx';

export const Route = createFileRoute('/dashboard/holders/update/$id')({
  staticData: { crumb: 'edit_holder' },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(staffHolderQuery(params.id));
  },
  component: function DashboardHolderRoute() {
    const { id } = Route.useParams();
    return <HolderFormPage id={id} />;
  },
});
