import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/**
 * A message centred over a viewer's stage while it loads or after it failed: the PDF reader's
 * pages, the hosted Mirador. The stage is its positioned parent.
 */
export const stageOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  textAlign: 'center',
});
