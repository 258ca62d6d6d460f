import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths, getStateNodes, type StatePath } from 'xstate/graph';
import { defaultWidgetSize, type Point, type Size } from './collection.geometry.ts';
import {
  type CollectionEvent,
  collectionMachine,
  dragStartDistance,
  panelMaxHeight,
  panelWidth,
  snapMargin,
  tapTicks,
  tickMs,
} from './collection.machine.ts';
import type { CollectionInput, CollectionItem } from './collection.rules.ts';
import { isInCollection, selectCollection } from './collection.selectors.ts';

type CollectionSnapshot = SnapshotFrom<typeof collectionMachine>;
type CollectionPath = StatePath<CollectionSnapshot, CollectionEvent>;

const screen: Size = { width: 1000, height: 800 };
const widget = defaultWidgetSize;
// Where a resting widget may be, worked out from the spec rather than from the machine's code.
const leftEdgeX = snapMargin;
const rightEdgeX = (viewport: Size) => viewport.width - widget.width - snapMargin;

const catalogue = (id: string, title = `Catalogue ${id}`): CollectionItem => ({
  id,
  title,
  imageSrc: id === 'b' ? null : `/images/${id}.jpg`,
  url: `/catalogues/${id}/edition/1`,
  publishers: [{ name: `Publisher of ${id}` }],
});

const input: CollectionInput = { items: [], viewport: screen };

// Events with the payload a person could produce in the given state: presses land on the
// widget's centre, a small move stays within the tap slop of the press, far moves cross the
// screen. The press tick is the machine's own delayed event and needs no payload.
function modelEvents(snapshot: CollectionSnapshot): CollectionEvent[] {
  const { position, pressOrigin, viewport } = snapshot.context;
  return [
    { type: 'POINTER_DOWN', x: position.x + widget.width / 2, y: position.y + widget.height / 2 },
    { type: 'POINTER_MOVE', x: pressOrigin.x + 3, y: pressOrigin.y + 4 },
    { type: 'POINTER_MOVE', x: viewport.width - 150, y: 300 },
    { type: 'POINTER_MOVE', x: 150, y: 200 },
    { type: 'POINTER_UP' },
    { type: 'POINTER_CANCEL' },
    { type: 'KEY_TOGGLE' },
    { type: 'KEY_MOVE', dx: 600, dy: -300 },
    { type: 'KEY_SNAP' },
    { type: 'OPEN' },
    { type: 'CLOSE' },
    { type: 'OUTSIDE_CLICK' },
    { type: 'TOGGLE' },
    { type: 'ADD', item: catalogue('a') },
    { type: 'ADD', item: catalogue('a', 'The same catalogue again') },
    { type: 'ADD', item: catalogue('b') },
    // A shared collection's "Add all": one held already or not, one twice over.
    { type: 'ADD_ALL', items: [catalogue('b'), catalogue('a'), catalogue('b', 'The same catalogue again')] },
    { type: 'REMOVE', id: 'a' },
    { type: 'REMOVE', id: 'not-collected' },
    { type: 'CLEAR' },
    { type: 'VIEWPORT', width: 400, height: 700 },
    { type: 'VIEWPORT', width: screen.width, height: screen.height },
  ];
}

type Concern = 'pointer' | 'panel' | 'items' | 'viewport';
function concernOf(event: CollectionEvent): Concern {
  switch (event.type) {
    case 'ADD':
    case 'ADD_ALL':
    case 'REMOVE':
    case 'CLEAR':
      return 'items';
    case 'VIEWPORT':
      return 'viewport';
    case 'KEY_TOGGLE':
    case 'OPEN':
    case 'CLOSE':
    case 'OUTSIDE_CLICK':
    case 'TOGGLE':
      return 'panel';
    default:
      return 'pointer';
  }
}

const isSmallMove = (snapshot: CollectionSnapshot, event: CollectionEvent) =>
  event.type === 'POINTER_MOVE' && event.x === snapshot.context.pressOrigin.x + 3;

// Walking every event in every state multiplies positions, ticks, item lists and viewports
// into hundreds of thousands of states. Each model below walks two concerns together, which
// is where they interact; the small move is only offered during a press, where it matters.
const models: Array<{
  name: string;
  events: (snapshot: CollectionSnapshot, event: CollectionEvent) => boolean;
}> = [
  {
    name: 'pointer, keyboard and panel',
    events: (snapshot, event) =>
      (concernOf(event) === 'pointer' || concernOf(event) === 'panel') &&
      (!isSmallMove(snapshot, event) || snapshot.matches({ pointer: 'pressing' })),
  },
  {
    name: 'items and panel',
    events: (_, event) => concernOf(event) === 'items' || concernOf(event) === 'panel',
  },
  {
    name: 'viewport and pointer',
    events: (snapshot, event) =>
      (concernOf(event) === 'viewport' || concernOf(event) === 'pointer') && !isSmallMove(snapshot, event),
  },
];

