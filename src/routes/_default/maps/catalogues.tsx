import { createFileRoute } from '@tanstack/react-router';
import { MapPage } from '../../../features/maps/map-page.tsx';
import { catalogueMapSearch } from '../../../features/maps/map-search.ts';

export const Route = createFileRoute('/_default/maps/catalogues')({
  validateSearch: catalogueMapSearch,
  staticData: { crumb: 'catalogues' },
  component: function CatalogueMapRoute() {
    return <MapPage kind="catalogues" search={Route.useSearch()} />;
  },
});
