import { createFileRoute } from '@tanstack/react-router';
import { publisherQuery } from '@/api/queries/publishers.ts';
import { relatedCataloguesFirstPageQuery } from '@/api/queries/related-catalogues.ts';
import { PublisherPage } from '@/features/publishers/publisher-page.tsx';
import { publisherHead } from '@/routes/-head.ts';

export const Route = createFileRoute('/_internal/publisher/$id/')({
  staticData: { crumb: 'publisher', crumbName: 'publisher' },
  head: (ctx) => publisherHead(ctx, ctx.params.id),
  loader: ({ context, params }) => {
    const locale = context.i18n.locale();
    void context.queryClient.prefetchQuery(publisherQuery(params.id, locale));
    void context.queryClient.prefetchQuery(
      relatedCataloguesFirstPageQuery({ kind: 'publisher', id: params.id }, locale),
    );
  },
  component: function PublisherRoute() {
    return <PublisherPage id={Route.useParams().id} />;
  },
});
