import { style } from '@vanilla-extract/css';
import { control } from './field.css.ts';
import { vars } from './theme.css.ts';

export const group = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style([
  control,
  {
    paddingInlineStart: '36px',
    paddingInlineEnd: '44px',
    selectors: {
      // The browser's own clear button would duplicate ours.
      '&::-webkit-search-cancel-button': { display: 'none' },
      '&::-webkit-search-decoration': { display: 'none' },
    },
  },
]);

export const clearButton = style({
  selectors: {
    [`${group} &`]: { position: 'absolute', insetInlineEnd: vars.space.xxs },
    '[data-empty] &': { display: 'none' },
  },
});
