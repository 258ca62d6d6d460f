import { createFileRoute } from '@tanstack/react-router';
import { MapsIndexPage } from '@/features/maps/maps-index.tsx';

export const Route = createFileRoute('/_default/maps/')({
  staticData: { crumb: 'maps' },
  component: MapsIndexPage,
});
