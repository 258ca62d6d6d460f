import { assertEvent, assign, raise, setup, stateIn } from 'xstate';
import {
  clampIntoViewport,
  distance,
  type Point,
  resnapAfterResize,
  snapToEdge,
} from './collection.geometry.ts';
import {
  type CollectionContext,
  type CollectionInput,
  type CollectionItem,
  initialCollectionContext,
  uniqueById,
} from './collection.rules.ts';

export { snapMargin } from './collection.geometry.ts';

/** A press is a tap while it lasts this many ticks or fewer; one more tick makes it a drag. */
export const tapTicks = 10;
/** Length of one press tick, in ms (the named delay `tick`). */
export const tickMs = 10;
/** A press that travels further than this (px) is a drag at once, however short. */
export const dragStartDistance = 8;
/** Panel width, px. */
export const panelWidth = 320;
/** The panel's list scrolls beyond this height, px. */
export const panelMaxHeight = 350;

export type { CollectionItem } from './collection.rules.ts';

export type CollectionEvent =
  | { type: 'POINTER_DOWN'; x: number; y: number }
  | { type: 'POINTER_MOVE'; x: number; y: number }
  | { type: 'POINTER_UP' }
  | { type: 'POINTER_CANCEL' }
  | { type: 'KEY_TOGGLE' }
  | { type: 'KEY_MOVE'; dx: number; dy: number }
  | { type: 'KEY_SNAP' }
  /** Toggle from any source; a tap on the widget raises it. */
  | { type: 'TOGGLE' }
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'OUTSIDE_CLICK' }
  | { type: 'ADD'; item: CollectionItem }
  /** Several at once (a shared collection's "Add all"): those not yet held, in their order, persisted once. */
  | { type: 'ADD_ALL'; items: CollectionItem[] }
  | { type: 'REMOVE'; id: string }
  | { type: 'CLEAR' }
  | { type: 'VIEWPORT'; width: number; height: number };

// Both run after the assign that changed the value, so they persist the new one.
const persistItems = {
  type: 'persistItems',
  params: ({ context }: { context: CollectionContext }) => ({ items: context.items }),
} as const;
const persistPosition = {
  type: 'persistPosition',
  params: ({ context }: { context: CollectionContext }) => ({ position: context.position }),
} as const;

