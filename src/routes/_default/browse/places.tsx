import { createFileRoute } from '@tanstack/react-router';
import { PlaceListPage } from '../../../features/lists/entity-list-pages.tsx';
import { placeListSearch } from '../../../features/lists/list-search.ts';

export const Route = createFileRoute('/_default/browse/places')({
  validateSearch: placeListSearch,
  staticData: { crumb: 'places' },
  component: function BrowsePlacesRoute() {
    return <PlaceListPage search={Route.useSearch()} from={Route.fullPath} titleKey="browse_places" />;
  },
});
