import { createFileRoute } from '@tanstack/react-router';
import { groupedTranslationsQuery } from '@/features/dashboard/translations/api.ts';
import { TranslationsPage } from '@/features/dashboard/translations/translations-page.tsx';
import { translationsSearch } from '@/features/dashboard/translations/translations-search.ts';
import { languagesQuery } from '@/i18n/i18n.tsx';

export const Route = createFileRoute('/dashboard/translations/')({
  validateSearch: translationsSearch,
  staticData: { crumb: 'translations' },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(languagesQuery());
    void context.queryClient.prefetchQuery(groupedTranslationsQuery());
  },
  component: function DashboardTranslationsRoute() {
    return <TranslationsPage search={Route.useSearch()} />;
  },
});
