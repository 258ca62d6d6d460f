import { createFileRoute } from '@tanstack/react-router';
import { holderQuery } from '@/api/queries/holders.ts';
import { relatedCataloguesFirstPageQuery } from '@/api/queries/related-catalogues.ts';
import { EntityPanel } from '@/features/catalogues/entity-panel.tsx';

export const Route = createFileRoute('/_catalogue/catalogues/$id/edition/$editionId/holder/$holderId')({
  staticData: { crumb: 'holder', crumbName: 'holder' },
  loader: ({ context, params }) => {
    const locale = context.i18n.locale();
    void context.queryClient.prefetchQuery(holderQuery(params.holderId));
    void context.queryClient.prefetchQuery(
      relatedCataloguesFirstPageQuery({ kind: 'holder', id: params.holderId }, locale),
    );
  },
  component: function HolderPanelRoute() {
    const { id, editionId, holderId } = Route.useParams();
    return <EntityPanel kind="holder" id={holderId} catalogueId={id} editionId={editionId} />;
  },
});
