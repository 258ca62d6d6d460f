import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/dashboard/places/update/$id')({
  staticData: { crumb: 'edit_place' },
  component: () => <ScreenHeading titleKey="edit_place" />,
});
