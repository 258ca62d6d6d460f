import { createFileRoute } from '@tanstack/react-router';
import { placeQuery } from '@/api/queries/places.ts';
import { relatedCataloguesFirstPageQuery } from '@/api/queries/related-catalogues.ts';
import { EntityPanel } from '@/features/catalogues/entity-panel.tsx';

export const Route = createFileRoute('/_catalogue/catalogues/$id/edition/$editionId/place/$placeId')({
  staticData: { crumb: 'place', crumbName: 'place' },
  loader: ({ context, params }) => {
    const locale = context.i18n.locale();
    void context.queryClient.prefetchQuery(placeQuery(params.placeId, locale));
    void context.queryClient.prefetchQuery(
      relatedCataloguesFirstPageQuery({ kind: 'place', id: params.placeId }, locale),
    );
  },
  component: function PlacePanelRoute() {
    const { id, editionId, placeId } = Route.useParams();
    return <EntityPanel kind="place" id={placeId} catalogueId={id} editionId={editionId} />;
  },
});
