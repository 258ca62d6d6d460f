import { createFileRoute } from '@tanstack/react-router';
import { HolderFormPage } from '../../../../features/dashboard/holders/holder-pages.tsx';

export const Route = createFileRoute('/dashboard/holders/update/$id')({
  staticData: { crumb: 'edit_holder' },
  component: function DashboardHolderRoute() {
    const { id } = Route.useParams();
    return <HolderFormPage id={id} />;
  },
});
