import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_default/browse/catalogues')({
  staticData: { crumb: 'catalogues' },
  component: () => <ScreenHeading titleKey="browse_catalogues" />,
});