// Simple paths are walked over the chart's shape (states, ticks, which items, which half of
// the screen), with the panel reached through the keyboard and an outside click only and no
// panel events mid-press: enough to try the orders of events without millions of paths.
const chartShape = (snapshot: CollectionSnapshot) => {
  const { ticks, items, position, viewport } = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    ticks,
    items.map((item) => item.id),
    position.x + widget.width / 2 < viewport.width / 2,
  ]);
};
const forSimplePaths =
  (events: (snapshot: CollectionSnapshot, event: CollectionEvent) => boolean) =>
  (snapshot: CollectionSnapshot, event: CollectionEvent) =>
    events(snapshot, event) &&
    !(concernOf(event) === 'panel' && event.type !== 'KEY_TOGGLE' && event.type !== 'OUTSIDE_CLICK') &&
    !(concernOf(event) === 'panel' && snapshot.matches({ pointer: 'pressing' }));

// A bug that lets the context grow without end (an item added twice, a position drifting)
// would make the traversal run forever; the limit turns that into a failure.
const traversalLimit = 100_000;
/**
 * The simple paths' replays, thousands of them: 33 s in a CI run on a slow 2-core machine running
 * other suites beside it, past a test's 30 s.
 */
const simplePathsTimeout = 120_000;

type Effects = { items: CollectionItem[][]; positions: Point[] };

function startActor(actorInput: CollectionInput = input) {
  const effects: Effects = { items: [], positions: [] };
  const machine = collectionMachine.provide({
    actions: {
      persistItems: (_, { items }) => effects.items.push(items),
      persistPosition: (_, { position }) => effects.positions.push(position),
    },
  });
  const actor = createActor(machine, { input: actorInput }).start();
  return { actor, effects, view: () => selectCollection(actor.getSnapshot()) };
}

/** The view without its `has` function, which toEqual cannot compare. */
function plainView(snapshot: CollectionSnapshot) {
  const { has: _has, ...view } = selectCollection(snapshot);
  return view;
}

const clampTo = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(0, max));
const clampedInto = (point: Point, viewport: Size): Point => ({
  x: clampTo(point.x, viewport.width - widget.width),
  y: clampTo(point.y, viewport.height - widget.height),
});
const restingPlace = (position: Point, viewport: Size): Point =>
  clampedInto(
    {
      x: position.x + widget.width / 2 < viewport.width / 2 ? leftEdgeX : rightEdgeX(viewport),
      y: position.y,
    },
    viewport,
  );

/** What holds in every state, whatever path led there. */
function expectInvariants(snapshot: CollectionSnapshot): void {
  const view = selectCollection(snapshot);
  const { viewport } = snapshot.context;
  expect(view.position.x).toBeGreaterThanOrEqual(0);
  expect(view.position.y).toBeGreaterThanOrEqual(0);
  expect(view.position.x).toBeLessThanOrEqual(Math.max(0, viewport.width - widget.width));
  expect(view.position.y).toBeLessThanOrEqual(Math.max(0, viewport.height - widget.height));
  expect(view.count).toBe(view.items.length);
  expect(view.isEmpty).toBe(view.items.length === 0);
  expect(new Set(view.items.map((item) => item.id)).size).toBe(view.items.length);
  for (const item of view.items) expect(view.has(item.id)).toBe(true);
  expect(view.has('not-collected')).toBe(false);
  expect(view.dragging && view.pressing).toBe(false);
}

type Phase = 'idle' | 'pressing' | 'dragging';
const phaseOf = (snapshot: CollectionSnapshot): Phase => {
  const view = selectCollection(snapshot);
  return view.dragging ? 'dragging' : view.pressing ? 'pressing' : 'idle';
};

