import { createFileRoute } from '@tanstack/react-router';
import { CatalogueListPage } from '../../../features/lists/catalogue-list-page.tsx';
import { catalogueListSearch } from '../../../features/lists/list-search.ts';

export const Route = createFileRoute('/_default/browse/catalogues')({
  validateSearch: catalogueListSearch,
  staticData: { crumb: 'catalogues' },
  component: function BrowseCataloguesRoute() {
    return (
      <CatalogueListPage search={Route.useSearch()} from={Route.fullPath} titleKey="browse_catalogues" />
    );
  },
});
