import { style } from '@vanilla-extract/css';
import { outlinedBox } from '@/ui/style-helpers.ts';
import { vars } from '@/ui/theme.css.ts';

export const sections = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const dangerZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  maxWidth: '44rem',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const editionList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const edition = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  ...outlinedBox,
});

export const editionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const editionHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
});

export const factTerm = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const factValue = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const files = style({
  display: 'grid',
  alignItems: 'start',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});

export const fileBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const fileHeading = style({ margin: 0, fontSize: vars.fontSize.md });
export const fileText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const fileError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: 500,
});
/** What staff should know about a stored file, e.g. that the search cannot find its text. */
export const fileNotice = style({
  margin: 0,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.danger}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const progressRow = style({ alignSelf: 'stretch' });

export const cover = style({
  width: '96px',
  height: '128px',
  objectFit: 'contain',
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const editionForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '44rem',
});

export const headerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** The EDTF correction and its reset, side by side where there is room. */
export const dateCorrection = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

/** A date the normaliser cannot read: a warning, set apart from the hint, not an error. */
export const dateWarning = style({
  display: 'block',
  marginTop: vars.space.xs,
  paddingLeft: vars.space.xs,
  borderLeft: `3px solid ${vars.color.accent}`,
  color: vars.color.text,
  fontWeight: 600,
});
