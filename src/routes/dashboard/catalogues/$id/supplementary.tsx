import { createFileRoute } from '@tanstack/react-router';
import { SupplementaryPage } from '../../../../features/dashboard/supplementary/supplementary-page.tsx';

export const Route = createFileRoute('/dashboard/catalogues/$id/supplementary')({
  staticData: { crumb: 'supplementary_contents' },
  component: function DashboardSupplementaryRoute() {
    const { id } = Route.useParams();
    return <SupplementaryPage catalogueId={Number(id)} />;
  },
});
