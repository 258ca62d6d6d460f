import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/dashboard/catalogues/create')({
  staticData: { crumb: 'create_catalogue' },
  component: () => <ScreenHeading titleKey="create_catalogue" />,
});
