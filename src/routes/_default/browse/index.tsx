import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_default/browse/')({
  staticData: { crumb: 'browse' },
  component: () => <ScreenHeading titleKey="browse" />,
});
