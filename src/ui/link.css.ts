import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from './style-helpers.ts';
import { media, vars } from './theme.css.ts';

export const link = recipe({
  base: {
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { cursor: 'default', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      /** In running text: accent red, underlined. */
      inline: {
        color: vars.color.accent,
        textDecoration: 'underline',
        textUnderlineOffset: '0.15em',
        selectors: {
          '&[data-hovered]': { color: vars.color.accentHover, textDecorationThickness: '2px' },
        },
      },
      /** In navigation bars: the current page is marked by a red bar and weight, not by colour alone. */
      nav: {
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
          '&[data-hovered]': { background: vars.color.surfaceMuted },
          '&[data-current], &[aria-current]': {
            fontWeight: 700,
            boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
          },
        },
        '@media': { [media.mobile]: { minHeight: '44px' } },
      },
      /** No decoration: for cards and blocks that are links as a whole. */
      plain: { color: 'inherit', textDecoration: 'none' },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export const externalIcon = style({ marginInlineStart: '0.25em', verticalAlign: '-0.1em' });
