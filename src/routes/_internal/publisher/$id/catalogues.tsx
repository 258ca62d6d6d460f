import { createFileRoute } from '@tanstack/react-router';
import { publisherQuery } from '@/api/queries/publishers.ts';
import { relatedCataloguesFirstPageQuery } from '@/api/queries/related-catalogues.ts';
import { RelatedCataloguesPage } from '@/components/related-catalogues.tsx';
import { relatedListSearch } from '@/lib/list-search.ts';
import { publisherHead } from '@/routes/-head.ts';

export const Route = createFileRoute('/_internal/publisher/$id/catalogues')({
  validateSearch: relatedListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps, cause }) => {
    // Only on the way in: once on the list, its own paging asks for what a change needs.
    if (cause === 'stay') return;
    const locale = context.i18n.locale();
    void context.queryClient.prefetchQuery(publisherQuery(params.id, locale));
    void context.queryClient.prefetchQuery(
      relatedCataloguesFirstPageQuery({ kind: 'publisher', id: params.id }, locale, deps.page),
    );
  },
  staticData: { crumb: 'catalogues' },
  // Part of the publisher's page: its head names the publisher.
  head: (ctx) => publisherHead(ctx, ctx.params.id),
  component: function PublisherCataloguesRoute() {
    const { id } = Route.useParams();
    return <RelatedCataloguesPage owner={{ kind: 'publisher', id }} page={Route.useSearch().page} />;
  },
});
