import { createFileRoute } from '@tanstack/react-router';
import { staffPublisherQuery } from '@/features/dashboard/publishers/api.ts';
import { PublisherFormPage } from '@/features/dashboard/publishers/publisher-pages.tsx';

export const Route = createFileRoute('/dashboard/publishers/update/$id')({
  staticData: { crumb: 'edit_publisher' },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(staffPublisherQuery(params.id));
  },
  component: function DashboardPublisherRoute() {
    const { id } = Route.useParams();
    return <PublisherFormPage id={id} />;
  },
});
