import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/dashboard/catalogues/$id/')({
  staticData: { crumb: 'edit_catalogue' },
  component: () => <ScreenHeading titleKey="edit_catalogue" />,
});
