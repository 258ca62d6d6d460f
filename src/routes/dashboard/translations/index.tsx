import { createFileRoute } from '@tanstack/react-router';
import { TranslationsPage } from '../../../features/dashboard/translations/translations-page.tsx';
import { translationsSearch } from '../../../features/dashboard/translations/translations-search.ts';

export const Route = createFileRoute('/dashboard/translations/')({
  validateSearch: translationsSearch,
  staticData: { crumb: 'translations' },
  component: function DashboardTranslationsRoute() {
    return <TranslationsPage search={Route.useSearch()} />;
  },
});
