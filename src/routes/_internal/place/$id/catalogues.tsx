import { createFileRoute } from '@tanstack/react-router';
import { placeQuery } from '@/api/queries/places.ts';
import { relatedCataloguesFirstPageQuery } from '@/api/queries/related-catalogues.ts';
import { RelatedCataloguesPage } from '@/components/related-catalogues.tsx';
import { relatedListSearch } from '@/lib/list-search.ts';
import { placeHead } from '@/routes/-head.ts';

export const Route = createFileRoute('/_internal/place/$id/catalogues')({
  validateSearch: relatedListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, cause }) => {
    // Only on the way in: once on the list, its own paging asks for what a change needs.
    if (cause === 'stay') return;
    const locale = context.i18n.locale();
    void context.queryClient.prefetchQuery(placeQuery(params.id, locale));
    void context.queryClient.prefetchQuery(
      relatedCataloguesFirstPageQuery({ kind: 'place', id: params.id }, locale, deps.page),
    );
  },
  staticData: { crumb: 'catalogues' },
  // Part of the place's page: its head names the place.
  head: (ctx) => placeHead(ctx, ctx.params.id),
  component: function PlaceCataloguesRoute() {
    const { id } = Route.useParams();
    return <RelatedCataloguesPage owner={{ kind: 'place', id }} page={Route.useSearch().page} />;
  },
});
