import { globalStyle, style } from '@vanilla-extract/css';
import { outlinedBox } from '@/ui/style-helpers.ts';
import { media, vars } from '@/ui/theme.css.ts';

export const rule = style({
  margin: 0,
  color: vars.color.textMuted,
  maxWidth: '70ch',
  fontSize: vars.fontSize.sm,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** Each chart's box keeps its height from the first paint: the answer arriving shifts nothing. */
export const chartBox = style({
  position: 'relative',
  ...outlinedBox,
  padding: vars.space.sm,
  overflow: 'hidden',
  background: vars.color.surface,
});
export const decadeBox = style([chartBox, { height: '300px' }]);
export const placeBox = style([chartBox, { height: '440px' }]);
export const publisherBox = style([chartBox, { height: '380px' }]);
export const chartMessage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  height: '100%',
  margin: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
});
export const figure = style({ margin: 0 });
export const svg = style({ display: 'block', overflow: 'visible' });

export const catalogueBar = style({ fill: vars.color.accent });
export const editionBar = style({ fill: vars.color.borderStrong });
export const emptyCell = style({ fill: vars.color.surfaceMuted });
export const heatCell = style({ fill: vars.color.accent });
export const barLink = style({ cursor: 'pointer', outline: 'none' });
/** The ring a focused bar shows: the whole band, so an empty decade shows focus too. */
export const hitArea = style({ fill: 'transparent', stroke: 'none' });
globalStyle(`${barLink}:focus-visible ${hitArea}`, {
  stroke: vars.color.focus,
  strokeWidth: 3,
});
globalStyle(`${barLink}:hover ${hitArea}`, { fill: 'rgba(0, 0, 0, 0.05)' });
export const label = style({ fill: vars.color.text, fontSize: vars.fontSize.sm });
export const countLabel = style({ fill: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const axisLine = style({ stroke: vars.color.borderStrong });
export const tick = style({ stroke: vars.color.borderStrong });
export const tickLabel = style({ fill: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const swatch = style({
  display: 'inline-block',
  width: '12px',
  height: '12px',
  borderRadius: vars.radius.sm,
});
export const catalogueSwatch = style([swatch, { background: vars.color.accent }]);
export const editionSwatch = style([swatch, { background: vars.color.borderStrong }]);

export const tableDisclosure = style({ minWidth: 0 });
export const tableSummary = style({
  cursor: 'pointer',
  width: 'fit-content',
  color: vars.color.text,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const tableScroll = style({
  overflowX: 'auto',
  maxWidth: '100%',
  marginTop: vars.space.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const table = style({
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.xs } },
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});
export const numberCell = style({});
globalStyle(`${table} ${numberCell}`, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
