import { createFileRoute } from '@tanstack/react-router';
import { PlaceFormPage } from '@/features/dashboard/places/place-pages.tsx';

export const Route = createFileRoute('/dashboard/places/create')({
  staticData: { crumb: 'create_place' },
  component: () => <PlaceFormPage />,
});
