import { createFileRoute } from '@tanstack/react-router';
import { recentCataloguesQuery } from '@/api/queries/catalogues.ts';
import { prefetchEntryPointCounts } from '@/features/browse/api.ts';
import { HomePage } from '@/features/browse/home-page.tsx';

export const Route = createFileRoute('/_main/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(recentCataloguesQuery(context.i18n.locale()));
    prefetchEntryPointCounts(context.queryClient);
  },
  component: HomePage,
});
