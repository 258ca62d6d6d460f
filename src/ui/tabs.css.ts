import { style } from '@vanilla-extract/css';
import { focusRing, focusRingInset } from './style-helpers.ts';
import { media, vars } from './theme.css.ts';

export const tabs = style({ display: 'flex', flexDirection: 'column', maxWidth: '100%', minWidth: 0 });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  maxWidth: '100%',
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  minHeight: '40px',
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontWeight: 500,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  boxShadow: 'inset 0 -3px 0 transparent',
  transition: 'color 120ms, box-shadow 120ms',
  '@media': { [media.reducedMotion]: { transition: 'none' }, [media.mobile]: { minHeight: '44px' } },
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[data-selected]': {
      color: vars.color.text,
      fontWeight: 700,
      boxShadow: `inset 0 -3px 0 ${vars.color.accent}`,
    },
    '&[data-focus-visible]': focusRingInset,
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const tabPanel = style({
  paddingBlock: vars.space.md,
  selectors: { '&[data-focus-visible]': focusRing },
});
