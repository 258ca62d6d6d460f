import { Outlet, useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { apiActivity } from '../../api/activity.ts';
import { useT } from '../../i18n/i18n.tsx';
import { LoadingOverlay } from '../../ui/loading-overlay.tsx';
import { NotificationRegion } from '../../ui/notification-region.tsx';
import { TopProgressBar } from '../../ui/progress-bar.tsx';

/**
 * Around every page: react-aria's links navigate through the router, notifications appear in one
 * region, and the loading overlay and progress bar follow the API's pending requests (spec section 4).
 */
export function RootLayout() {
  const t = useT();
  const router = useRouter();
  const loading = useSyncExternalStore(apiActivity.subscribe, () => apiActivity.getSnapshot().loading);
  return (
    // Links built by the router already carry the base path in their href: react-aria pushes them as they are.
    <AriaRouterProvider navigate={(href) => router.history.push(href)}>
      <TopProgressBar active={loading} label={t('loading')} throttleMs={200} durationMs={5000} />
      <Outlet />
      <LoadingOverlay active={loading} label={t('loading')} />
      <NotificationRegion dismissLabel={t('close')} />
    </AriaRouterProvider>
  );
}
