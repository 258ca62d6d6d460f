import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_internal/place/$id/')({
  staticData: { crumb: 'place' },
  component: () => <ScreenHeading titleKey="place" />,
});
