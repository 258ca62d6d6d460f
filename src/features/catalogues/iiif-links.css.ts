import { style } from '@vanilla-extract/css';
import { focusRing } from '@/ui/style-helpers.ts';
import { vars } from '@/ui/theme.css.ts';

export const iiif = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.md}`,
});

export const logoLink = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  cursor: 'grab',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
  },
});

/** The address itself, to read or select by hand where copying is refused. */
export const manifestUrl = style({
  flexBasis: '100%',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const status = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&:empty': { display: 'none' } },
});
