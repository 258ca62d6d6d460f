import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_default/browse/places')({
  staticData: { crumb: 'places' },
  component: () => <ScreenHeading titleKey="browse_places" />,
});
