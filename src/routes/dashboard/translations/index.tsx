import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/dashboard/translations/')({
  staticData: { crumb: 'translations' },
  component: () => <ScreenHeading titleKey="translations" />,
});
