import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../../../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_catalogue/catalogues/$id/edition/$editionId/holder/$holderId')({
  staticData: { crumb: 'holder' },
  component: () => <ScreenHeading titleKey="holder" />,
});
