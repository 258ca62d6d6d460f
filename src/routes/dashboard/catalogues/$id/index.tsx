import { createFileRoute } from '@tanstack/react-router';
import { catalogueIdOf, staffCatalogueQuery } from '@/features/dashboard/catalogues/api.ts';
import { CatalogueFormPage } from '@/features/dashboard/catalogues/catalogue-pages.tsx';

export const Route = createFileRoute('/dashboard/catalogues/$id/')({
  staticData: { crumb: 'edit_catalogue' },
  loader: ({ context, params }) => {
    const id = catalogueIdOf(params.id);
    if (id !== null) void context.queryClient.prefetchQuery(staffCatalogueQuery(id, context.i18n.locale()));
  },
  component: function DashboardCatalogueRoute() {
    const { id } = Route.useParams();
    return <CatalogueFormPage id={id} />;
  },
});
