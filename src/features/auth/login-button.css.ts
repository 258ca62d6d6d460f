import { style } from '@vanilla-extract/css';
import { initialsBadge } from '@/ui/style-helpers.ts';
import { vars } from '@/ui/theme.css.ts';

export const trigger = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.widget,
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 700,
  cursor: 'pointer',
  // Transparent until hovered or focused (spec section 2), so it does not cover the page.
  opacity: 0.35,
  transition: 'opacity 150ms',
  selectors: {
    '&[data-hovered], &[data-focus-visible], &[data-pressed], &[aria-expanded="true"]': { opacity: 1 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/**
 * The plain button that stands in until the menu's code has arrived: the same states, from the
 * browser's pseudo-classes instead of react-aria's attributes (hover only where a pointer hovers).
 */
export const placeholderTrigger = style({
  selectors: {
    '&:focus-visible, &:active': { opacity: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { '(hover: hover)': { selectors: { '&:hover': { opacity: 1 } } } },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: 'min(300px, 80vw)',
});
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
export const error = style({ color: vars.color.danger, margin: 0 });
export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const initials = style(initialsBadge);
export const accountText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
