import { createFileRoute } from '@tanstack/react-router';
import { BrowsePage } from '../../../features/browse/browse-page.tsx';

export const Route = createFileRoute('/_default/browse/')({
  staticData: { crumb: 'browse' },
  component: BrowsePage,
});
