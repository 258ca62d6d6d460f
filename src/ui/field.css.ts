import { style } from '@vanilla-extract/css';
import { focusRing } from './style-helpers.ts';
import { vars } from './theme.css.ts';

/** Shared by every form field of the kit: the column, its label, help and error texts. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: 500,
});

/** Text inputs and select triggers: a 40 px box with a 3:1 border. */
export const control = style({
  width: '100%',
  minHeight: '40px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-focused], &[data-focus-visible]': {
      ...focusRing,
      outlineOffset: '0',
      borderColor: vars.color.primary,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceMuted, cursor: 'not-allowed', opacity: 0.7 },
  },
});
