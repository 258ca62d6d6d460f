import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_catalogue/catalogues/$id/edition/$editionId/')({
  staticData: { crumb: 'first_version' },
  component: () => <ScreenHeading titleKey="details" />,
});
