import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css.ts';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const count = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  minHeight: '1.5em',
  color: vars.color.textMuted,
});
export const tableFrame = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} thead th`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${table} tbody th`, { fontWeight: 600 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: '44rem',
});
export const formRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});
export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});
export const requiredNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
