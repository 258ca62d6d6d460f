import { globalStyle, style } from '@vanilla-extract/css';
import { card } from '@/components/lists.css.ts';
import { plainList } from '@/ui/style-helpers.ts';
import { vars } from '@/ui/theme.css.ts';

export const hit = style([card]);
export const matches = style({
  ...plainList,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const match = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
});
export const snippet = style({ color: vars.color.text, overflowWrap: 'anywhere', minWidth: 0 });
globalStyle(`${snippet} mark`, { background: '#fde9a9', color: 'inherit', padding: '0 1px' });
export const more = style({
  alignSelf: 'flex-start',
  background: 'none',
  border: 0,
  padding: 0,
  color: vars.color.accent,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
});
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