export const collectionMachine = setup({
  types: {
    context: {} as CollectionContext,
    events: {} as CollectionEvent,
    input: {} as CollectionInput,
  },
  delays: {
    tick: tickMs,
  },
  actions: {
    // Effects the app provides with `.provide({ actions })`: it writes local storage and logs
    // a failed write itself, so the collection keeps working when storage does not. The
    // no-op defaults keep the chart runnable on its own.
    /** Write the items to local storage under `catalogue_collection`. */
    persistItems: (_, _params: { items: CollectionItem[] }) => {},
    /** Remember where the widget came to rest. */
    persistPosition: (_, _params: { position: Point }) => {},

    grab: assign(({ context, event }) => {
      assertEvent(event, 'POINTER_DOWN');
      return {
        grabOffset: { x: event.x - context.position.x, y: event.y - context.position.y },
        pressOrigin: { x: event.x, y: event.y },
        ticks: 0,
      };
    }),
    // Nothing of a finished press lingers in the context.
    release: assign({ grabOffset: { x: 0, y: 0 }, pressOrigin: { x: 0, y: 0 }, ticks: 0 }),
    countTick: assign({ ticks: ({ context }) => context.ticks + 1 }),
    followPointer: assign({
      position: ({ context, event }) => {
        assertEvent(event, 'POINTER_MOVE');
        const under = { x: event.x - context.grabOffset.x, y: event.y - context.grabOffset.y };
        return clampIntoViewport(under, context.viewport, context.widgetSize);
      },
    }),
    moveBy: assign({
      position: ({ context, event }) => {
        assertEvent(event, 'KEY_MOVE');
        const moved = { x: context.position.x + event.dx, y: context.position.y + event.dy };
        return clampIntoViewport(moved, context.viewport, context.widgetSize);
      },
    }),
    snap: assign({
      position: ({ context }) => snapToEdge(context.position, context.viewport, context.widgetSize),
    }),
    // Mid-drag the widget stays under the finger, only kept on screen; it snaps when dropped.
    resizeWhileDragging: assign(({ context, event }) => {
      assertEvent(event, 'VIEWPORT');
      const viewport = { width: event.width, height: event.height };
      return { viewport, position: clampIntoViewport(context.position, viewport, context.widgetSize) };
    }),
    resizeAtRest: assign(({ context, event }) => {
      assertEvent(event, 'VIEWPORT');
      const viewport = { width: event.width, height: event.height };
      return {
        viewport,
        position: resnapAfterResize(context.position, context.viewport, viewport, context.widgetSize),
      };
    }),
    addItem: assign({
      items: ({ context, event }) => {
        assertEvent(event, 'ADD');
        return [...context.items, event.item];
      },
    }),
    addItems: assign({
      items: ({ context, event }) => {
        assertEvent(event, 'ADD_ALL');
        return uniqueById([...context.items, ...event.items]);
      },
    }),
    removeItem: assign({
      items: ({ context, event }) => {
        assertEvent(event, 'REMOVE');
        return context.items.filter((item) => item.id !== event.id);
      },
    }),
    clearItems: assign({ items: [] }),
  },
  guards: {
    isDragging: stateIn('#collection.pointer.dragging'),
    isNewItem: ({ context, event }) =>
      event.type === 'ADD' && !context.items.some((item) => item.id === event.item.id),
    hasNewItems: ({ context, event }) =>
      event.type === 'ADD_ALL' &&
      event.items.some((item) => !context.items.some((held) => held.id === item.id)),
    isHeld: ({ context, event }) =>
      event.type === 'REMOVE' && context.items.some((item) => item.id === event.id),
    heldPastTap: ({ context }) => context.ticks > tapTicks,
    // On a touch screen a quick drag can outrun the ticks; distance decides it then.
    movedPastSlop: ({ context, event }) =>
      event.type === 'POINTER_MOVE' && distance(context.pressOrigin, event) > dragStartDistance,
  },
}).createMachine({
  id: 'collection',
  context: ({ input }) => initialCollectionContext(input),
  type: 'parallel',
  on: {
    ADD: { guard: 'isNewItem', actions: ['addItem', persistItems] },
    ADD_ALL: { guard: 'hasNewItems', actions: ['addItems', persistItems] },
    REMOVE: { guard: 'isHeld', actions: ['removeItem', persistItems] },
    CLEAR: { actions: ['clearItems', persistItems] },
    VIEWPORT: [{ guard: 'isDragging', actions: 'resizeWhileDragging' }, { actions: 'resizeAtRest' }],
  },
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: {
          on: { OPEN: 'open', TOGGLE: 'open', KEY_TOGGLE: 'open' },
        },
        open: {
          on: { CLOSE: 'closed', TOGGLE: 'closed', KEY_TOGGLE: 'closed', OUTSIDE_CLICK: 'closed' },
        },
      },
    },
    pointer: {
      initial: 'idle',
      states: {
        idle: {
          entry: 'release',
          on: {
            POINTER_DOWN: { target: 'pressing', actions: 'grab' },
            KEY_MOVE: { actions: 'moveBy' },
            KEY_SNAP: { actions: ['snap', persistPosition] },
          },
        },
        pressing: {
          // The press is timed in ticks (spec 9: 10 ticks of 10 ms); past the tap threshold
          // it becomes a drag even if the pointer has not moved yet.
          always: { guard: 'heldPastTap', target: 'dragging' },
          after: { tick: { target: 'pressing', reenter: true, actions: 'countTick' } },
          on: {
            POINTER_UP: { target: 'idle', actions: raise({ type: 'TOGGLE' }) },
            POINTER_MOVE: { guard: 'movedPastSlop', target: 'dragging', actions: 'followPointer' },
            POINTER_CANCEL: 'idle',
          },
        },
        dragging: {
          on: {
            POINTER_MOVE: { actions: 'followPointer' },
            POINTER_UP: { target: 'idle', actions: ['snap', persistPosition] },
            // The browser took the pointer (a scroll began): rest the widget at an edge all the
            // same rather than leave it mid-screen.
            POINTER_CANCEL: { target: 'idle', actions: ['snap', persistPosition] },
          },
        },
      },
    },
  },
});
