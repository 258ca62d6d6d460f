import { style } from '@vanilla-extract/css';
import { focusRing, toggleControlRule } from './style-helpers.ts';
import { media, vars } from './theme.css.ts';

export const switchRoot = style(toggleControlRule);

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '40px',
  height: '24px',
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: 'background-color 150ms, border-color 150ms',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  selectors: {
    [`${switchRoot}[data-hovered] &`]: { borderColor: vars.color.primary },
    [`${switchRoot}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '16px',
  height: '16px',
  borderRadius: '50%',
  background: vars.color.borderStrong,
  transition: 'transform 150ms, background-color 150ms',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(16px)', background: vars.color.onPrimary },
  },
});
