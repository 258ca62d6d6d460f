import { style } from '@vanilla-extract/css';
import { plainList } from '@/ui/style-helpers.ts';
import { media, vars } from '@/ui/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '80ch' });

/** The two pickers with the swap button between them; under one another on a phone. */
export const pickers = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)' } },
});
export const picker = style({ minWidth: 0 });
export const swap = style({ justifySelf: 'center' });

export const explanation = style({
  margin: 0,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceMuted,
  maxWidth: '80ch',
});
export const muted = style({ margin: 0, color: vars.color.textMuted });

/** The readers: side by side from tablet width, stacked on a phone. */
export const readers = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const readerPane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' },
    '&:focus': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' },
  },
});
export const readerHeading = style({ margin: 0, fontSize: vars.fontSize.md });
export const readerEdition = style({ fontWeight: 'normal', color: vars.color.textMuted });

export const comparison = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});
export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const listHeading = style({ margin: 0, fontSize: vars.fontSize.md });
export const filter = style({ maxWidth: '30rem' });
export const groups = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const entries = style({ ...plainList, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'baseline',
  paddingBlock: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const entryNumber = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
  whiteSpace: 'nowrap',
});
export const entryText = style({ overflowWrap: 'anywhere' });
export const entryPages = style({ display: 'flex', gap: vars.space.xs, whiteSpace: 'nowrap' });
