import { createFileRoute } from '@tanstack/react-router';
import { EditionsPage } from '../../../../features/dashboard/catalogues/editions-page.tsx';

export const Route = createFileRoute('/dashboard/catalogues/$id/editions')({
  staticData: { crumb: 'editions' },
  component: function DashboardEditionsRoute() {
    const { id } = Route.useParams();
    return <EditionsPage id={id} />;
  },
});
