import { createFileRoute } from '@tanstack/react-router';
import { prefetchOnEntry } from '@/api/queries/prefetch.ts';
import { sharedCollectionQuery } from '@/features/collection/api.ts';
import { SharedCollectionPage } from '@/features/collection/shared-collection-page.tsx';
import { sharedCollectionSearch } from '@/lib/shared-collection.ts';

export const Route = createFileRoute('/_default/catalogues/collection')({
  validateSearch: sharedCollectionSearch,
  loaderDeps: ({ search }) => search,
  loader: prefetchOnEntry(sharedCollectionQuery),
  staticData: { crumb: 'shared_collection' },
  component: function SharedCollectionRoute() {
    return <SharedCollectionPage search={Route.useSearch()} />;
  },
});
