import { createFileRoute } from '@tanstack/react-router';
import { RelatedCataloguesPage } from '../../../../features/entities/entity-pages.tsx';
import { relatedListSearch } from '../../../../features/lists/list-search.ts';

export const Route = createFileRoute('/_internal/holders/$id/catalogues')({
  validateSearch: relatedListSearch,
  // A holder has no page of its own: its catalogues are its page, named after it.
  staticData: { crumb: 'catalogues', crumbName: 'holder' },
  component: function HolderCataloguesRoute() {
    const { id } = Route.useParams();
    return <RelatedCataloguesPage owner={{ kind: 'holder', id }} page={Route.useSearch().page} />;
  },
});
