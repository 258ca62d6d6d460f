import { style } from '@vanilla-extract/css';
import { media, vars } from './theme.css.ts';

export const nav = style({
  fontSize: vars.fontSize.sm,
  minHeight: '1.5em',
});

export const hiddenOnMobile = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const separator = style({ flexShrink: 0, color: vars.color.textMuted });

export const current = style({
  color: vars.color.text,
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
