import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_default/maps/')({
  staticData: { crumb: 'maps' },
  component: () => <ScreenHeading titleKey="maps" />,
});
