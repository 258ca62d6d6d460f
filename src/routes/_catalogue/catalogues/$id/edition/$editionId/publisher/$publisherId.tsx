import { createFileRoute } from '@tanstack/react-router';
import { publisherQuery } from '@/api/queries/publishers.ts';
import { relatedCataloguesFirstPageQuery } from '@/api/queries/related-catalogues.ts';
import { EntityPanel } from '@/features/catalogues/entity-panel.tsx';

export const Route = createFileRoute('/_catalogue/catalogues/$id/edition/$editionId/publisher/$publisherId')({
  staticData: { crumb: 'publisher', crumbName: 'publisher' },
  loader: ({ context, params }) => {
    const locale = context.i18n.locale();
    void context.queryClient.prefetchQuery(publisherQuery(params.publisherId, locale));
    void context.queryClient.prefetchQuery(
      relatedCataloguesFirstPageQuery({ kind: 'publisher', id: params.publisherId }, locale),
    );
  },
  component: function PublisherPanelRoute() {
    const { id, editionId, publisherId } = Route.useParams();
    return <EntityPanel kind="publisher" id={publisherId} catalogueId={id} editionId={editionId} />;
  },
});