/** What the spec says one event does, worked out from the state before it. */
function expectStepOutcome(
  before: CollectionSnapshot,
  event: CollectionEvent | { type: string },
  after: CollectionSnapshot,
  effects: Effects,
): void {
  const was = selectCollection(before);
  const now = selectCollection(after);
  const phase = phaseOf(before);
  const { viewport, grabOffset, ticks } = before.context;
  const isTick = event.type.startsWith('xstate.after.');
  const e = event as CollectionEvent;

  let panelOpen = was.panelOpen;
  if (e.type === 'OPEN') panelOpen = true;
  if (e.type === 'CLOSE' || e.type === 'OUTSIDE_CLICK') panelOpen = false;
  if (e.type === 'KEY_TOGGLE' || e.type === 'TOGGLE') panelOpen = !was.panelOpen;
  if (e.type === 'POINTER_UP' && phase === 'pressing') panelOpen = !was.panelOpen; // a tap
  expect(now.panelOpen).toBe(panelOpen);

  let items = was.items;
  if (e.type === 'ADD' && !was.has(e.item.id)) items = [...was.items, e.item];
  if (e.type === 'ADD_ALL') {
    for (const item of e.items) {
      if (!items.some((held) => held.id === item.id)) items = [...items, item];
    }
  }
  if (e.type === 'REMOVE' && was.has(e.id)) items = was.items.filter((item) => item.id !== e.id);
  if (e.type === 'CLEAR') items = [];
  expect(now.items).toEqual(items);
  const itemsPersisted = e.type === 'CLEAR' || items !== was.items;
  expect(effects.items).toEqual(itemsPersisted ? [items] : []);

  let nextPhase: Phase = phase;
  if (e.type === 'POINTER_DOWN' && phase === 'idle') nextPhase = 'pressing';
  if (isTick && phase === 'pressing') nextPhase = ticks + 1 > tapTicks ? 'dragging' : 'pressing';
  if (e.type === 'POINTER_MOVE' && phase === 'pressing') {
    const travelled = Math.hypot(e.x - before.context.pressOrigin.x, e.y - before.context.pressOrigin.y);
    if (travelled > dragStartDistance) nextPhase = 'dragging';
  }
  if (e.type === 'POINTER_UP' || e.type === 'POINTER_CANCEL') nextPhase = 'idle';
  expect(phaseOf(after)).toBe(nextPhase);

  let position = was.position;
  let rested = false;
  if (e.type === 'POINTER_MOVE' && nextPhase === 'dragging') {
    position = clampedInto({ x: e.x - grabOffset.x, y: e.y - grabOffset.y }, viewport);
  }
  if (e.type === 'KEY_MOVE' && phase === 'idle') {
    position = clampedInto({ x: was.position.x + e.dx, y: was.position.y + e.dy }, viewport);
  }
  if (
    ((e.type === 'POINTER_UP' || e.type === 'POINTER_CANCEL') && phase === 'dragging') ||
    (e.type === 'KEY_SNAP' && phase === 'idle')
  ) {
    position = restingPlace(was.position, viewport);
    rested = true;
  }
  if (e.type === 'VIEWPORT') {
    const resized = { width: e.width, height: e.height };
    // At rest the widget keeps the edge it was against on the old screen.
    const stayLeft = restingPlace(was.position, viewport).x === leftEdgeX;
    position =
      phase === 'dragging'
        ? clampedInto(was.position, resized)
        : clampedInto({ x: stayLeft ? leftEdgeX : rightEdgeX(resized), y: was.position.y }, resized);
  }
  expect(now.position).toEqual(position);
  expect(effects.positions).toEqual(rested ? [position] : []);
  if (rested) expect([leftEdgeX, rightEdgeX(viewport)]).toContain(position.x);
}

/** Replays a path on a real actor with fake timers, checking every step. */
function replay(path: CollectionPath, likeness: (snapshot: CollectionSnapshot) => unknown): void {
  const { actor, effects } = startActor();
  expect(likeness(actor.getSnapshot())).toEqual(likeness(path.steps[0]?.state ?? path.state));
  for (const step of path.steps.slice(1)) {
    const before = actor.getSnapshot();
    const counts = { items: effects.items.length, positions: effects.positions.length };
    if (step.event.type.startsWith('xstate.after.')) {
      // The tick is a real timer on the real actor: let one tick's worth of time pass.
      vi.advanceTimersByTime(tickMs);
    } else {
      actor.send(step.event);
    }
    const after = actor.getSnapshot();
    expect(after.status).toBe('active');
    expect(likeness(after)).toEqual(likeness(step.state));
    expectInvariants(after);
    expectStepOutcome(before, step.event, after, {
      items: effects.items.slice(counts.items),
      positions: effects.positions.slice(counts.positions),
    });
  }
  actor.stop();
}

