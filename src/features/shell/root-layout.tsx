import { Outlet } from '@tanstack/react-router';
import { useApiLoading } from '@/api/activity.tsx';
import { useT } from '@/i18n/i18n.tsx';
import { LoadingOverlay } from '@/ui/loading-overlay.tsx';
import { NotificationRegion } from '@/ui/notification-region.tsx';
import { TopProgressBar } from '@/ui/progress-bar.tsx';

/**
 * Around every page: notifications appear in one region, and the loading overlay and progress bar
 * follow the API's pending requests (spec section 4).
 */
export function RootLayout() {
  const t = useT();
  const loading = useApiLoading();
  return (
    <>
      <TopProgressBar active={loading} throttleMs={200} durationMs={5000} />
      <Outlet />
      <LoadingOverlay active={loading} label={t('loading')} />
      <NotificationRegion dismissLabel={t('close')} />
    </>
  );
}
