import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_default/search')({
  staticData: { crumb: 'search' },
  component: () => <ScreenHeading titleKey="search_inside_the_catalogues" />,
});
