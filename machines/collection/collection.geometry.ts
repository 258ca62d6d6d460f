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

/**
 * Where a dropped widget comes to rest: against the left edge when its centre is in the left
 * half of the screen, else against the right edge; its height is kept, within the screen.
 */
export function snapToEdge(position: Point, viewport: Size, widget: Size): Point {
  const centre = position.x + widget.width / 2;
  const x = centre < viewport.width / 2 ? snapMargin : viewport.width - widget.width - snapMargin;
  return clampIntoViewport({ x, y: position.y }, viewport, widget);
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
