import { style } from '@vanilla-extract/css';
import { control } from './field.css.ts';
import { focusRing } from './style-helpers.ts';
import { vars } from './theme.css.ts';

export const group = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style([control, { paddingInlineEnd: '40px' }]);

/** The chevron that opens the suggestions, inside the input's end. */
export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
  },
});

export const empty = style({
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
