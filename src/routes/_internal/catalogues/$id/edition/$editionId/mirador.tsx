import { createFileRoute } from '@tanstack/react-router';
import { catalogueEditionsQuery } from '@/api/queries/catalogues.ts';
import { MiradorPage } from '@/features/iiif-viewer/mirador-page.tsx';
import { miradorHead } from '@/routes/-head.ts';

/** The edition's pages in the Mirador viewer the site hosts (Mirador loads with the page, never before). */
export const Route = createFileRoute('/_internal/catalogues/$id/edition/$editionId/mirador')({
  staticData: { crumb: 'mirador_viewer' },
  head: (ctx) => miradorHead(ctx, ctx.params.id, ctx.params.editionId),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(catalogueEditionsQuery(params.id, context.i18n.locale()));
  },
  component: function MiradorRoute() {
    const { id, editionId } = Route.useParams();
    return <MiradorPage catalogueId={id} editionId={editionId} />;
  },
});
