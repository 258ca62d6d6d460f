import { createFileRoute } from '@tanstack/react-router';
import { EditionView } from '@/features/catalogues/edition-view.tsx';
import { LazyPdfReader } from '@/features/reader/lazy-pdf-reader.tsx';
import { editionSearch } from '@/lib/list-search.ts';
import { editionHead } from '@/routes/-head.ts';

export const Route = createFileRoute('/_catalogue/catalogues/$id/edition/$editionId')({
  validateSearch: editionSearch,
  head: (ctx) => editionHead(ctx, ctx.params.id, ctx.params.editionId),
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
