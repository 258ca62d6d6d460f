import { style } from '@vanilla-extract/css';
import { control } from './field.css.ts';
import { vars } from './theme.css.ts';

export const trigger = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-pressed]': { background: vars.color.surfaceMuted },
      '[data-invalid] > &': { borderColor: vars.color.danger },
    },
  },
]);

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted });
