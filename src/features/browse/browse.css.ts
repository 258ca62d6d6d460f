import { style } from '@vanilla-extract/css';
import { plainList } from '@/ui/style-helpers.ts';
import { media, vars } from '@/ui/theme.css.ts';

export const home = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const homeTitle = style({ fontSize: vars.fontSize.xxl, margin: 0 });
export const homeIntro = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: '65ch',
  margin: 0,
});

export const entries = style({
  ...plainList,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' } },
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  background: vars.color.surface,
  selectors: { '&:hover, &[data-hovered]': { boxShadow: vars.shadow.md } },
});

export const entryLabel = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
});
export const entryCount = style({ color: vars.color.textMuted });
