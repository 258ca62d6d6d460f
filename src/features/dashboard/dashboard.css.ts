import { style } from '@vanilla-extract/css';
import { initialsBadge, plainList } from '@/ui/style-helpers.ts';
import { media, vars } from '@/ui/theme.css.ts';

export const layout = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: '260px 1fr' } },
});

export const sidebar = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  '@media': { [media.mobile]: { display: 'none' } },
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const user = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const initials = style(initialsBadge);

export const navList = style({
  ...plainList,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const navLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover, &[data-hovered]': { background: 'rgba(255, 255, 255, 0.12)' },
    '&[aria-current="page"], &[data-status="active"]': {
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
      fontWeight: 600,
    },
  },
});

export const drawerNavLink = style([navLink, { color: vars.color.text }]);

export const content = style({ padding: vars.space.lg, minWidth: 0 });
export const siteLink = style({ color: 'inherit', fontSize: vars.fontSize.sm });
