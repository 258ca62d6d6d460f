import { createFileRoute } from '@tanstack/react-router';
import { RelatedCataloguesPage } from '../../../../features/entities/entity-pages.tsx';
import { relatedListSearch } from '../../../../features/lists/list-search.ts';

export const Route = createFileRoute('/_internal/publisher/$id/catalogues')({
  validateSearch: relatedListSearch,
  staticData: { crumb: 'catalogues' },
  component: function PublisherCataloguesRoute() {
    const { id } = Route.useParams();
    return <RelatedCataloguesPage owner={{ kind: 'publisher', id }} page={Route.useSearch().page} />;
  },
});
