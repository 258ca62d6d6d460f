import { useSyncExternalStore } from 'react';
import { CloseIcon } from './icons.tsx';
import { content, message, region, title, toast } from './notification-region.css.ts';
import type { Notification, NotificationStore } from './notifications.ts';
import { useNotifications } from './notifications-context.tsx';
import { PlainIconButton } from './plain-button.tsx';

export interface NotificationRegionProps {
  /** Accessible name of each toast's close button, e.g. the translation of 'Dismiss'. */
  dismissLabel: string;
}

/**
 * The toasts, at the top right of every page. Errors are alerts (read at once), the others
 * status messages (read when the reader is idle). Hovering or focusing a toast stops its clock.
 * Mount it once, in the root layout.
 */
export function NotificationRegion({ dismissLabel }: NotificationRegionProps) {
  const store = useNotifications();
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <div className={region}>
      {items.map((item) => (
        <Toast key={item.id} item={item} store={store} dismissLabel={dismissLabel} />
      ))}
    </div>
  );
}

interface ToastProps {
  item: Notification;
  store: NotificationStore;
  dismissLabel: string;
}

function Toast({ item, store, dismissLabel }: ToastProps) {
  const pause = () => store.pause(item.id);
  const resume = () => store.resume(item.id);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the clock; the button is the control
    <div
      role={item.tone === 'error' ? 'alert' : 'status'}
      className={toast[item.tone]}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) resume();
      }}
    >
      <div className={content}>
        <p className={title}>{item.title}</p>
        {item.message && <p className={message}>{item.message}</p>}
      </div>
      <PlainIconButton aria-label={dismissLabel} size="sm" onPress={() => store.dismiss(item.id)}>
        <CloseIcon size={18} />
      </PlainIconButton>
    </div>
  );
}
