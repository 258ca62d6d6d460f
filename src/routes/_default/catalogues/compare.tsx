import { createFileRoute } from '@tanstack/react-router';
import { catalogueQuery, catalogueSupplementsQuery } from '@/api/queries/catalogues.ts';
import { CompareEditionsPage } from '@/features/compare-editions/compare-page.tsx';
import { compareSearch } from '@/features/compare-editions/compare-search.ts';
import {
  comparable,
  type EditionChoice,
  editionChoices,
  selectedPair,
} from '@/features/compare-editions/edition-choices.ts';
import {
  dropEditionPdf,
  startEditionPdfs,
  startPdfWorkerOnEditionPage,
} from '@/features/reader/edition-pdf-start.ts';
import { LazyPdfReader } from '@/features/reader/lazy-pdf-reader.tsx';
import type { RouterContext } from '@/router-context.ts';
import { screenHead } from '@/routes/-head.ts';

if (typeof window !== 'undefined') startPdfWorkerOnEditionPage(window.location.pathname);

/**
 * The two editions the page will show, when the catalogue's calls are already in the cache (the
 * visitor comes from its page): their PDFs can then start with the navigation.
 */
function cachedPair(
  context: RouterContext,
  catalogueId: number | undefined,
  search: { from?: number; to?: number },
) {
  if (catalogueId === undefined) return [];
  const locale = context.i18n.locale();
  const catalogue = context.queryClient.getQueryData(catalogueQuery(String(catalogueId), locale).queryKey);
  const supplements = context.queryClient.getQueryData(
    catalogueSupplementsQuery(String(catalogueId), locale).queryKey,
  );
  if (!catalogue || !supplements) return [];
  const choices = editionChoices(catalogue, supplements);
  if (comparable(choices).length < 2) return [];
  const pair = selectedPair(choices, search);
  return [pair.from, pair.to].filter((choice): choice is EditionChoice => Boolean(choice?.pdf));
}

export const Route = createFileRoute('/_default/catalogues/compare')({
  validateSearch: compareSearch,
  loaderDeps: ({ search }) => ({ catalogue: search.catalogue }),
  head: (ctx) => screenHead(ctx, 'compare_editions_intro'),
  staticData: { crumb: 'compare_editions' },
  // As the edition route: the reader's code, and on the way in the two PDFs, start with the navigation.
  beforeLoad: ({ context, search, preload }) => {
    LazyPdfReader.preload();
    if (preload) return;
    const pages = { from: search['from-page'] ?? 1, to: search['to-page'] ?? 1 };
    startEditionPdfs(
      cachedPair(context, search.catalogue, search).map((choice, index) => ({
        catalogueId: String(choice.catalogueId),
        editionId: String(choice.editionId),
        openingPage: index === 0 ? pages.from : pages.to,
      })),
    );
  },
  onLeave: ({ context, search }) => {
    for (const choice of cachedPair(context, search.catalogue, search))
      dropEditionPdf(String(choice.catalogueId), String(choice.editionId));
  },
  loader: ({ context, deps }) => {
    if (deps.catalogue === undefined) return;
    const locale = context.i18n.locale();
    void context.queryClient.prefetchQuery(catalogueQuery(String(deps.catalogue), locale));
    void context.queryClient.prefetchQuery(catalogueSupplementsQuery(String(deps.catalogue), locale));
  },
  component: function CompareRoute() {
    return <CompareEditionsPage search={Route.useSearch()} Reader={LazyPdfReader} />;
  },
});
