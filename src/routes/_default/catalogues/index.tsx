import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_default/catalogues/')({
  staticData: { crumb: 'catalogues' },
  component: () => <ScreenHeading titleKey="catalogues" />,
});
