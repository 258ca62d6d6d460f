import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_default/contextual-search')({
  staticData: { crumb: 'contextual_search' },
  component: () => <ScreenHeading titleKey="contextual_search" />,
});
