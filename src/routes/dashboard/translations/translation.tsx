import { createFileRoute } from '@tanstack/react-router';
import { keyTranslationsQuery } from '@/features/dashboard/translations/api.ts';
import { TranslationPage } from '@/features/dashboard/translations/translation-page.tsx';
import { translationSearch } from '@/features/dashboard/translations/translations-search.ts';
import { languagesQuery } from '@/i18n/i18n.tsx';

export const Route = createFileRoute('/dashboard/translations/translation')({
  validateSearch: translationSearch,
  staticData: { crumb: 'edit_translation' },
  loaderDeps: ({ search: { key } }) => ({ key: key ?? '' }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(languagesQuery());
    if (deps.key !== '') void context.queryClient.prefetchQuery(keyTranslationsQuery(deps.key));
  },
  component: function DashboardTranslationRoute() {
    return <TranslationPage search={Route.useSearch()} />;
  },
});
