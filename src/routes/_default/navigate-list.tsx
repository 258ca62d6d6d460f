import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_default/navigate-list')({
  staticData: { crumb: 'navigate_list' },
  component: () => <ScreenHeading titleKey="navigate_list" />,
});
