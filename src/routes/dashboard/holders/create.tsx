import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/dashboard/holders/create')({
  staticData: { crumb: 'create_holder' },
  component: () => <ScreenHeading titleKey="create_holder" />,
});
