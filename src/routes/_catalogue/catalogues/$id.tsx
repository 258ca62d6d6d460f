import { createFileRoute } from '@tanstack/react-router';
import {
  catalogueEditionsQuery,
  catalogueQuery,
  catalogueSupplementsQuery,
} from '@/api/queries/catalogues.ts';
import { CatalogueLayout } from '@/features/catalogues/catalogue-layout.tsx';
import { catalogueHead } from '@/routes/-head.ts';

export const Route = createFileRoute('/_catalogue/catalogues/$id')({
  staticData: { crumb: 'catalogue', crumbName: 'catalogue' },
  head: (ctx) => catalogueHead(ctx, ctx.params.id),
  // The layout's three parts start while its code loads; the layout shows each part's own loading state.
  loader: ({ context, params }) => {
    const locale = context.i18n.locale();
    void context.queryClient.prefetchQuery(catalogueQuery(params.id, locale));
    void context.queryClient.prefetchQuery(catalogueEditionsQuery(params.id, locale));
    void context.queryClient.prefetchQuery(catalogueSupplementsQuery(params.id, locale));
  },
  component: function CatalogueRoute() {
    return <CatalogueLayout catalogueId={Route.useParams().id} />;
  },
});
