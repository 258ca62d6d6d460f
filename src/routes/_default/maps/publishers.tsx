import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_default/maps/publishers')({
  staticData: { crumb: 'publishers' },
  component: () => <ScreenHeading titleKey="publishers_by_place_of_activity" />,
});
