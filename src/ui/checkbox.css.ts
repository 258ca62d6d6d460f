import { style } from '@vanilla-extract/css';
import { focusRing, toggleControlRule } from './style-helpers.ts';
import { media, vars } from './theme.css.ts';

export const checkbox = style(toggleControlRule);

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  transition: 'background-color 120ms, border-color 120ms',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.primary },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-pressed] &`]: { borderColor: vars.color.primaryHover },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
  },
});
