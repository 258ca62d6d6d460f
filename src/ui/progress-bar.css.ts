import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from './theme.css.ts';

const fadeOut = keyframes({ to: { opacity: 0 } });

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.notification,
  height: '3px',
  pointerEvents: 'none',
});

/**
 * The fill advances towards 90 % over the expected duration with an ease-out transition, then
 * jumps to 100 % and fades when the work is done.
 */
export const fill = style({
  height: '100%',
  background: vars.color.accent,
  transformOrigin: 'left',
  transform: 'scaleX(0)',
  selectors: {
    '[data-phase="running"] > &': {
      transform: 'scaleX(0.9)',
      transitionProperty: 'transform',
      transitionTimingFunction: 'cubic-bezier(0.1, 0.6, 0.3, 1)',
    },
    '[data-phase="done"] > &': {
      transform: 'scaleX(1)',
      transition: 'transform 150ms ease-out',
      animation: `${fadeOut} 300ms 150ms ease-in forwards`,
    },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: {
        '[data-phase] > &': { transition: 'none', animation: 'none' },
      },
    },
  },
});
