import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { visuallyHiddenRule } from './style-helpers.ts';
import { media, vars } from './theme.css.ts';

/** The page column: full width up to the layout's maximum, centred, with side padding. */
export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [media.desktop]: { paddingInline: vars.space.lg } },
});

const gap = {
  none: { gap: 0 },
  xs: { gap: vars.space.xs },
  sm: { gap: vars.space.sm },
  md: { gap: vars.space.md },
  lg: { gap: vars.space.lg },
  xl: { gap: vars.space.xl },
};

/** Children one below the other with an even gap. */
export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    gap,
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
    },
  },
  defaultVariants: { gap: 'md', align: 'stretch' },
});

/** Children side by side, wrapping onto new lines, vertically centred. */
export const cluster = recipe({
  base: { display: 'flex', flexWrap: 'wrap', alignItems: 'center' },
  variants: {
    gap,
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
  },
  defaultVariants: { gap: 'sm', justify: 'start' },
});

/** For plain elements; components use `VisuallyHidden` from `visually-hidden.tsx`. */
export const visuallyHidden = style(visuallyHiddenRule);