const describePath = (path: CollectionPath) =>
  path.steps
    .slice(1)
    .map(({ event }) => (event.type.startsWith('xstate.after.') ? 'tick' : event.type))
    .join(' → ') || '(initial)';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('collection machine: every path of the chart keeps its promises', () => {
  const reached = new Set<string>();
  const noteReached = (paths: CollectionPath[]) => {
    for (const path of paths)
      for (const step of path.steps) for (const node of step.state._nodes) reached.add(node.id);
  };

  for (const model of models) {
    describe(model.name, () => {
      const shortest = getShortestPaths(collectionMachine, {
        input,
        events: modelEvents,
        filterEvents: model.events,
        limit: traversalLimit,
      });
      noteReached(shortest);

      it(`all ${shortest.length} shortest paths`, () => {
        expect(shortest.length).toBeGreaterThan(10);
        for (const path of shortest) replay(path, plainView);
      });

      // The viewport model's simple paths run to the hundred thousands; its shortest paths
      // already try every resize in every pointer state.
      if (model.name !== 'viewport and pointer') {
        const simple = getSimplePaths(collectionMachine, {
          input,
          events: modelEvents,
          filterEvents: forSimplePaths(model.events),
          serializeState: chartShape,
          limit: traversalLimit,
        });
        noteReached(simple);

        it(
          `all ${simple.length} simple paths`,
          () => {
            expect(simple.length).toBeGreaterThan(shortest.length);
            for (const path of simple) replay(path, chartShape);
          },
          simplePathsTimeout,
        );
      }

      it('names its paths readably', () => {
        expect(shortest.map(describePath)).toContain('(initial)');
      });
    });
  }

  it('reaches every state node on some path', () => {
    const stateNodeIds = getStateNodes(collectionMachine.root).map((node) => node.id);
    expect(stateNodeIds.filter((id) => !reached.has(id))).toEqual([]);
    expect(stateNodeIds).toEqual(
      expect.arrayContaining([
        'collection.panel.open',
        'collection.pointer.pressing',
        'collection.pointer.dragging',
      ]),
    );
  });
});

/** A press on the widget's centre. */
function pressWidget(actor: ReturnType<typeof startActor>['actor']): Point {
  const { position } = actor.getSnapshot().context;
  const press = { x: position.x + widget.width / 2, y: position.y + widget.height / 2 };
  actor.send({ type: 'POINTER_DOWN', ...press });
  return press;
}

