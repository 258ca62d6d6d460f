import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from './style-helpers.ts';
import { media, vars } from './theme.css.ts';

const filled = (background: string, hover: string, color: string) => ({
  background,
  color,
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: hover },
  },
});

const variant = {
  primary: filled(vars.color.primary, vars.color.primaryHover, vars.color.onPrimary),
  accent: filled(vars.color.accent, vars.color.accentHover, vars.color.onAccent),
  danger: filled(vars.color.danger, vars.color.accentHover, vars.color.onAccent),
  secondary: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.surfaceMuted } },
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
    '&[data-pressed]': { transform: 'translateY(1px)' },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-pending]': { cursor: 'progress' },
  },
} as const;

export const button = recipe({
  base: { ...base, borderRadius: vars.radius.md },
  variants: {
    variant,
    size: {
      sm: {
        minHeight: '32px',
        paddingInline: vars.space.sm,
        fontSize: vars.fontSize.sm,
        '@media': { [media.mobile]: { minHeight: '40px' } },
      },
      md: { minHeight: '40px', paddingInline: vars.space.md, fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export const iconButton = recipe({
  base: { ...base, padding: 0, flexShrink: 0 },
  variants: {
    variant,
    shape: {
      round: { borderRadius: vars.radius.round },
      square: { borderRadius: vars.radius.md },
    },
    size: {
      sm: {
        width: '32px',
        height: '32px',
        '@media': { [media.mobile]: { width: '40px', height: '40px' } },
      },
      md: { width: '40px', height: '40px' },
      lg: { width: '48px', height: '48px' },
    },
  },
  defaultVariants: { variant: 'ghost', shape: 'round', size: 'md' },
});

/** The label stays in the accessibility tree while the spinner covers it. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '[data-pending] > &': { opacity: 0 } },
});
