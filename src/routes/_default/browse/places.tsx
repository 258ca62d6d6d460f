import { createFileRoute } from '@tanstack/react-router';
import { prefetchOnEntry } from '@/api/queries/prefetch.ts';
import { placeListFirstPageQuery } from '@/features/places/api.ts';
import { PlaceListPage } from '@/features/places/place-list-page.tsx';
import { placeListSearch } from '@/lib/list-search.ts';

export const Route = createFileRoute('/_default/browse/places')({
  validateSearch: placeListSearch,
  loaderDeps: ({ search }) => search,
  loader: prefetchOnEntry(placeListFirstPageQuery),
  staticData: { crumb: 'places' },
  component: function BrowsePlacesRoute() {
    return <PlaceListPage search={Route.useSearch()} from={Route.fullPath} titleKey="browse_places" />;
  },
});
