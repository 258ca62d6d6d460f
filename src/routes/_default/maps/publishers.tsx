import { createFileRoute } from '@tanstack/react-router';
import { MapPage } from '../../../features/maps/map-page.tsx';
import { publisherMapSearch } from '../../../features/maps/map-search.ts';

export const Route = createFileRoute('/_default/maps/publishers')({
  validateSearch: publisherMapSearch,
  staticData: { crumb: 'publishers' },
  component: function PublisherMapRoute() {
    return <MapPage kind="publishers" search={Route.useSearch()} />;
  },
});
