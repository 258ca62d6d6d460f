import { describe, expect, it } from 'vitest';
import { canZoom, formatZoom, initialFit, isFitMode, maxZoom, minZoom, stepZoom } from './zoom.ts';

describe('stepZoom', () => {
  it.each([
    [1, 'in', 1.1],
    [1, 'out', 0.9],
    [1.25, 'in', 1.5],
    [0.5, 'out', 0.33],
  ] as const)('goes from %s %s to %s', (scale, direction, expected) => {
    expect(stepZoom(scale, direction)).toBe(expected);
  });

  it('goes from a fitted scale between two steps to the nearest step in that direction', () => {
    expect(stepZoom(1.37, 'in')).toBe(1.5);
    expect(stepZoom(1.37, 'out')).toBe(1.25);
  });

  it('does not stay put on a scale a hair away from a step', () => {
    expect(stepZoom(1.2501, 'in')).toBe(1.5);
    expect(stepZoom(1.2499, 'out')).toBe(1.1);
  });

  it('stops at the smallest and largest zoom', () => {
    expect(stepZoom(minZoom, 'out')).toBe(minZoom);
    expect(stepZoom(maxZoom, 'in')).toBe(maxZoom);
    expect(stepZoom(9, 'in')).toBe(maxZoom);
    expect(stepZoom(0.1, 'out')).toBe(minZoom);
  });
});

describe('canZoom', () => {
  it('allows zooming until the limits', () => {
    expect(canZoom(1, 'in')).toBe(true);
    expect(canZoom(1, 'out')).toBe(true);
    expect(canZoom(maxZoom, 'in')).toBe(false);
    expect(canZoom(minZoom, 'out')).toBe(false);
  });
});

describe('fit modes', () => {
  it('knows the two presets and nothing else', () => {
    expect(isFitMode('page-width')).toBe(true);
    expect(isFitMode('page-fit')).toBe(true);
    expect(isFitMode('auto')).toBe(false);
    expect(isFitMode('1.5')).toBe(false);
    expect(isFitMode(undefined)).toBe(false);
  });

  it('opens narrow readers at the width of the column and wide ones on the whole page', () => {
    expect(initialFit(320)).toBe('page-width');
    expect(initialFit(900)).toBe('page-fit');
  });
});

describe('formatZoom', () => {
  it('writes the zoom as a whole percentage in the interface language', () => {
    expect(formatZoom(1.25, 'EN')).toBe('125%');
    expect(formatZoom(0.804, 'EN')).toBe('80%');
    expect(formatZoom(1.5, 'DE')).toBe('150\u00a0%');
  });

  it('falls back to English for a language tag Intl does not take', () => {
    expect(formatZoom(2, 'not a tag!')).toBe('200%');
  });
});
