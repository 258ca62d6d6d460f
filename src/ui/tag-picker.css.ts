import { style } from '@vanilla-extract/css';
import { focusRing } from './style-helpers.ts';
import { vars } from './theme.css.ts';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'default',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const tagText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.border },
    '&[data-focus-visible]': focusRing,
  },
});
