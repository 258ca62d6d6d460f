/**
 * Toast notifications: a tiny store without framework, read by React through
 * `useSyncExternalStore(subscribe, getSnapshot)` in `notification-region.tsx`.
 *
 * Success and info toasts leave after 6 s, errors after 10 s, unless `timeoutMs` says otherwise
 * (0 keeps a toast until dismissed). A toast that is hovered or focused waits (`pause`/`resume`),
 * so nobody loses a message while reading it. The same message shown again while still visible
 * is not doubled; its time starts over.
 */

export type NotificationTone = 'error' | 'success' | 'info';

export interface NotifyOptions {
  tone: NotificationTone;
  title: string;
  message?: string;
  /** Milliseconds before it leaves by itself; 0 keeps it until dismissed. */
  timeoutMs?: number;
}

export interface Notification {
  id: string;
  tone: NotificationTone;
  title: string;
  message?: string;
  timeoutMs: number;
}

export const defaultTimeouts: Record<NotificationTone, number> = { success: 6000, info: 6000, error: 10_000 };

/** At most this many toasts at once; the oldest leaves first. */
export const maxNotifications = 5;

export interface NotificationStore {
  notify(options: NotifyOptions): string;
  dismiss(id: string): void;
  clear(): void;
  pause(id: string): void;
  resume(id: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Notification[];
}

export function createNotificationStore(): NotificationStore {
  let items: readonly Notification[] = [];
  let nextId = 1;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const stopTimer = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  const startTimer = (item: Notification) => {
    stopTimer(item.id);
    if (item.timeoutMs > 0)
      timers.set(
        item.id,
        setTimeout(() => dismiss(item.id), item.timeoutMs),
      );
  };

  function dismiss(id: string) {
    stopTimer(id);
    const rest = items.filter((item) => item.id !== id);
    if (rest.length === items.length) return;
    items = rest;
    emit();
  }

  function notify({ tone, title, message, timeoutMs = defaultTimeouts[tone] }: NotifyOptions): string {
    const same = items.find((item) => item.tone === tone && item.title === title && item.message === message);
    if (same) {
      startTimer(same);
      return same.id;
    }
    const item: Notification = { id: `n${nextId++}`, tone, title, message, timeoutMs };
    const kept = items.slice(Math.max(0, items.length + 1 - maxNotifications));
    for (const dropped of items.slice(0, items.length - kept.length)) stopTimer(dropped.id);
    items = [...kept, item];
    startTimer(item);
    emit();
    return item.id;
  }

  return {
    notify,
    dismiss,
    clear() {
      for (const id of timers.keys()) stopTimer(id);
      if (items.length === 0) return;
      items = [];
      emit();
    },
    pause: stopTimer,
    resume(id) {
      const item = items.find((candidate) => candidate.id === id);
      if (item && !timers.has(id)) startTimer(item);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}
