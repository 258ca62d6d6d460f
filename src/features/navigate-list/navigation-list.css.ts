import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, focusRingInset, outlinedBox } from '@/ui/style-helpers.ts';
import { media, vars } from '@/ui/theme.css.ts';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '65ch' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const filterField = style({ flex: '1 1 16rem', maxWidth: '28rem' });

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Below this width the columns stop shrinking and the table scrolls sideways inside its own box. */
const tableMinWidth = '38rem';

/** The table's own scroll box, so 10,000 rows scroll inside it and the page never gets wider than the screen. */
export const scroller = style({
  height: 'min(70vh, 720px)',
  minHeight: '280px',
  overflow: 'auto',
  overscrollBehavior: 'contain',
  ...outlinedBox,
  background: vars.color.surface,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  minWidth: tableMinWidth,
  // Fixed column widths: the widths must not change as other rows scroll into view.
  tableLayout: 'fixed',
  // Separate borders: collapsed ones would scroll away from the sticky header.
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
});

export const columnWidths = styleVariants({
  title: { width: '42%' },
  publishers: { width: '26%' },
  places: { width: '22%' },
  year: { width: '5rem' },
});

export const head = style({ position: 'sticky', top: 0, zIndex: 1 });

export const headerCell = style({
  padding: 0,
  background: vars.color.surfaceMuted,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
  textAlign: 'start',
  verticalAlign: 'bottom',
});

export const sortButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '44px',
  padding: vars.space.sm,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.skeleton },
    '&[data-focus-visible]': focusRingInset,
  },
});

const sortIcon = style({ flexShrink: 0, color: vars.color.accent });
export const sortIconAscending = style([sortIcon, { transform: 'rotate(180deg)' }]);
export const sortIconDescending = sortIcon;
/** Unsorted columns keep the icon's room, so a label does not shift when the sort moves to it. */
export const sortIconHidden = style([sortIcon, { visibility: 'hidden' }]);

/**
 * Every body row has this height, in rem so it follows the reader's text size: the table places
 * row n at n heights without measuring a row (measuring made the virtualizer place all 100,000s
 * of rows again after each one). A cell shows at most `linesPerCell` lines; the padding, the lines
 * and the 1px border fit inside it.
 */
export const rowHeightRem = 3.5;
const linesPerCell = 2;
const cellPaddingRem = 0.5;
const cellLineHeight = 1.35;

export const bodyRow = style({ height: `${rowHeightRem}rem` });

export const spacerRow = style({});
globalStyle(`${spacerRow} > td`, { padding: 0, border: 'none' });

export const cell = style({
  padding: `${cellPaddingRem}rem`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  lineHeight: cellLineHeight,
  selectors: { [`${bodyRow}:hover &`]: { background: vars.color.surfaceMuted } },
});

/**
 * A cell's text, cut after `linesPerCell` lines with an ellipsis so the row keeps its height.
 * Screen readers still read all of it; the title link shows the whole title on hover.
 */
export const clampedText = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: linesPerCell,
  overflow: 'hidden',
});

export const yearCell = style([cell, { fontVariantNumeric: 'tabular-nums' }]);

export const empty = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted });

export const problem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  ...outlinedBox,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});
