import { createFileRoute } from '@tanstack/react-router';
import { CatalogueFormPage } from '@/features/dashboard/catalogues/catalogue-pages.tsx';

export const Route = createFileRoute('/dashboard/catalogues/create')({
  staticData: { crumb: 'create_catalogue' },
  component: () => <CatalogueFormPage />,
});
