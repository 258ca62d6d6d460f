import { createFileRoute } from '@tanstack/react-router';
import { PublisherFormPage } from '@/features/dashboard/publishers/publisher-pages.tsx';

export const Route = createFileRoute('/dashboard/publishers/create')({
  staticData: { crumb: 'create_publisher' },
  component: () => <PublisherFormPage />,
});
