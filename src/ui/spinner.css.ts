import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from './theme.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '50%': { opacity: 0.4 } });

// Plain classes, not a recipe: the page's loading overlay shows a spinner before any other code.
export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [media.reducedMotion]: { animation: `${pulse} 2s ease-in-out infinite` } },
});

export const spinnerSize = styleVariants({
  sm: { width: '16px', height: '16px' },
  md: { width: '24px', height: '24px' },
  lg: { width: '48px', height: '48px', borderWidth: '4px' },
});

export const spinnerCentered = style({ position: 'absolute', inset: 0, margin: 'auto' });
