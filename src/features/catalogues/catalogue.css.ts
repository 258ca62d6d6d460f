import { style } from '@vanilla-extract/css';
import { plainList } from '@/ui/style-helpers.ts';
import { media, vars } from '@/ui/theme.css.ts';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });
/** One line of the title (headings have a 1.2 line height) while the catalogue loads. */
export const titleSkeleton = style({
  fontSize: vars.fontSize.xl,
  selectors: { [`${header} &`]: { width: '60%', height: '1.2em' } },
});
export const mainTitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontStyle: 'italic',
  maxWidth: '80ch',
});
export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const tabList = style({ overflowX: 'auto', maxWidth: '100%' });
export const tabPanel = style({ minWidth: 0 });

export const editionPage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});
export const edition = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: '240px minmax(0, 1fr)' } },
});
export const cover = style({
  width: '100%',
  maxWidth: '240px',
  height: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
/** The cover's place while the edition loads: the size the cover and its placeholder take. */
export const coverSkeleton = style({
  selectors: { [`${edition} &`]: { width: '240px', maxWidth: '100%', height: 'auto', aspectRatio: '3 / 4' } },
});
export const coverPlaceholder = style({
  width: '240px',
  maxWidth: '100%',
  aspectRatio: '3 / 4',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const detailList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});
export const term = style({ fontWeight: 600, color: vars.color.textMuted });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const note = style({ color: vars.color.textMuted, fontStyle: 'italic' });
export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  ...plainList,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const readerSection = style({ minWidth: 0 });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.accent}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const panelHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  alignItems: 'baseline',
});
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const supplements = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const supplement = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
export const supplementTitle = style({ margin: 0, fontSize: vars.fontSize.md });

/** The way to compare the catalogue's editions, under its title: as wide as its words. */
export const compareLink = style({ alignSelf: 'flex-start' });
