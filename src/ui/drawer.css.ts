import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from './theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' } });

const noMotion = {
  [media.reducedMotion]: { selectors: { '&[data-entering], &[data-exiting]': { animation: 'none' } } },
};

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.popover,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 200ms ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} 180ms ease-in reverse forwards` },
  },
  '@media': noMotion,
});

const slide = (frames: string) => ({
  selectors: {
    '&[data-entering]': { animation: `${frames} 220ms ease-out` },
    '&[data-exiting]': { animation: `${frames} 180ms ease-in reverse forwards` },
  },
});

export const panel = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    display: 'flex',
    flexDirection: 'column',
    width: 'min(320px, 88vw)',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    '@media': noMotion,
  },
  variants: {
    side: {
      left: [{ left: 0 }, slide(fromLeft)],
      right: [{ right: 0 }, slide(fromRight)],
    },
  },
  defaultVariants: { side: 'left' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.layout.headerHeight,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ flex: 1, margin: 0, fontSize: vars.fontSize.lg });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.md,
});

export const closeButton = style({ marginInlineStart: 'auto' });
