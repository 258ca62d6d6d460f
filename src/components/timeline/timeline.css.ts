import { style } from '@vanilla-extract/css';
import { plainList } from '@/ui/style-helpers.ts';
import { media, vars } from '@/ui/theme.css.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

/** The chart's box: its height is set from the layout, so the chart draws into reserved room. */
export const scroller = style({
  overflowX: 'auto',
  overflowY: 'hidden',
  maxWidth: '100%',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});
export const placeholder = style({ display: 'block', width: '100%', height: '100%' });
/** Two SVG layers on one another: the drawing hidden from screen readers, the links above it. */
export const chart = style({ position: 'relative', margin: 0, width: '100%', height: '100%' });
export const layer = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  display: 'block',
});

export const laneRule = style({ stroke: vars.color.border, strokeWidth: 1 });
export const laneLabel = style({
  fill: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.body,
});

export const axisLine = style({ stroke: vars.color.borderStrong });
export const tick = style({ stroke: vars.color.borderStrong });
export const tickLabel = style({
  fill: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.body,
});

/** A mark is a link: no outline of its own, the focus ring below shows instead. */
export const markLink = style({ outline: 'none', cursor: 'pointer' });
export const point = style({
  fill: vars.color.accent,
  stroke: vars.color.surface,
  strokeWidth: 1.5,
  selectors: { [`${markLink}[data-status="active"] &`]: { fill: vars.color.primary } },
});
export const range = style({
  fill: vars.color.accent,
  fillOpacity: 0.3,
  stroke: vars.color.accent,
  strokeWidth: 1.5,
  selectors: {
    [`${markLink}[data-status="active"] &`]: { fill: vars.color.primary, stroke: vars.color.primary },
  },
});
export const markLabel = style({
  fill: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.body,
  fontVariantNumeric: 'tabular-nums',
});
/** Drawn around a mark while it has the keyboard focus or the pointer. */
export const focusRing = style({
  fill: 'transparent',
  stroke: vars.color.focus,
  strokeWidth: 2,
  opacity: 0,
  selectors: {
    [`${markLink}:focus-visible &`]: { opacity: 1 },
    [`${markLink}:hover &`]: { opacity: 0.6 },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: 'opacity 120ms ease-out' },
  },
});

/** One line of the legend or of the table's summary: its placeholder takes the same height. */
const lineHeight = '1.5rem';
export const linePlaceholder = style({
  display: 'block',
  width: '16rem',
  maxWidth: '100%',
  height: lineHeight,
});

export const legend = style({
  ...plainList,
  minHeight: lineHeight,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
const swatch = {
  display: 'inline-block',
  background: vars.color.accent,
  border: `1.5px solid ${vars.color.accent}`,
} as const;
export const legendPoint = style({
  ...swatch,
  width: '12px',
  height: '12px',
  borderRadius: vars.radius.round,
});
export const legendRange = style({
  ...swatch,
  width: '28px',
  height: '10px',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  boxShadow: `inset 0 0 0 20px color-mix(in srgb, ${vars.color.accent} 30%, transparent)`,
});

export const tableDisclosure = style({ fontSize: vars.fontSize.sm, minHeight: lineHeight });
export const tableSummary = style({ cursor: 'pointer', color: vars.color.accent, width: 'fit-content' });
export const tableScroller = style({ overflowX: 'auto', marginTop: vars.space.sm });
export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.fontSize.sm,
});
export const caption = style({ textAlign: 'start', fontWeight: 600, paddingBlockEnd: vars.space.xs });
export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const numberCell = style([cell, { textAlign: 'end', fontVariantNumeric: 'tabular-nums' }]);

export const undated = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const undatedHeading = style({ margin: 0, fontSize: vars.fontSize.md });
export const undatedList = style({
  ...plainList,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  '@media': { [media.desktop]: { columns: 2, display: 'block' } },
});
export const muted = style({ color: vars.color.textMuted });
export const empty = style({ margin: 0, padding: vars.space.md, background: vars.color.surfaceMuted });
