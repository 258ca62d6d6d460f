import { style } from '@vanilla-extract/css';
import { focusRing, toggleControlRule } from './style-helpers.ts';
import { media, vars } from './theme.css.ts';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: {
    '[data-orientation="horizontal"] > &': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.md },
  },
});

export const radio = style(toggleControlRule);

export const circle = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: 'border-width 120ms, border-color 120ms',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.primary },
    // The thick border leaves a white dot in the middle: selected.
    [`${radio}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: '6px' },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-focus-visible] &`]: focusRing,
  },
});
