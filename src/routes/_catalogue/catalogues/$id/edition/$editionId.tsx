import { createFileRoute } from '@tanstack/react-router';
import { EditionView } from '@/features/catalogues/edition-view.tsx';
import { LazyPdfReader } from '@/features/reader/lazy-pdf-reader.tsx';
import { editionSearch } from '@/lib/list-search.ts';

export const Route = createFileRoute('/_catalogue/catalogues/$id/edition/$editionId')({
  validateSearch: editionSearch,
  component: function EditionRoute() {
    return (
      <EditionView
        editionId={Route.useParams().editionId}
        search={Route.useSearch()}
        Reader={LazyPdfReader}
      />
    );
  },
});
