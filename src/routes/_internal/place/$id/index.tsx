import { createFileRoute } from '@tanstack/react-router';
import { placeQuery } from '@/api/queries/places.ts';
import { relatedCataloguesFirstPageQuery } from '@/api/queries/related-catalogues.ts';
import { PlacePage } from '@/features/places/place-page.tsx';
import { placeHead } from '@/routes/-head.ts';

export const Route = createFileRoute('/_internal/place/$id/')({
  staticData: { crumb: 'place', crumbName: 'place' },
  head: (ctx) => placeHead(ctx, ctx.params.id),
  loader: ({ context, params }) => {
    const locale = context.i18n.locale();
    void context.queryClient.prefetchQuery(placeQuery(params.id, locale));
    void context.queryClient.prefetchQuery(
      relatedCataloguesFirstPageQuery({ kind: 'place', id: params.id }, locale),
    );
  },
  component: function PlaceRoute() {
    return <PlacePage id={Route.useParams().id} />;
  },
});
