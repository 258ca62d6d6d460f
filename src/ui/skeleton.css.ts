import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from './theme.css.ts';

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%' });

export const block = style({
  display: 'block',
  width: '100%',
  height: '1em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.surface} 50%, transparent 100%)`,
  backgroundSize: '200% 100%',
  backgroundRepeat: 'no-repeat',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none', backgroundImage: 'none' } },
  selectors: {
    // The last of several lines is shorter, as text usually is.
    [`${lines} > &:last-child:not(:first-child)`]: { width: '60%' },
  },
});
