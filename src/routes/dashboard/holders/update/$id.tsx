import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/dashboard/holders/update/$id')({
  staticData: { crumb: 'edit_holder' },
  component: () => <ScreenHeading titleKey="edit_holder" />,
});
