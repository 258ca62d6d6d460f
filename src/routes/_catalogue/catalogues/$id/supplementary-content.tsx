import { createFileRoute } from '@tanstack/react-router';
import { SupplementsView } from '@/features/catalogues/supplements-view.tsx';

export const Route = createFileRoute('/_catalogue/catalogues/$id/supplementary-content')({
  staticData: { crumb: 'supplementary_content' },
  component: () => <SupplementsView direction="contents" />,
});
