import { createFileRoute } from '@tanstack/react-router';
import { HolderFormPage } from '@/features/dashboard/holders/holder-pages.tsx';

export const Route = createFileRoute('/dashboard/holders/create')({
  staticData: { crumb: 'create_holder' },
  component: () => <HolderFormPage />,
});
