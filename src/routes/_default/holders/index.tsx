import { createFileRoute } from '@tanstack/react-router';
import { prefetchOnEntry } from '@/api/queries/prefetch.ts';
import { holderListFirstPageQuery } from '@/features/holders/api.ts';
import { HolderListPage } from '@/features/holders/holder-list-page.tsx';
import { holderListSearch } from '@/lib/list-search.ts';

export const Route = createFileRoute('/_default/holders/')({
  validateSearch: holderListSearch,
  loaderDeps: ({ search }) => search,
  loader: prefetchOnEntry(holderListFirstPageQuery),
  staticData: { crumb: 'holders' },
  component: function HoldersRoute() {
    return <HolderListPage search={Route.useSearch()} />;
  },
});
