import { globalStyle, style } from '@vanilla-extract/css';
import { outlinedBox, plainList } from '@/ui/style-helpers.ts';
import { vars } from '@/ui/theme.css.ts';

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const timeRange = style({ flex: '1 1 18rem', minWidth: 0, maxWidth: '32rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  margin: 0,
});
export const summaryText = style({ margin: 0 });

export const mapFrame = style({
  position: 'relative',
  height: 'min(70vh, 640px)',
  minHeight: '320px',
  ...outlinedBox,
  overflow: 'hidden',
  background: '#dbe6ec',
});
export const mapMessage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  height: '100%',
  margin: 0,
  padding: vars.space.md,
  textAlign: 'center',
});
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const legend = style({
  position: 'absolute',
  left: vars.space.sm,
  bottom: vars.space.lg,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: 'rgba(255, 255, 255, 0.92)',
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const popup = style({});
globalStyle(`${popup} .maplibregl-popup-content`, {
  padding: vars.space.md,
  paddingRight: vars.space.lg,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.45,
  color: vars.color.text,
});
globalStyle(`${popup} .maplibregl-popup-close-button`, {
  fontSize: vars.fontSize.lg,
  width: '2rem',
  height: '2rem',
});
export const popupTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontFamily: vars.font.heading });
export const popupList = style({
  listStyle: 'none',
  margin: `${vars.space.sm} 0`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '11rem',
  overflowY: 'auto',
});
export const popupMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tableFrame = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const tableCaption = style({ textAlign: 'left', fontWeight: 600, paddingBottom: vars.space.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const numberCell = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th${numberCell}, ${table} td${numberCell}`, { textAlign: 'right' });

export const entryGrid = style({
  ...plainList,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
});
export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  ...outlinedBox,
  background: vars.color.surfaceMuted,
});
export const entryTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading });
export const entryText = style({ margin: 0, color: vars.color.textMuted });

// The attribution's links sit in running text: underline them so they do not rely on colour alone.
globalStyle('.maplibregl-map .maplibregl-ctrl.maplibregl-ctrl-attrib a', { textDecoration: 'underline' });
