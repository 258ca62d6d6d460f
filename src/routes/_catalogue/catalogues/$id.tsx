import { createFileRoute } from '@tanstack/react-router';
import { CatalogueLayout } from '../../../features/catalogue/catalogue-layout.tsx';

export const Route = createFileRoute('/_catalogue/catalogues/$id')({
  staticData: { crumb: 'catalogue', crumbName: 'catalogue' },
  component: function CatalogueRoute() {
    return <CatalogueLayout catalogueId={Route.useParams().id} />;
  },
});
