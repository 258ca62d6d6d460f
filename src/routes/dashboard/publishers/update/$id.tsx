import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/dashboard/publishers/update/$id')({
  staticData: { crumb: 'edit_publisher' },
  component: () => <ScreenHeading titleKey="edit_publisher" />,
});
