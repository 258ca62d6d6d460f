import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/dashboard/catalogues/$id/editions')({
  staticData: { crumb: 'editions' },
  component: () => <ScreenHeading titleKey="editions" />,
});
