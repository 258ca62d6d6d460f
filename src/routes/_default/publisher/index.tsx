import { createFileRoute } from '@tanstack/react-router';
import { PublisherListPage } from '../../../features/lists/entity-list-pages.tsx';
import { publisherListSearch } from '../../../features/lists/list-search.ts';

export const Route = createFileRoute('/_default/publisher/')({
  validateSearch: publisherListSearch,
  staticData: { crumb: 'publishers' },
  component: function PublishersRoute() {
    return <PublisherListPage search={Route.useSearch()} from={Route.fullPath} titleKey="publishers" />;
  },
});
