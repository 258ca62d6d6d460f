import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/dashboard/publishers/')({
  staticData: { crumb: 'publishers' },
  component: () => <ScreenHeading titleKey="publishers" />,
});
