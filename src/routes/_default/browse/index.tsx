import { createFileRoute } from '@tanstack/react-router';
import { prefetchEntryPointCounts } from '@/features/browse/api.ts';
import { BrowsePage } from '@/features/browse/browse-page.tsx';

export const Route = createFileRoute('/_default/browse/')({
  staticData: { crumb: 'browse' },
  loader: ({ context }) => {
    prefetchEntryPointCounts(context.queryClient);
  },
  component: BrowsePage,
});
