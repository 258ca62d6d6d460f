import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_default/maps/catalogues')({
  staticData: { crumb: 'catalogues' },
  component: () => <ScreenHeading titleKey="catalogues_by_place_of_publication" />,
});
