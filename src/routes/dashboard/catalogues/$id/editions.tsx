import { createFileRoute } from '@tanstack/react-router';
import { catalogueIdOf, staffEditionsQuery } from '@/features/dashboard/catalogues/api.ts';
import { EditionsPage } from '@/features/dashboard/catalogues/editions-page.tsx';

export const Route = createFileRoute('/dashboard/catalogues/$id/editions')({
  staticData: { crumb: 'editions' },
  loader: ({ context, params }) => {
    const id = catalogueIdOf(params.id);
    if (id !== null) void context.queryClient.prefetchQuery(staffEditionsQuery(id, context.i18n.locale()));
  },
  component: function DashboardEditionsRoute() {
    const { id } = Route.useParams();
    return <EditionsPage id={id} />;
  },
});
