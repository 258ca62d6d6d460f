import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/_catalogue/catalogues/$id/')({
  component: () => <ScreenHeading titleKey="catalogue" />,
});
