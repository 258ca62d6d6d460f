import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeading } from '../../../features/shell/screen-heading.tsx';

export const Route = createFileRoute('/dashboard/translations/translation')({
  staticData: { crumb: 'edit_translation' },
  component: () => <ScreenHeading titleKey="edit_translation" />,
});
