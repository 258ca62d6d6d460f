import { createContext, type ReactNode, useContext } from 'react';
import type { NotificationStore, NotifyOptions } from './notifications.ts';

const NotificationsContext = createContext<NotificationStore | null>(null);

/** Hands the app's one notification store (made at start-up, src/main.tsx) to the components. */
export function NotificationsProvider({
  store,
  children,
}: {
  store: NotificationStore;
  children: ReactNode;
}) {
  return <NotificationsContext.Provider value={store}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationStore {
  const store = useContext(NotificationsContext);
  if (!store) throw new Error('notifications used outside NotificationsProvider');
  return store;
}

/** Shows a toast (see notifications.ts for how long it stays). */
export function useNotify(): (options: NotifyOptions) => string {
  return useNotifications().notify;
}
