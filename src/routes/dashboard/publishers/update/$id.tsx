import { createFileRoute } from '@tanstack/react-router';
import { PublisherFormPage } from '../../../../features/dashboard/publishers/publisher-pages.tsx';

export const Route = createFileRoute('/dashboard/publishers/update/$id')({
  staticData: { crumb: 'edit_publisher' },
  component: function DashboardPublisherRoute() {
    const { id } = Route.useParams();
    return <PublisherFormPage id={id} />;
  },
});
