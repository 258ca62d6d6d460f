/**
 * Where the floating collection widget may sit (spec 2 "Collection widget", spec 9): inside
 * the viewport, and at rest against the left or right edge with a 20 px margin.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Gap between a resting widget and the screen edge it snapped to. */
export const snapMargin = 20;

/** Used until the app measures the widget (the bookmark button with its count badge). */
export const defaultWidgetSize: Size = { width: 56, height: 56 };

function clampNumber(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

/** The position moved just enough to keep the whole widget on screen. */
export function clampIntoViewport(position: Point, viewport: Size, widget: Size): Point {
  return {
    x: clampNumber(position.x, 0, viewport.width - widget.width),
    y: clampNumber(position.y, 0, viewport.height - widget.height),
  };
}

export type Edge = 'left' | 'right';

/** The edge a widget belongs to: left when its centre is in the left half of the screen. */
export function nearestEdge(position: Point, viewport: Size, widget: Size): Edge {
  return position.x + widget.width / 2 < viewport.width / 2 ? 'left' : 'right';
}

/** Resting against `edge` at the given height, within the screen. */
export function restAgainst(edge: Edge, y: number, viewport: Size, widget: Size): Point {
  const x = edge === 'left' ? snapMargin : viewport.width - widget.width - snapMargin;
  return clampIntoViewport({ x, y }, viewport, widget);
}

/** Where a dropped widget comes to rest: against the edge of the half its centre is in. */
export function snapToEdge(position: Point, viewport: Size, widget: Size): Point {
  return restAgainst(nearestEdge(position, viewport, widget), position.y, viewport, widget);
}

/**
 * Where a resting widget goes when the screen changes size: against the same edge as before.
 * Judging the half on the new screen would send a right-edge widget left when the window
 * widens.
 */
export function resnapAfterResize(position: Point, before: Size, after: Size, widget: Size): Point {
  return restAgainst(nearestEdge(position, before, widget), position.y, after, widget);
}

/** The starting place: bottom left, 20 px from both edges. */
export function defaultPosition(viewport: Size, widget: Size): Point {
  return clampIntoViewport(
    { x: snapMargin, y: viewport.height - widget.height - snapMargin },
    viewport,
    widget,
  );
}

export function distance(from: Point, to: Point): number {
  return Math.hypot(to.x - from.x, to.y - from.y);
}

export function isFinitePoint(point: Point | undefined): point is Point {
  return point !== undefined && Number.isFinite(point.x) && Number.isFinite(point.y);
}
