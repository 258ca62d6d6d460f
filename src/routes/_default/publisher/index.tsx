import { createFileRoute } from '@tanstack/react-router';
import { prefetchOnEntry } from '@/api/queries/prefetch.ts';
import { publisherListFirstPageQuery } from '@/features/publishers/api.ts';
import { PublisherListPage } from '@/features/publishers/publisher-list-page.tsx';
import { publisherListSearch } from '@/lib/list-search.ts';

export const Route = createFileRoute('/_default/publisher/')({
  validateSearch: publisherListSearch,
  loaderDeps: ({ search }) => search,
  loader: prefetchOnEntry(publisherListFirstPageQuery),
  staticData: { crumb: 'publishers' },
  component: function PublishersRoute() {
    return <PublisherListPage search={Route.useSearch()} from={Route.fullPath} titleKey="publishers" />;
  },
});
