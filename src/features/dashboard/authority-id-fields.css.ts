import { style } from '@vanilla-extract/css';
import { outlinedBox } from '@/ui/style-helpers.ts';
import { vars } from '@/ui/theme.css.ts';

/** The authority identifiers of the publisher and holder forms, as one bordered group. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  ...outlinedBox,
  minWidth: 0,
});
export const title = style({
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.lg,
  fontFamily: vars.font.heading,
  fontWeight: 600,
});
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
