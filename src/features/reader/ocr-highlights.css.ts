import { style } from '@vanilla-extract/css';

/** Over the pages, scrolled with them, never in the way of a click or a text selection. */
export const layer = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: 0,
  height: 0,
  pointerEvents: 'none',
});

/** A found word on a scanned page: the amber of pdf.js's own hits (pdf-reader.css.ts). */
export const box = style({
  position: 'absolute',
  background: 'rgb(255 190 0 / 0.45)',
  mixBlendMode: 'multiply',
  borderRadius: 2,
  '@media': {
    // Colours are the system's in forced colours: an outline stays visible where a fill would not.
    'screen and (forced-colors: active)': { background: 'transparent', outline: '2px solid Highlight' },
  },
});
