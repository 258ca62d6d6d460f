import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from './style-helpers.ts';
import { media, vars } from './theme.css.ts';

// Plain classes, not a recipe: links are on every page, and joining classes needs no code.
const base = style({
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { cursor: 'default', opacity: 0.6 },
  },
});

export const link = styleVariants({
  /** In running text: accent red, underlined. */
  inline: [
    base,
    {
      color: vars.color.accent,
      textDecoration: 'underline',
      textUnderlineOffset: '0.15em',
      '@media': {
        [media.hover]: {
          selectors: { '&:hover': { color: vars.color.accentHover, textDecorationThickness: '2px' } },
        },
      },
    },
  ],
  /** In navigation bars: the current page is marked by a red bar and weight, not by colour alone. */
  nav: [
    base,
    {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xs,
      minHeight: '40px',
      paddingInline: vars.space.sm,
      color: vars.color.text,
      fontWeight: 500,
      textDecoration: 'none',
      boxShadow: 'inset 0 -3px 0 transparent',
      selectors: {
        '&[data-current], &[aria-current]': {
          fontWeight: 700,
          boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
        },
      },
      '@media': {
        [media.mobile]: { minHeight: '44px' },
        [media.hover]: { selectors: { '&:hover': { background: vars.color.surfaceMuted } } },
      },
    },
  ],
  /** No decoration: for cards and blocks that are links as a whole. */
  plain: [base, { color: 'inherit', textDecoration: 'none' }],
});

export const externalIcon = style({ marginInlineStart: '0.25em', verticalAlign: '-0.1em' });
