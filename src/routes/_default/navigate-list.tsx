import { createFileRoute, useRouter } from '@tanstack/react-router';
import { navigationWindowQuery } from '@/features/navigate-list/api.ts';
import { NavigationList } from '@/features/navigate-list/navigation-list.tsx';
import { defaultSort, navigationListSearchSchema } from '@/features/navigate-list/navigation-list-search.ts';

export const Route = createFileRoute('/_default/navigate-list')({
  staticData: { crumb: 'navigate_list' },
  validateSearch: navigationListSearchSchema,
  // Starts the list's first window (the whole list, when small) while the screen's code loads,
  // without holding the navigation: the screen shows its own loading state.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(
      navigationWindowQuery(context.i18n.locale(), { sort: defaultSort, filter: '', page: 1 }),
    );
  },
  component: NavigateListScreen,
});

function NavigateListScreen() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const router = useRouter();
  return (
    <NavigationList
      search={search}
      onSearchChange={(change) => {
        // The filter reaches the address after a pause; by then the visitor may have followed a
        // link to another page, still loading, and writing it would pull them back here.
        if (router.latestLocation.pathname !== router.state.resolvedLocation?.pathname) return;
        // The screen places its own scroll for a new sort or filter; the router's restoration of
        // scroll positions would put the table back where it was.
        void navigate({
          search: (previous) => ({ ...previous, ...change }),
          replace: true,
          resetScroll: false,
        });
      }}
    />
  );
}
