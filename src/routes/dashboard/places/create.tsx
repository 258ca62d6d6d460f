import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/dashboard/places/create')({
  staticData: { crumb: 'create_place' },
  component: () => <ScreenHeading titleKey="create_place" />,
});
