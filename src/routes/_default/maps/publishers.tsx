import { createFileRoute } from '@tanstack/react-router';
import { prefetchOnEntry } from '@/api/queries/prefetch.ts';
import { publisherMapPointsQuery } from '@/features/maps/api.ts';
import { MapPage } from '@/features/maps/map-page.tsx';
import { publisherMapSearch } from '@/features/maps/map-search.ts';

export const Route = createFileRoute('/_default/maps/publishers')({
  validateSearch: publisherMapSearch,
  loaderDeps: ({ search }) => search,
  loader: prefetchOnEntry(publisherMapPointsQuery),
  staticData: { crumb: 'publishers' },
  component: function PublisherMapRoute() {
    return <MapPage kind="publishers" search={Route.useSearch()} />;
  },
});
