import { createFileRoute } from '@tanstack/react-router';
import { SupplementsView } from '@/features/catalogues/supplements-view.tsx';

export const Route = createFileRoute('/_catalogue/catalogues/$id/supplementary-contents-of')({
  staticData: { crumb: 'supplementary_contents_of' },
  component: () => <SupplementsView direction="contentsOf" />,
});
