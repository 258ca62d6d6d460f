import type { SnapshotFrom } from 'xstate';
import type { Point } from './collection.geometry.ts';
import type { CollectionItem, collectionMachine } from './collection.machine.ts';

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
  const { items, position } = snapshot.context;
  return {
    items,
    count: items.length,
    isEmpty: items.length === 0,
    panelOpen: snapshot.matches({ panel: 'open' }),
    position,
    dragging: snapshot.matches({ pointer: 'dragging' }),
    pressing: snapshot.matches({ pointer: 'pressing' }),
    has: (id) => isInCollection(snapshot, id),
  };
}
