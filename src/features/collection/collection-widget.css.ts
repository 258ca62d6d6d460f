import { style } from '@vanilla-extract/css';
import { outlinedBox, plainList } from '@/ui/style-helpers.ts';
import { vars } from '@/ui/theme.css.ts';

export const widget = style({
  position: 'fixed',
  zIndex: vars.zIndex.widget,
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.round,
  border: 'none',
  background: vars.color.accent,
  color: vars.color.onAccent,
  boxShadow: vars.shadow.md,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'grab',
  touchAction: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-dragging="true"]': { cursor: 'grabbing', boxShadow: vars.shadow.lg },
    '&:focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: '2px' },
  },
});

export const badge = style({
  position: 'absolute',
  top: '-4px',
  right: '-4px',
  minWidth: '22px',
  height: '22px',
  padding: '0 6px',
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const panel = style({
  position: 'fixed',
  zIndex: vars.zIndex.popover,
  width: '320px',
  maxWidth: 'calc(100vw - 16px)',
  background: vars.color.surfaceRaised,
  ...outlinedBox,
  boxShadow: vars.shadow.lg,
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const list = style({
  ...plainList,
  maxHeight: '350px',
  overflowY: 'auto',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '48px 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const itemLink = style({
  display: 'contents',
  color: vars.color.text,
  textDecoration: 'none',
});

export const thumbnail = style({
  width: '48px',
  height: '64px',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontSize: vars.fontSize.sm,
});
export const itemPublisher = style({ color: vars.color.textMuted });
export const itemTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const empty = style({ margin: 0, padding: vars.space.md, color: vars.color.textMuted });

/** Share and Export, under the list. */
export const panelActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
});

export const panelNote = style({
  margin: 0,
  padding: `0 ${vars.space.sm} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const share = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const shareActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const shareStatus = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The shared collection's word on the ids it could not show. */
export const sharedNotFound = style({
  margin: 0,
  padding: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceMuted,
});
