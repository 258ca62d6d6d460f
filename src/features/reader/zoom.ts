/** The zoom levels the buttons step through, as in desktop PDF readers (1 = 100 %). */
export const zoomSteps = [
  0.25, 0.33, 0.5, 0.67, 0.75, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4, 5,
] as const;
export const minZoom = zoomSteps[0];
export const maxZoom = zoomSteps[zoomSteps.length - 1] as number;

/**
 * The next zoom level up or down from `scale`. A scale between two steps (after fit to width)
 * goes to the nearest step in that direction, never back to where it already is.
 */
export function stepZoom(scale: number, direction: 'in' | 'out'): number {
  const tolerance = 0.005;
  if (direction === 'in') return zoomSteps.find((step) => step > scale + tolerance) ?? maxZoom;
  return [...zoomSteps].reverse().find((step) => step < scale - tolerance) ?? minZoom;
}

export const canZoom = (scale: number, direction: 'in' | 'out') =>
  direction === 'in' ? scale < maxZoom - 0.005 : scale > minZoom + 0.005;

/** The presets pdf.js understands besides a number. */
export type FitMode = 'page-width' | 'page-fit';

export function isFitMode(value: string | undefined): value is FitMode {
  return value === 'page-width' || value === 'page-fit';
}

/**
 * How the reader opens: the whole page where it fits at a readable size, the width of the column
 * on phones and narrow windows (a whole octavo page at 320 px would be too small to read).
 */
export function initialFit(containerWidth: number): FitMode {
  return containerWidth < 600 ? 'page-width' : 'page-fit';
}

/** The zoom as the interface language writes a percentage ('125%', '125 %'); English for an unknown tag. */
export function formatZoom(scale: number, locale: string): string {
  const options = { style: 'percent', maximumFractionDigits: 0 } as const;
  try {
    return new Intl.NumberFormat(locale.toLowerCase(), options).format(scale);
  } catch {
    return new Intl.NumberFormat('en', options).format(scale);
  }
}
