import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '@/ui/style-helpers.ts';
import { media, vars } from '@/ui/theme.css.ts';

/** The Cite dialog is wider than a question: a bibliography entry reads best on one or two lines. */
export const modal = style({ maxWidth: '760px' });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const styleList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const styleSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const styleHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const forms = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

/** A form of the citation: its label above, the text and its Copy button side by side. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const formLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted });

export const formValue = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.md,
  alignItems: 'start',
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'start' } },
});

export const citation = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  // A reader selects the text by hand as well.
  userSelect: 'text',
});

export const smallCaps = style({ fontVariant: 'small-caps' });
export const roman = style({ fontStyle: 'normal' });

export const error = style({ margin: 0, color: vars.color.danger });

export const visuallyHidden = style(visuallyHiddenRule);
