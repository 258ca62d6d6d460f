import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const page = style({ paddingBlock: vars.space.lg });

export const section = style({
  paddingBlock: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const narrow = style({ width: '100%', maxWidth: '360px' });

export const iconTile = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '96px',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
