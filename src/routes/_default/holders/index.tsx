import { createFileRoute } from '@tanstack/react-router';
import { HolderListPage } from '../../../features/lists/entity-list-pages.tsx';
import { holderListSearch } from '../../../features/lists/list-search.ts';

export const Route = createFileRoute('/_default/holders/')({
  validateSearch: holderListSearch,
  staticData: { crumb: 'holders' },
  component: function HoldersRoute() {
    return <HolderListPage search={Route.useSearch()} />;
  },
});
