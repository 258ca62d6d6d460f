import { globalStyle, style } from '@vanilla-extract/css';
import { outlinedBox, plainList } from '@/ui/style-helpers.ts';
import { vars } from '@/ui/theme.css.ts';

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  ...outlinedBox,
  background: vars.color.surfaceMuted,
  minWidth: 0,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading });

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  minHeight: '1.5em',
  color: vars.color.textMuted,
});

export const entries = style({
  ...plainList,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  ...outlinedBox,
  background: vars.color.surface,
  minWidth: 0,
});

export const entryKey = style([
  code,
  { fontWeight: 700, color: vars.color.text, fontSize: vars.fontSize.md },
]);

export const help = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const english = style({ color: vars.color.text, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
export const helpLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const entryFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const marker = style([badge, { borderColor: vars.color.accent, color: vars.color.accent }]);

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

/** 'Save all' stays in reach at the bottom of the screen while the list scrolls. */
export const saveBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const languageTable = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${languageTable} th, ${languageTable} td`, {
  textAlign: 'left',
  verticalAlign: 'middle',
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${languageTable} thead th`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const tableFrame = style({ overflowX: 'auto', maxWidth: '100%' });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const imageField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});
export const imageActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const preview = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '20rem',
});
export const previewImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '12rem',
  objectFit: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const details = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
globalStyle(`${details} dt`, { fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${details} dd`, {
  margin: `0 0 ${vars.space.sm}`,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const languageFields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const languageField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