describe('pressing the widget', () => {
  it('a tap of 10 ticks or fewer toggles the panel', () => {
    const { actor, view, effects } = startActor();
    pressWidget(actor);
    vi.advanceTimersByTime(tapTicks * tickMs);
    expect(view()).toMatchObject({ pressing: true, dragging: false });
    actor.send({ type: 'POINTER_UP' });
    expect(view()).toMatchObject({ panelOpen: true, pressing: false, dragging: false });

    pressWidget(actor);
    vi.advanceTimersByTime(3 * tickMs);
    actor.send({ type: 'POINTER_UP' });
    expect(view().panelOpen).toBe(false);
    expect(effects.positions).toEqual([]);
  });

  it('one tick more turns the press into a drag, which does not toggle the panel', () => {
    const { actor, view } = startActor();
    pressWidget(actor);
    vi.advanceTimersByTime((tapTicks + 1) * tickMs);
    expect(view()).toMatchObject({ pressing: false, dragging: true });
    actor.send({ type: 'POINTER_UP' });
    expect(view()).toMatchObject({ panelOpen: false, dragging: false });
  });

  it('a long press drags the widget under the pointer and snaps it to the right edge in the right half', () => {
    const { actor, view, effects } = startActor();
    expect(view().position).toEqual({ x: 20, y: 724 });
    pressWidget(actor);
    vi.advanceTimersByTime(150);
    actor.send({ type: 'POINTER_MOVE', x: 700, y: 300 });
    expect(view().position).toEqual({ x: 700 - 28, y: 300 - 28 });
    actor.send({ type: 'POINTER_MOVE', x: 520, y: 310 });
    actor.send({ type: 'POINTER_UP' });
    expect(view().position).toEqual({ x: 1000 - 56 - 20, y: 282 });
    expect(effects.positions).toEqual([{ x: 924, y: 282 }]);
  });

  it('snaps to the left edge when dropped in the left half', () => {
    const { actor, view, effects } = startActor({ ...input, position: { x: 924, y: 100 } });
    pressWidget(actor);
    vi.advanceTimersByTime(150);
    actor.send({ type: 'POINTER_MOVE', x: 470, y: 400 });
    actor.send({ type: 'POINTER_UP' });
    expect(view().position).toEqual({ x: 20, y: 372 });
    expect(effects.positions).toEqual([{ x: 20, y: 372 }]);
  });

  it('keeps the dragged widget inside the screen', () => {
    const { actor, view } = startActor();
    pressWidget(actor);
    vi.advanceTimersByTime(150);
    actor.send({ type: 'POINTER_MOVE', x: 5000, y: -400 });
    expect(view().position).toEqual({ x: 1000 - 56, y: 0 });
    actor.send({ type: 'POINTER_UP' });
    expect(view().position).toEqual({ x: 924, y: 0 });
  });

  it('a quick move of more than 8 px drags at once (a fast drag on a touch screen)', () => {
    const { actor, view } = startActor();
    const press = pressWidget(actor);
    actor.send({ type: 'POINTER_MOVE', x: press.x + 9, y: press.y });
    expect(view()).toMatchObject({ dragging: true, position: { x: 29, y: 724 } });
  });

  it('a tremble of 8 px or less is still a tap', () => {
    const { actor, view } = startActor();
    const press = pressWidget(actor);
    actor.send({ type: 'POINTER_MOVE', x: press.x + 6, y: press.y + 5 });
    expect(view()).toMatchObject({ pressing: true, position: { x: 20, y: 724 } });
    actor.send({ type: 'POINTER_UP' });
    expect(view().panelOpen).toBe(true);
  });

  it('a cancelled press neither toggles nor moves; a cancelled drag comes to rest at an edge', () => {
    const { actor, view, effects } = startActor();
    pressWidget(actor);
    actor.send({ type: 'POINTER_CANCEL' });
    expect(view()).toMatchObject({ panelOpen: false, pressing: false });
    pressWidget(actor);
    actor.send({ type: 'POINTER_MOVE', x: 800, y: 400 });
    actor.send({ type: 'POINTER_CANCEL' });
    expect(view()).toMatchObject({ dragging: false, position: { x: 924, y: 372 } });
    expect(effects.positions).toEqual([{ x: 924, y: 372 }]);
  });

  it('stops ticking once the press ends', () => {
    const { actor } = startActor();
    pressWidget(actor);
    actor.send({ type: 'POINTER_UP' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the panel', () => {
  it('closes on a click outside', () => {
    const { actor, view } = startActor();
    actor.send({ type: 'OPEN' });
    expect(view().panelOpen).toBe(true);
    actor.send({ type: 'OUTSIDE_CLICK' });
    expect(view().panelOpen).toBe(false);
    actor.send({ type: 'OUTSIDE_CLICK' });
    expect(view().panelOpen).toBe(false);
  });

  it('opens and closes from the keyboard', () => {
    const { actor, view } = startActor();
    actor.send({ type: 'KEY_TOGGLE' });
    expect(view().panelOpen).toBe(true);
    actor.send({ type: 'KEY_TOGGLE' });
    expect(view().panelOpen).toBe(false);
  });
});

describe('moving the widget from the keyboard', () => {
  it('moves by the given pixels within the screen and snaps on request', () => {
    const { actor, view, effects } = startActor();
    actor.send({ type: 'KEY_MOVE', dx: 500, dy: -100 });
    expect(view().position).toEqual({ x: 520, y: 624 });
    actor.send({ type: 'KEY_MOVE', dx: 0, dy: 10_000 });
    expect(view().position).toEqual({ x: 520, y: 744 });
    expect(effects.positions).toEqual([]);
    actor.send({ type: 'KEY_SNAP' });
    expect(view().position).toEqual({ x: 924, y: 744 });
    expect(effects.positions).toEqual([{ x: 924, y: 744 }]);
  });
});

describe('the items', () => {
  it('adding the same catalogue twice keeps one', () => {
    const { actor, view, effects } = startActor();
    actor.send({ type: 'ADD', item: catalogue('a') });
    actor.send({ type: 'ADD', item: catalogue('a', 'again') });
    expect(view()).toMatchObject({ count: 1, items: [catalogue('a')], isEmpty: false });
    expect(effects.items).toEqual([[catalogue('a')]]);
  });

  it('persists the new list on every add, remove and clear', () => {
    const { actor, view, effects } = startActor();
    actor.send({ type: 'ADD', item: catalogue('a') });
    actor.send({ type: 'ADD', item: catalogue('b') });
    actor.send({ type: 'REMOVE', id: 'a' });
    actor.send({ type: 'REMOVE', id: 'a' });
    actor.send({ type: 'CLEAR' });
    expect(effects.items).toEqual([[catalogue('a')], [catalogue('a'), catalogue('b')], [catalogue('b')], []]);
    expect(view()).toMatchObject({ count: 0, isEmpty: true, items: [] });
  });

  it('adding a shared collection adds the catalogues not yet held, once each, in their order, and persists once', () => {
    const { actor, view, effects } = startActor({ ...input, items: [catalogue('b')] });
    actor.send({
      type: 'ADD_ALL',
      items: [catalogue('c'), catalogue('b', 'again'), catalogue('a'), catalogue('c', 'again')],
    });
    expect(view().items).toEqual([catalogue('b'), catalogue('c'), catalogue('a')]);
    expect(effects.items).toEqual([[catalogue('b'), catalogue('c'), catalogue('a')]]);
  });

  it('adding only catalogues already held changes nothing and persists nothing', () => {
    const { actor, view, effects } = startActor({ ...input, items: [catalogue('a'), catalogue('b')] });
    actor.send({ type: 'ADD_ALL', items: [catalogue('b'), catalogue('a', 'again')] });
    actor.send({ type: 'ADD_ALL', items: [] });
    expect(view().items).toEqual([catalogue('a'), catalogue('b')]);
    expect(effects.items).toEqual([]);
  });

  it('tells whether a catalogue is in the collection', () => {
    const { actor, view } = startActor({ ...input, items: [catalogue('a')] });
    expect(view().has('a')).toBe(true);
    expect(view().has('b')).toBe(false);
    expect(isInCollection(actor.getSnapshot(), 'a')).toBe(true);
  });
});

describe('starting and resizing', () => {
  it('starts empty at the bottom left, 20 px from the edges', () => {
    const { view } = startActor({ viewport: screen });
    expect(view()).toMatchObject({ items: [], count: 0, panelOpen: false, position: { x: 20, y: 724 } });
  });

  it('starts with the stored items, one per id', () => {
    const { view } = startActor({ ...input, items: [catalogue('a'), catalogue('b'), catalogue('a', 'dup')] });
    expect(view().items).toEqual([catalogue('a'), catalogue('b')]);
  });

  it('brings a stored position onto this screen and against an edge', () => {
    const { view } = startActor({
      ...input,
      viewport: { width: 600, height: 500 },
      position: { x: 900, y: 700 },
    });
    expect(view().position).toEqual({ x: 600 - 56 - 20, y: 500 - 56 });
  });

  it('ignores a stored position that is not a pair of numbers', () => {
    const { view } = startActor({ ...input, position: { x: Number.NaN, y: 3 } });
    expect(view().position).toEqual({ x: 20, y: 724 });
  });

  it('uses the widget size the app measured', () => {
    const { view } = startActor({
      ...input,
      widgetSize: { width: 100, height: 40 },
      position: { x: 800, y: 0 },
    });
    expect(view().position).toEqual({ x: 1000 - 100 - 20, y: 0 });
  });

  it('re-clamps and re-snaps to the same edge when the window is resized', () => {
    const { actor, view } = startActor({ ...input, position: { x: 924, y: 700 } });
    actor.send({ type: 'VIEWPORT', width: 500, height: 400 });
    expect(view().position).toEqual({ x: 500 - 56 - 20, y: 400 - 56 });
    actor.send({ type: 'VIEWPORT', width: 1200, height: 900 });
    expect(view().position).toEqual({ x: 1200 - 56 - 20, y: 344 });
    actor.send({ type: 'KEY_MOVE', dx: -2000, dy: 0 });
    actor.send({ type: 'KEY_SNAP' });
    actor.send({ type: 'VIEWPORT', width: 300, height: 900 });
    expect(view().position).toEqual({ x: 20, y: 344 });
  });

  it('does not snap away from under the finger during a drag', () => {
    const { actor, view } = startActor();
    const press = pressWidget(actor);
    actor.send({ type: 'POINTER_MOVE', x: press.x + 300, y: press.y - 300 });
    actor.send({ type: 'VIEWPORT', width: 900, height: 800 });
    expect(view()).toMatchObject({ dragging: true, position: { x: 320, y: 424 } });
  });
});

describe('constants', () => {
  it('match spec section 9', () => {
    expect({ snapMargin, tapTicks, tickMs, panelWidth, panelMaxHeight }).toEqual({
      snapMargin: 20,
      tapTicks: 10,
      tickMs: 10,
      panelWidth: 320,
      panelMaxHeight: 350,
    });
  });
});
