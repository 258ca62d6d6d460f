import { media, vars } from './theme.css.ts';

/**
 * Plain style fragments shared by the `.css.ts` files of the kit. They hold no vanilla-extract
 * calls, so any stylesheet can spread them into a rule.
 */

/** The visible keyboard focus indicator: a 2 px accent-red ring. */
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

/** The same ring drawn inside the element, for items in lists and tab bars that clip overflow. */
export const focusRingInset = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '-2px',
} as const;

/** Hides content visually while keeping it in the accessibility tree. */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** The label-and-control row of a checkbox, switch or radio: a 40 px touch target on phones. */
export const toggleControlRule = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  '@media': { [media.mobile]: { minHeight: '40px' } },
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
} as const;

/** A list without bullets or indentation: the rows and grids of cards, chips and links. */
export const plainList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;

/** A bordered, rounded box: panels, query builders, drop zones. */
export const outlinedBox = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
} as const;

/** A round 40 px badge with a person's initials: the signed-in account. */
export const initialsBadge = {
  width: '40px',
  height: '40px',
  flexShrink: 0,
  borderRadius: vars.radius.round,
  background: vars.color.accent,
  color: vars.color.onAccent,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 700,
} as const;
