import { globalStyle, style } from '@vanilla-extract/css';
import { outlinedBox } from '@/ui/style-helpers.ts';
import { vars } from '@/ui/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});

export const back = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: 1.2 });

/**
 * The viewer takes the window's height below the site's header, breadcrumb and the page's own
 * bar, and ends above the floating collection and sign-in buttons.
 */
export const stage = style({
  position: 'relative',
  height: `max(420px, calc(100dvh - ${vars.layout.headerHeight} - 14rem))`,
  ...outlinedBox,
  overflow: 'hidden',
});

/** Mirador lays itself out in an absolutely placed box that fills its element. */
export const viewer = style({ position: 'absolute', inset: 0 });
// Mirador's workspace fills its element (its own style says 100% of a height it does not set).
globalStyle(`${viewer} > *`, { height: '100%' });
