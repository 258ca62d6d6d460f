import type { SnapshotFrom } from 'xstate';
import type { Point } from './collection.geometry.ts';
import type { collectionMachine } from './collection.machine.ts';
import {
  type CollectionContext,
  type CollectionInput,
  type CollectionItem,
  initialCollectionContext,
} from './collection.rules.ts';

export type CollectionSnapshot = SnapshotFrom<typeof collectionMachine>;

export interface CollectionView {
  items: CollectionItem[];
  /** The count on the widget's badge and in the panel title 'Catalogues (n)'. */
  count: number;
  isEmpty: boolean;
  panelOpen: boolean;
  /** Top-left corner of the widget, in viewport px. */
  position: Point;
  /** The widget follows the pointer. */
  dragging: boolean;
  /** A press is under way and may still turn out to be a tap. */
  pressing: boolean;
  has: (id: string) => boolean;
}

export function isInCollection(snapshot: CollectionSnapshot, id: string): boolean {
  return snapshot.context.items.some((item) => item.id === id);
}

export function selectCollection(snapshot: CollectionSnapshot): CollectionView {
  return collectionViewOf(snapshot.context, {
    panelOpen: snapshot.matches({ panel: 'open' }),
    dragging: snapshot.matches({ pointer: 'dragging' }),
    pressing: snapshot.matches({ pointer: 'pressing' }),
  });
}

/**
 * The view of the collection before its machine has started (it is loaded after the first
 * paint): the one its first snapshot gives, with the panel closed and no press under way.
 */
export function selectCollectionBeforeStart(input: CollectionInput): CollectionView {
  return collectionViewOf(initialCollectionContext(input), {
    panelOpen: false,
    dragging: false,
    pressing: false,
  });
}

function collectionViewOf(
  { items, position }: CollectionContext,
  states: Pick<CollectionView, 'panelOpen' | 'dragging' | 'pressing'>,
): CollectionView {
  return {
    items,
    count: items.length,
    isEmpty: items.length === 0,
    ...states,
    position,
    has: (id) => items.some((item) => item.id === id),
  };
}
