import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_internal/holders/$id/catalogues')({
  staticData: { crumb: 'catalogues' },
  component: () => <ScreenHeading titleKey="catalogues" />,
});
