import { type Actor, createActor } from 'xstate';
import { collectionMachine } from '../../machines/collection/collection.machine.ts';
import type { CollectionInput } from '../../machines/collection/collection.rules.ts';
import { writeCollection, writePosition } from './collection-storage.ts';

// The collection machine and XState, a chunk of their own: collection-context.tsx starts it.

export type CollectionActor = Actor<typeof collectionMachine>;

/** The collection machine, persisting every change to local storage, started. */
export function startCollectionActor(input: CollectionInput): CollectionActor {
  const machine = collectionMachine.provide({
    actions: {
      persistItems: (_, { items }) => writeCollection(items),
      persistPosition: (_, { position }) => writePosition(position),
    },
  });
  return createActor(machine, { input }).start();
}
