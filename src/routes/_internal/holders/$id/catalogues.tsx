import { createFileRoute } from '@tanstack/react-router';
import { holderQuery } from '@/api/queries/holders.ts';
import { relatedCataloguesFirstPageQuery } from '@/api/queries/related-catalogues.ts';
import { RelatedCataloguesPage } from '@/components/related-catalogues.tsx';
import { relatedListSearch } from '@/lib/list-search.ts';
import { holderHead } from '@/routes/-head.ts';

export const Route = createFileRoute('/_internal/holders/$id/catalogues')({
  validateSearch: relatedListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, cause }) => {
    // Only on the way in: once on the list, its own paging asks for what a change needs.
    if (cause === 'stay') return;
    const locale = context.i18n.locale();
    void context.queryClient.prefetchQuery(holderQuery(params.id));
    void context.queryClient.prefetchQuery(
      relatedCataloguesFirstPageQuery({ kind: 'holder', id: params.id }, locale, deps.page),
    );
  },
  // A holder has no page of its own: its catalogues are its page, named after it.
  staticData: { crumb: 'catalogues', crumbName: 'holder' },
  head: (ctx) => holderHead(ctx, ctx.params.id),
  component: function HolderCataloguesRoute() {
    const { id } = Route.useParams();
    return <RelatedCataloguesPage owner={{ kind: 'holder', id }} page={Route.useSearch().page} />;
  },
});
