import { createFileRoute } from '@tanstack/react-router';
import { prefetchOnEntry } from '@/api/queries/prefetch.ts';
import { statisticsQuery } from '@/features/statistics/api.ts';
import { StatisticsPage } from '@/features/statistics/statistics-page.tsx';
import { statisticsSearch } from '@/features/statistics/statistics-search.ts';
import { screenHead } from '@/routes/-head.ts';

export const Route = createFileRoute('/_default/statistics')({
  validateSearch: statisticsSearch,
  loaderDeps: ({ search }) => search,
  loader: prefetchOnEntry(statisticsQuery),
  head: (ctx) => screenHead(ctx, 'statistics_intro'),
  staticData: { crumb: 'statistics' },
  component: function StatisticsRoute() {
    return <StatisticsPage search={Route.useSearch()} />;
  },
});
