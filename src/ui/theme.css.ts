import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

/**
 * The one theme of the application: primary dark grey and accent red (spec section 9), a warm
 * paper tone for surfaces, a serif for headings as in the catalogues themselves. Every colour pair
 * used for text meets WCAG AA contrast (4.5:1) against the surfaces it sits on.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    primary: '#2e2e2e',
    primaryHover: '#1a1a1a',
    onPrimary: '#ffffff',
    accent: '#b3121c',
    accentHover: '#8e0e16',
    onAccent: '#ffffff',
    text: '#1f1f1f',
    textMuted: '#595959',
    surface: '#ffffff',
    surfaceMuted: '#f5f3ef',
    surfaceRaised: '#ffffff',
    border: '#d4cfc7',
    borderStrong: '#8a847b',
    focus: '#b3121c',
    success: '#1d6b36',
    danger: '#b3121c',
    overlay: 'rgba(20, 20, 20, 0.45)',
    skeleton: '#e6e2dc',
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '40px',
    xxl: '64px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'Georgia, "Times New Roman", Times, serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.625rem',
    xxl: '2.25rem',
  },
  radius: { sm: '3px', md: '6px', lg: '12px', round: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.12)',
    md: '0 4px 14px rgba(0, 0, 0, 0.16)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.22)',
  },
  zIndex: { header: '10', drawer: '40', widget: '50', popover: '60', overlay: '70', notification: '80' },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
});

/** Breakpoints, in one place: phones from 320 px, tablets, desktops. */
export const media = {
  mobile: 'screen and (max-width: 767px)',
  desktop: 'screen and (min-width: 768px)',
  wide: 'screen and (min-width: 1200px)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** A pointer that hovers (not a touch screen, where a hover style would stick after a tap). */
  hover: '(hover: hover)',
} as const;

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.surface,
});
globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: 1.2, fontWeight: 600 });
globalStyle('a', { color: vars.color.accent });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('img', { maxWidth: '100%' });
