import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from './theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });

/** Modals sit at the popover level so that a Select inside a dialog opens above it. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.popover,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} 120ms ease-in reverse forwards` },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } },
    },
  },
});

export const modal = style({
  width: '100%',
  maxWidth: '480px',
  maxHeight: '100%',
  overflow: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${rise} 180ms ease-out` },
  },
  '@media': {
    [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const message = style({ margin: 0 });
