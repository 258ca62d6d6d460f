import { createFileRoute } from '@tanstack/react-router';
import { CatalogueFormPage } from '../../../../features/dashboard/catalogues/catalogue-pages.tsx';

export const Route = createFileRoute('/dashboard/catalogues/$id/')({
  staticData: { crumb: 'edit_catalogue' },
  component: function DashboardCatalogueRoute() {
    const { id } = Route.useParams();
    return <CatalogueFormPage id={id} />;
  },
});
