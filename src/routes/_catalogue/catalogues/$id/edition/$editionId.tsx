import { createFileRoute } from '@tanstack/react-router';
import { EditionView } from '@/features/catalogues/edition-view.tsx';
import {
  dropEditionPdf,
  startEditionPdf,
  startReaderOnFirstLoad,
} from '@/features/reader/edition-pdf-start.ts';
import { LazyPdfReader } from '@/features/reader/lazy-pdf-reader.tsx';
import { editionSearch } from '@/lib/edition-search.ts';
import { editionHead } from '@/routes/-head.ts';

// A first page that is an edition's: its PDF starts as the app's code is read, not when the router gets here.
if (typeof window !== 'undefined') startReaderOnFirstLoad(window.location);

export const Route = createFileRoute('/_catalogue/catalogues/$id/edition/$editionId')({
  validateSearch: editionSearch,
  head: (ctx) => editionHead(ctx, ctx.params.id, ctx.params.editionId),
  // The reader starts with the navigation, not after the catalogue's calls answer: its code, and
  // (on the way there, not on a hovered link) pdf.js's worker and the edition's PDF, which the
  // reader takes over when it mounts. Here rather than in the loader, whose chunk comes later.
  // The reader's download is asked for in a task of its own: adding its two dozen preload links
  // inside the navigation's task made that task, already long with the edition's render, longer.
  beforeLoad: ({ params, search, preload }) => {
    setTimeout(LazyPdfReader.preload);
    if (!preload) startEditionPdf(params.id, params.editionId, search.page ?? 1);
  },
  onLeave: ({ params }) => dropEditionPdf(params.id, params.editionId),
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
