import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { whenIdle } from '@/ui/deferred.ts';
import type { CollectionEvent } from '../../machines/collection/collection.machine.ts';
import type { CollectionInput } from '../../machines/collection/collection.rules.ts';
import {
  type CollectionView,
  selectCollection,
  selectCollectionBeforeStart,
} from '../../machines/collection/collection.selectors.ts';
import type { CollectionActor } from './collection-actor.ts';
import { readCollection, readPosition } from './collection-storage.ts';
import { type SessionStore, sessionStore } from './session-store.ts';

export type Collection = SessionStore<CollectionView, CollectionEvent, CollectionActor>;

/**
 * The collection for the whole app, read from local storage and persisting every change there.
 * Its machine (and XState) is a chunk of its own, started at the first interaction or when the
 * loaded page is idle (`whenIdle`), or by the first event sent to it; the widget and the cards show
 * the stored collection until then.
 */
export function startCollection(): Collection {
  const position = readPosition();
  const input: CollectionInput = {
    items: readCollection(),
    ...(position ? { position } : {}),
    viewport: { width: window.innerWidth, height: window.innerHeight },
  };
  const collection = sessionStore({
    initialView: selectCollectionBeforeStart(input),
    startActor: async () => (await import('./collection-actor.ts')).startCollectionActor(input),
    select: selectCollection,
    same: (a, b) =>
      a.items === b.items &&
      a.panelOpen === b.panelOpen &&
      a.position === b.position &&
      a.dragging === b.dragging &&
      a.pressing === b.pressing,
  });
  whenIdle(() => void collection.started());
  return collection;
}

const CollectionContext = createContext<Collection | null>(null);

export function CollectionProvider({
  collection,
  children,
}: {
  collection: Collection;
  children: ReactNode;
}) {
  return <CollectionContext.Provider value={collection}>{children}</CollectionContext.Provider>;
}

export function useCollection(): { collection: CollectionView; send: Collection['send'] } {
  const collection = useContext(CollectionContext);
  if (!collection) throw new Error('useCollection needs a CollectionProvider');
  const view = useSyncExternalStore(collection.subscribe, collection.getView, collection.getView);
  return { collection: view, send: collection.send };
}
