import { createFileRoute } from '@tanstack/react-router';
import { EditionView } from '../../../../../features/catalogue/edition-view.tsx';
import { editionSearch } from '../../../../../features/lists/list-search.ts';

export const Route = createFileRoute('/_catalogue/catalogues/$id/edition/$editionId')({
  validateSearch: editionSearch,
  component: function EditionRoute() {
    return <EditionView editionId={Route.useParams().editionId} search={Route.useSearch()} />;
  },
});
