import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/dashboard/catalogues/$id/supplementary')({
  staticData: { crumb: 'supplementary_contents' },
  component: () => <ScreenHeading titleKey="supplementary_contents" />,
});
