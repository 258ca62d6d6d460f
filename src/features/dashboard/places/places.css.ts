import { style } from '@vanilla-extract/css';
import { outlinedBox } from '@/ui/style-helpers.ts';
import { vars } from '@/ui/theme.css.ts';

/** A bordered part of the place form or page: the GeoNames lookup, the names, moving editions. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  ...outlinedBox,
  minWidth: 0,
});
export const panelTitle = style({
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.lg,
  fontFamily: vars.font.heading,
  fontWeight: 600,
});
export const section = style([panel, { maxWidth: '44rem' }]);
export const lookupRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
export const lookupField = style({ flex: '1 1 16rem' });
export const lookupButton = style({ marginTop: '1.55rem' });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const record = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
export const recordTerm = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const recordValue = style({ margin: 0 });
export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
