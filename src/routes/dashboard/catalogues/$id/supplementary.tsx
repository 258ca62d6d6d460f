import { createFileRoute } from '@tanstack/react-router';
import { catalogueQuery } from '@/api/queries/catalogues.ts';
import { staffSupplementsQuery } from '@/features/dashboard/supplementary/api.ts';
import { SupplementaryPage } from '@/features/dashboard/supplementary/supplementary-page.tsx';

export const Route = createFileRoute('/dashboard/catalogues/$id/supplementary')({
  staticData: { crumb: 'supplementary_contents' },
  loader: ({ context, params }) => {
    const catalogueId = Number(params.id);
    const locale = context.i18n.locale();
    void context.queryClient.prefetchQuery(catalogueQuery(String(catalogueId), locale));
    void context.queryClient.prefetchQuery(staffSupplementsQuery(catalogueId, locale));
  },
  component: function DashboardSupplementaryRoute() {
    const { id } = Route.useParams();
    return <SupplementaryPage catalogueId={Number(id)} />;
  },
});
