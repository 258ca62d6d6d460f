import { keyframes, style } from '@vanilla-extract/css';
import { focusRingInset, outlinedBox } from './style-helpers.ts';
import { media, vars } from './theme.css.ts';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' } });
const disappear = keyframes({ to: { opacity: 0 } });

/** The floating surface of popovers, menus and select lists. */
export const popover = style({
  zIndex: vars.zIndex.popover,
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  ...outlinedBox,
  boxShadow: vars.shadow.md,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${appear} 120ms ease-out` },
    '&[data-exiting]': { animation: `${disappear} 100ms ease-in forwards` },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
    },
  },
});

/** A popover holding a dialog with free content (the login form). */
export const dialog = style({
  padding: vars.space.md,
  outline: 'none',
  width: 'min(320px, calc(100vw - 16px))',
});

export const dialogTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
});

/** A list inside a popover (menu, listbox). */
export const list = style({
  padding: vars.space.xs,
  outline: 'none',
  maxHeight: 'inherit',
  overflow: 'auto',
});

/** One row of a menu or listbox. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  '@media': { [media.mobile]: { minHeight: '44px' } },
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': focusRingInset,
    '&[data-selected]': { fontWeight: 600 },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default', background: 'transparent' },
  },
});

/** The check mark of a selected item; it keeps its space when hidden so labels line up. */
export const itemCheck = style({
  flexShrink: 0,
  visibility: 'hidden',
  selectors: { [`${item}[data-selected] &`]: { visibility: 'visible' } },
});
