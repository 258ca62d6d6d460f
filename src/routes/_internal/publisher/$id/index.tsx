import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_internal/publisher/$id/')({
  staticData: { crumb: 'publisher' },
  component: () => <ScreenHeading titleKey="publisher" />,
});
