import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css.ts';

export const errorPage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
});
