import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/dashboard/publishers/create')({
  staticData: { crumb: 'create_publisher' },
  component: () => <ScreenHeading titleKey="create_publisher" />,
});
