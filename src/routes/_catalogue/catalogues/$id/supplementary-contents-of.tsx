import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_catalogue/catalogues/$id/supplementary-contents-of')({
  staticData: { crumb: 'supplementary_contents_of' },
  component: () => <ScreenHeading titleKey="supplementary_contents_of" />,
});
