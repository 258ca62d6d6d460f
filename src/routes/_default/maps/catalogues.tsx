import { createFileRoute } from '@tanstack/react-router';
import { prefetchOnEntry } from '@/api/queries/prefetch.ts';
import { catalogueMapPointsQuery } from '@/features/maps/api.ts';
import { MapPage } from '@/features/maps/map-page.tsx';
import { catalogueMapSearch } from '@/features/maps/map-search.ts';

export const Route = createFileRoute('/_default/maps/catalogues')({
  validateSearch: catalogueMapSearch,
  loaderDeps: ({ search }) => search,
  loader: prefetchOnEntry(catalogueMapPointsQuery),
  staticData: { crumb: 'catalogues' },
  component: function CatalogueMapRoute() {
    return <MapPage kind="catalogues" search={Route.useSearch()} />;
  },
});
