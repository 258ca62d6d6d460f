import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from './theme.css.ts';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateX(16px)' } });

export const region = style({
  position: 'fixed',
  top: vars.space.md,
  right: vars.space.md,
  zIndex: vars.zIndex.notification,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(360px, calc(100vw - 32px))',
  pointerEvents: 'none',
});

// Plain classes, not a recipe: the region is part of every page's frame.
const toastBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.xs} ${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '6px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  pointerEvents: 'auto',
  animation: `${slideIn} 180ms ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const toast = styleVariants({
  error: [toastBase, { borderLeftColor: vars.color.danger }],
  success: [toastBase, { borderLeftColor: vars.color.success }],
  info: [toastBase, { borderLeftColor: vars.color.primary }],
});

export const content = style({ flex: 1, minWidth: 0, paddingBlock: vars.space.xs, overflowWrap: 'anywhere' });

export const title = style({ margin: 0, fontWeight: 600 });

export const message = style({
  margin: `${vars.space.xxs} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
