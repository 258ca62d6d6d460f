import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../../../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_catalogue/catalogues/$id/edition/$editionId/publisher/$publisherId')({
  staticData: { crumb: 'publisher' },
  component: () => <ScreenHeading titleKey="publisher" />,
});
