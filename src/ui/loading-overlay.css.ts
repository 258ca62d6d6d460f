import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from './theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.overlay,
  color: vars.color.onPrimary,
  cursor: 'progress',
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
