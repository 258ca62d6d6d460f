import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_catalogue/catalogues/$id/supplementary-content')({
  staticData: { crumb: 'supplementary_content' },
  component: () => <ScreenHeading titleKey="supplementary_content" />,
});
