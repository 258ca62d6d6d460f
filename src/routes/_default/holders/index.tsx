import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_default/holders/')({
  staticData: { crumb: 'holders' },
  component: () => <ScreenHeading titleKey="holders" />,
});
