import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore, maxNotifications, type NotificationStore } from './notifications.ts';

describe('notifications', () => {
  let store: NotificationStore;

  beforeEach(() => {
    vi.useFakeTimers();
    store = createNotificationStore();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a notification with its tone, title and message', () => {
    const id = store.notify({ tone: 'success', title: 'Saved', message: 'The place was saved.' });
    expect(store.getSnapshot()).toEqual([
      { id, tone: 'success', title: 'Saved', message: 'The place was saved.', timeoutMs: 6000 },
    ]);
  });

  it('tells subscribers about every change, and stops when they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.notify({ tone: 'info', title: 'Hello' });
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.notify({ tone: 'info', title: 'Again' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the same snapshot object until something changes (for useSyncExternalStore)', () => {
    store.notify({ tone: 'info', title: 'One' });
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.notify({ tone: 'info', title: 'Two' });
    expect(store.getSnapshot()).not.toBe(first);
  });

  it('lets a success or info message go after 6 seconds', () => {
    store.notify({ tone: 'success', title: 'Saved' });
    store.notify({ tone: 'info', title: 'Note' });
    vi.advanceTimersByTime(5999);
    expect(store.getSnapshot()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps an error for 10 seconds unless dismissed earlier', () => {
    const id = store.notify({ tone: 'error', title: 'The service could not be reached' });
    vi.advanceTimersByTime(9999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);

    const again = store.notify({ tone: 'error', title: 'Failed' });
    store.dismiss(again);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(id).not.toBe(again);
  });

  it('honours a custom timeout, and 0 keeps the message until dismissed', () => {
    store.notify({ tone: 'info', title: 'Quick', timeoutMs: 1000 });
    const sticky = store.notify({ tone: 'info', title: 'Sticky', timeoutMs: 0 });
    vi.advanceTimersByTime(1000);
    expect(store.getSnapshot().map((item) => item.title)).toEqual(['Sticky']);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.dismiss(sticky);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('waits while a message is paused (hovered or focused) and restarts its time on resume', () => {
    const id = store.notify({ tone: 'success', title: 'Saved' });
    vi.advanceTimersByTime(5000);
    store.pause(id);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume(id);
    vi.advanceTimersByTime(5999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('does not double a message that is still shown, but restarts its time', () => {
    const first = store.notify({ tone: 'error', title: 'Failed', message: 'Try again' });
    vi.advanceTimersByTime(8000);
    const second = store.notify({ tone: 'error', title: 'Failed', message: 'Try again' });
    expect(second).toBe(first);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(9999);
    expect(store.getSnapshot()).toHaveLength(1);
    store.notify({ tone: 'error', title: 'Failed', message: 'Another reason' });
    expect(store.getSnapshot()).toHaveLength(2);
  });

  it(`shows at most ${maxNotifications} messages, dropping the oldest`, () => {
    for (let index = 1; index <= maxNotifications + 2; index++) {
      store.notify({ tone: 'info', title: `Message ${index}`, timeoutMs: 0 });
    }
    const titles = store.getSnapshot().map((item) => item.title);
    expect(titles).toHaveLength(maxNotifications);
    expect(titles[0]).toBe('Message 3');
    expect(titles.at(-1)).toBe(`Message ${maxNotifications + 2}`);
  });

  it('clears everything at once, and dismissing an unknown id changes nothing', () => {
    const listener = vi.fn();
    store.notify({ tone: 'info', title: 'One' });
    store.notify({ tone: 'error', title: 'Two' });
    store.subscribe(listener);
    store.dismiss('unknown');
    expect(listener).not.toHaveBeenCalled();
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
