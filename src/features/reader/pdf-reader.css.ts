import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingInset, outlinedBox, visuallyHiddenRule } from '@/ui/style-helpers.ts';
import { media, vars } from '@/ui/theme.css.ts';

/** The reader's box: tall enough to read a page, never taller than the window. */
export const reader = style({
  display: 'flex',
  flexDirection: 'column',
  height: 'min(85vh, 1100px)',
  minHeight: '420px',
  minWidth: 0,
  ...outlinedBox,
  background: vars.color.surface,
  overflow: 'hidden',
  // Brought into view below the site's sticky header, not under it.
  scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.sm})`,
  '@media': { [media.mobile]: { height: '80vh', minHeight: '360px' } },
  selectors: {
    '&:fullscreen': { height: '100vh', border: 'none', borderRadius: 0 },
  },
});

/** Where the Fullscreen API is missing or refused: the reader laid over the window. */
export const fallbackFullScreen = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  height: '100dvh',
  minHeight: 0,
  border: 'none',
  borderRadius: 0,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const separator = style({
  width: '1px',
  alignSelf: 'stretch',
  marginInline: vars.space.xxs,
  background: vars.color.border,
});

export const zoomLevel = style({
  minWidth: '3.5em',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const downloadLink = style({ color: vars.color.text });

/** Fit to width and fit page show which of them is on. */
export const toggle = style({
  selectors: {
    '&[data-selected]': {
      background: vars.color.surfaceMuted,
      boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
    },
  },
});

export const pageGroup = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const pageInput = style({ width: '4.5rem' });
globalStyle(`${pageInput} input`, { textAlign: 'center', fontVariantNumeric: 'tabular-nums' });

export const find = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  flex: '1 1 18rem',
  minWidth: 0,
  '@media': { [media.desktop]: { justifyContent: 'flex-end' } },
});

export const findField = style({ flex: '1 1 10rem', maxWidth: '22rem' });

export const findStatus = style({
  minWidth: '7em',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const body = style({ position: 'relative', display: 'flex', flex: 1, minHeight: 0 });

export const thumbnails = style({
  position: 'relative',
  flexShrink: 0,
  width: '140px',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.sm,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    // On phones the strip lies over the pages instead of taking their width.
    [media.mobile]: {
      position: 'absolute',
      insetBlock: 0,
      insetInlineStart: 0,
      zIndex: 2,
      width: '120px',
      boxShadow: vars.shadow.md,
    },
  },
  selectors: { '&[hidden]': { display: 'none' } },
});

export const thumbnailList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumbnailButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  width: '100%',
  padding: vars.space.xs,
  border: '2px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { borderColor: vars.color.accent, fontWeight: 700 },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const thumbnailCanvas = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  background: vars.color.surfaceMuted,
  boxShadow: vars.shadow.sm,
  selectors: { '&[data-rendered]': { background: '#ffffff' } },
});

export const stage = style({ position: 'relative', flex: 1, minWidth: 0 });

/** pdf.js's scroll box: it must be absolutely positioned (the viewer checks). */
export const viewerContainer = style({
  position: 'absolute',
  inset: 0,
  overflow: 'auto',
  background: vars.color.surfaceMuted,
  selectors: { '&:focus-visible': focusRingInset },
});

// pdf.js sizes a page's box without its border (the shadow around it); the application's global
// border-box would shrink the drawn page inside that border, and the text layer, sized on its
// own, would drift off the words a little more with every line.
globalStyle(`${viewerContainer} .page`, { boxSizing: 'content-box' });

// The hits in the colours of the application: amber for every hit, the accent red for the current one.
globalStyle(`${viewerContainer} .textLayer .highlight`, {
  vars: {
    '--highlight-bg-color': 'rgb(255 190 0 / 0.45)',
    '--highlight-selected-bg-color': 'rgb(179 18 28 / 0.4)',
  },
  '@media': {
    // pdf.js's own choice in forced colours (an inverting filter instead of a colour) stays.
    'screen and (forced-colors: active)': {
      vars: { '--highlight-bg-color': 'transparent', '--highlight-selected-bg-color': 'transparent' },
    },
  },
});

export const pagePlaceholder = style({
  width: 'min(70%, 420px)',
  aspectRatio: '2 / 3',
  maxHeight: '80%',
});

export const errorText = style({ margin: 0, color: vars.color.text, fontWeight: 600 });

export const visuallyHidden = style(visuallyHiddenRule);

/**
 * Over the pages while pdf.js starts: the opening page's image (page-placeholder.tsx). It lets
 * the pointer through, and it has a scrollbar where pdf.js's scroll box will have one (the
 * pages overflow it), so the two measure the same width.
 */
export const placeholderLayer = style({
  position: 'absolute',
  inset: 0,
  overflowX: 'hidden',
  overflowY: 'scroll',
  pointerEvents: 'none',
  selectors: { '&[data-shown]': { background: vars.color.surfaceMuted } },
});

/**
 * The layer's content, exactly its size, clipping the page image: the layer keeps its scrollbar
 * but has nothing to scroll, for a scroll box nobody can reach with the keyboard is an
 * accessibility fault (axe's scrollable-region-focusable).
 */
export const placeholderClip = style({ position: 'absolute', inset: 0, overflow: 'hidden' });

/** A page as pdf.js draws one: white, its box placed and sized by the component. */
export const placeholderPage = style({
  position: 'absolute',
  display: 'block',
  background: '#ffffff',
  opacity: 0,
  selectors: { [`${placeholderLayer}[data-shown] &`]: { opacity: 1 } },
});
