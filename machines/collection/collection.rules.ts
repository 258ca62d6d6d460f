import {
  defaultPosition,
  defaultWidgetSize,
  isFinitePoint,
  type Point,
  type Size,
  snapToEdge,
} from './collection.geometry.ts';

// The collection's data and what its machine starts with. No xstate here: the app shows the
// collection from these before the machine has arrived (src/session/collection-context.tsx).

/** A bookmarked catalogue, as kept in local storage under `catalogue_collection`. */
export interface CollectionItem {
  id: string;
  title: string;
  imageSrc: string | null;
  url: string;
  publishers: Array<{ name: string }>;
}

export interface CollectionInput {
  /** What the app read from local storage (empty when nothing or garbage was stored). */
  items?: CollectionItem[];
  /** The last stored position; missing or not finite → bottom left. */
  position?: Point;
  viewport: Size;
  widgetSize?: Size;
}

export interface CollectionContext {
  items: CollectionItem[];
  /** Top-left corner of the widget, in viewport px. */
  position: Point;
  viewport: Size;
  widgetSize: Size;
  /** Pointer minus widget position at the press, so the widget does not jump under the finger. */
  grabOffset: Point;
  /** Where the press began, to tell a drag from a trembling tap. */
  pressOrigin: Point;
  /** Ticks of `tickMs` since the press began. */
  ticks: number;
}

// Storage may hold the same catalogue twice (written by an older version, edited by hand);
// the collection's rule is one entry per id.
export function uniqueById(items: CollectionItem[]): CollectionItem[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/** What the machine starts with: the stored items once each, the stored position snapped to an edge. */
export function initialCollectionContext(input: CollectionInput): CollectionContext {
  const widgetSize = input.widgetSize ?? defaultWidgetSize;
  const start = isFinitePoint(input.position) ? input.position : defaultPosition(input.viewport, widgetSize);
  return {
    items: uniqueById(input.items ?? []),
    // A position stored on another screen may be off this one, or mid-edge after a resize.
    position: snapToEdge(start, input.viewport, widgetSize),
    viewport: input.viewport,
    widgetSize,
    grabOffset: { x: 0, y: 0 },
    pressOrigin: { x: 0, y: 0 },
    ticks: 0,
  };
}
