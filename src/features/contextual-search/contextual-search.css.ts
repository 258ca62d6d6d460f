import { style } from '@vanilla-extract/css';
import { outlinedBox, plainList } from '@/ui/style-helpers.ts';
import { vars } from '@/ui/theme.css.ts';

export const builder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  ...outlinedBox,
  background: vars.color.surfaceMuted,
  minWidth: 0,
});

export const subjectSelect = style({ maxWidth: '18rem' });

/** "Only dates certainly inside the range" with its explanation under it. */
export const withinSwitch = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const withinHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const conditions = style({
  ...plainList,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

/** Sub-conditions sit indented under their condition, a rule on their start side. */
export const subConditions = style([
  conditions,
  {
    marginBlockStart: vars.space.sm,
    marginInlineStart: vars.space.sm,
    paddingInlineStart: vars.space.sm,
    borderInlineStart: `2px solid ${vars.color.borderStrong}`,
  },
]);

export const condition = style({ minWidth: 0 });

/** A fieldset: its legend, the condition's number, sits in its top border. */
export const conditionBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  // A fieldset is as wide as its content by default; on a 320 px phone it must shrink.
  minInlineSize: 0,
  padding: vars.space.sm,
  ...outlinedBox,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const conditionNumber = style({
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
});

export const fields = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});

export const criterion = style({ flex: '1 1 12rem', minWidth: 0 });
export const value = style({ flex: '2 1 14rem', minWidth: 0 });
/** The remove button lines up with the inputs, below their labels. */
export const remove = style({ alignSelf: 'flex-end', marginBlockEnd: vars.space.xxs });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
/** Run search at the end of the row, its live count just before it. */
export const runGroup = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});
/**
 * Room kept for the count whether or not one shows: the row must not reflow under an open list of
 * suggestions when a count lands (React Aria closes the list when the page scrolls).
 */
export const liveCount = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  minWidth: '9em',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const idleSpinner = style({ visibility: 'hidden' });

export const problem = style({ margin: 0, color: vars.color.danger, fontWeight: 500 });
/**
 * The problem's place is kept when there is none: the page must not shrink under an open list of
 * suggestions (React Aria closes it when the page scrolls, and a shorter page scrolls).
 */
export const problemRegion = style({ minHeight: '1.5em' });

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
/** The query in words and the export menu beside it. */
export const resultsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const sentence = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });
export const sentenceValue = style({ fontFamily: vars.font.body, fontWeight: 700 });
