import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from './style-helpers.ts';
import { media, vars } from './theme.css.ts';

/**
 * react-aria's buttons (`data-rac`) say hovered and pressed with data attributes; the plain
 * elements drawn as buttons (plain-button.tsx, a link with a button's look) use the pseudo-classes.
 */
const plain = '&:not([data-rac])';

const hovered = (background: string) => ({
  selectors: { [`&[data-hovered], &[data-pressed], ${plain}:active`]: { background } },
  '@media': { [media.hover]: { selectors: { [`${plain}:hover`]: { background } } } },
});

const filled = (background: string, hover: string, color: string) => ({
  background,
  color,
  ...hovered(hover),
});

const variant = {
  primary: filled(vars.color.primary, vars.color.primaryHover, vars.color.onPrimary),
  accent: filled(vars.color.accent, vars.color.accentHover, vars.color.onAccent),
  danger: filled(vars.color.danger, vars.color.accentHover, vars.color.onAccent),
  secondary: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    ...hovered(vars.color.surfaceMuted),
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    ...hovered(vars.color.surfaceMuted),
  },
};

const base = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  fontFamily: 'inherit',
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 120ms, border-color 120ms, color 120ms',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  selectors: {
    '&[data-focus-visible]': focusRing,
    [`&[data-pressed], ${plain}:active`]: { transform: 'translateY(1px)' },
    '&[data-disabled], &:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-pending]': { cursor: 'progress' },
  },
} as const;

/*
 * The looks of the kit's buttons as plain classes. The recipes of react-aria's buttons
 * (button.css.ts) compose them; the plain elements of every page's frame (plain-button.tsx,
 * link.tsx) join them with `cx` and so need no recipe code in the first page's chunk.
 */
const look = style(base);
export const buttonBase = style([look, { borderRadius: vars.radius.md }]);
export const iconButtonBase = style([look, { padding: 0, flexShrink: 0 }]);
export const buttonVariant = styleVariants(variant);
export const buttonSize = styleVariants({
  sm: {
    minHeight: '32px',
    paddingInline: vars.space.sm,
    fontSize: vars.fontSize.sm,
    '@media': { [media.mobile]: { minHeight: '40px' } },
  },
  md: { minHeight: '40px', paddingInline: vars.space.md, fontSize: vars.fontSize.md },
});
export const iconButtonShape = styleVariants({
  round: { borderRadius: vars.radius.round },
  square: { borderRadius: vars.radius.md },
});
export const iconButtonSize = styleVariants({
  sm: {
    width: '32px',
    height: '32px',
    '@media': { [media.mobile]: { width: '40px', height: '40px' } },
  },
  md: { width: '40px', height: '40px' },
  lg: { width: '48px', height: '48px' },
});

/** The label stays in the accessibility tree while the spinner covers it. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '[data-pending] > &': { opacity: 0 } },
});
