import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import { type Actor, createActor } from 'xstate';
import { collectionMachine } from '../../machines/collection/collection.machine.ts';
import { type CollectionView, selectCollection } from '../../machines/collection/collection.selectors.ts';
import { readCollection, readPosition, writeCollection, writePosition } from './collection-storage.ts';

export type CollectionActor = Actor<typeof collectionMachine>;

/** The collection for the whole app, read from local storage and persisting every change there. */
export function startCollection(): CollectionActor {
  const machine = collectionMachine.provide({
    actions: {
      persistItems: (_, { items }) => writeCollection(items),
      persistPosition: (_, { position }) => writePosition(position),
    },
  });
  const position = readPosition();
  return createActor(machine, {
    input: {
      items: readCollection(),
      ...(position ? { position } : {}),
      viewport: { width: window.innerWidth, height: window.innerHeight },
    },
  }).start();
}

const CollectionContext = createContext<CollectionActor | null>(null);

export function CollectionProvider({ actor, children }: { actor: CollectionActor; children: ReactNode }) {
  return <CollectionContext.Provider value={actor}>{children}</CollectionContext.Provider>;
}

export function useCollection(): { collection: CollectionView; send: CollectionActor['send'] } {
  const actor = useContext(CollectionContext);
  if (!actor) throw new Error('useCollection needs a CollectionProvider');
  const collection = useSelector(
    actor,
    selectCollection,
    (a, b) =>
      a.items === b.items &&
      a.panelOpen === b.panelOpen &&
      a.position === b.position &&
      a.dragging === b.dragging &&
      a.pressing === b.pressing,
  );
  return { collection, send: actor.send };
}
