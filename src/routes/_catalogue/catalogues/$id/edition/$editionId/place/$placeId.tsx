import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../../../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_catalogue/catalogues/$id/edition/$editionId/place/$placeId')({
  staticData: { crumb: 'place' },
  component: () => <ScreenHeading titleKey="place" />,
});
