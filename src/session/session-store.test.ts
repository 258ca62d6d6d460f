import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { collectionMachine } from '../../machines/collection/collection.machine.ts';
import type { CollectionInput, CollectionItem } from '../../machines/collection/collection.rules.ts';
import {
  type CollectionView,
  selectCollection,
  selectCollectionBeforeStart,
} from '../../machines/collection/collection.selectors.ts';
import { sessionStore } from './session-store.ts';

const item = (id: string): CollectionItem => ({
  id,
  title: `Catalogue ${id}`,
  imageSrc: null,
  url: `/catalogues/${id}`,
  publishers: [{ name: 'Goupil' }],
});

const input: CollectionInput = { items: [item('1')], viewport: { width: 1280, height: 800 } };

/** A collection whose machine arrives when the test says so, persisting into `stored`. */
function collectionArrivingLater() {
  const stored: CollectionItem[][] = [];
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const startActor = vi.fn(async () => {
    await arrived;
    const machine = collectionMachine.provide({
      actions: { persistItems: (_, { items }) => stored.push(items) },
    });
    return createActor(machine, { input }).start();
  });
  const store = sessionStore({
    initialView: selectCollectionBeforeStart(input),
    startActor,
    select: selectCollection,
    same: (a: CollectionView, b: CollectionView) => a.items === b.items && a.panelOpen === b.panelOpen,
  });
  return { store, stored, arrive, startActor };
}

describe('a session store whose machine arrives after the page has loaded', () => {
  it('shows what the machine will start with before it has arrived', () => {
    const { store, startActor } = collectionArrivingLater();
    expect(store.getView().items.map((shown) => shown.id)).toEqual(['1']);
    expect(store.getView().has('1')).toBe(true);
    expect(store.getView().panelOpen).toBe(false);
    expect(startActor).not.toHaveBeenCalled();
  });

  it('keeps what the visitor did meanwhile and does it, in order, once the machine has started', async () => {
    const { store, stored, arrive } = collectionArrivingLater();
    const changes = vi.fn();
    store.subscribe(changes);
    store.send({ type: 'ADD', item: item('2') });
    store.send({ type: 'REMOVE', id: '1' });
    store.send({ type: 'OPEN' });
    expect(store.getView().count).toBe(1);
    arrive();
    await store.started();
    expect(store.getView().items.map((shown) => shown.id)).toEqual(['2']);
    expect(store.getView().panelOpen).toBe(true);
    expect(stored.at(-1)?.map((kept) => kept.id)).toEqual(['2']);
    expect(changes).toHaveBeenCalled();
  });

  it('fetches the machine once, however often it is asked for', async () => {
    const { store, arrive, startActor } = collectionArrivingLater();
    const first = store.started();
    store.send({ type: 'OPEN' });
    arrive();
    expect(await store.started()).toBe(await first);
    expect(startActor).toHaveBeenCalledTimes(1);
  });

  it('tells nobody when a change leaves the view as it was', async () => {
    const { store, arrive } = collectionArrivingLater();
    arrive();
    await store.started();
    const changes = vi.fn();
    store.subscribe(changes);
    store.send({ type: 'REMOVE', id: 'not held' });
    expect(changes).not.toHaveBeenCalled();
  });

  it('tries again after the machine failed to arrive', async () => {
    const actor = { getSnapshot: () => 'ready', subscribe: () => {}, send: vi.fn() };
    const startActor = vi
      .fn<() => Promise<typeof actor>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(actor);
    const store = sessionStore({
      initialView: 'waiting',
      startActor,
      select: (s: string) => s,
      same: Object.is,
    });
    await expect(store.started()).rejects.toThrow('Failed to fetch');
    await expect(store.started()).resolves.toBe(actor);
    expect(store.getView()).toBe('ready');
  });
});
