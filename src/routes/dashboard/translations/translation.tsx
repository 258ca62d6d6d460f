import { createFileRoute } from '@tanstack/react-router';
import { TranslationPage } from '../../../features/dashboard/translations/translation-page.tsx';
import { translationSearch } from '../../../features/dashboard/translations/translations-search.ts';

export const Route = createFileRoute('/dashboard/translations/translation')({
  validateSearch: translationSearch,
  staticData: { crumb: 'edit_translation' },
  component: function DashboardTranslationRoute() {
    return <TranslationPage search={Route.useSearch()} />;
  },
});
