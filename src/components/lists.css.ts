import { style } from '@vanilla-extract/css';
import { outlinedBox, plainList } from '@/ui/style-helpers.ts';
import { media, vars } from '@/ui/theme.css.ts';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const screenHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const screenTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const screenIntro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const searchBox = style({ flex: '1 1 16rem', minWidth: 0 });
export const toolbarActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const letterBar = style({ overflowX: 'auto', maxWidth: '100%' });
export const letterList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  ...plainList,
});
export const letterLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2rem',
  minHeight: '2rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const resultCount = style({ margin: 0, color: vars.color.textMuted, minHeight: '1.5em' });
export const cardGrid = style({
  ...plainList,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': {
    'screen and (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.wide]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const rowList = style({
  ...plainList,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const listItem = style({ minWidth: 0, display: 'flex' });
export const empty = style({ margin: 0, padding: vars.space.lg, background: vars.color.surfaceMuted });
export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
});
export const more = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.md });

export const card = style({
  display: 'flex',
  gap: vars.space.md,
  width: '100%',
  padding: vars.space.md,
  ...outlinedBox,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});
export const cover = style({
  flex: '0 0 auto',
  width: '96px',
  height: '128px',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});
export const coverPlaceholder = style([
  cover,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.xs,
    textAlign: 'center',
    padding: vars.space.xs,
  },
]);
export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: 1,
});
export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const cardMeta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
export const cardActions = style({
  marginTop: 'auto',
  display: 'flex',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
});

/*
 * A card's placeholder, part for part as high as the card it stands for: the cover, a title of
 * two lines (1.2 line height), two lines of details (1.5) and the small button. Within `card`
 * (two classes) so they win over the skeleton's own size whatever order the styles load in.
 */
export const coverSkeleton = style({
  selectors: {
    [`${card} &`]: { flex: '0 0 auto', width: '96px', height: 'auto', aspectRatio: '3 / 4' },
  },
});
export const titleSkeleton = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.fontSize.md,
  // Two 1em bars in two lines of 1.2em.
  gap: '0.2em',
  paddingBlock: '0.1em',
});
export const metaSkeleton = style({
  fontSize: vars.fontSize.sm,
  selectors: { [`${card} &`]: { marginBlock: '0.25em' } },
});
export const actionSkeleton = style({
  selectors: { [`${card} &`]: { width: '9rem', height: '32px', borderRadius: vars.radius.md } },
  '@media': { [media.mobile]: { selectors: { [`${card} &`]: { height: '40px' } } } },
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});
export const detailTerm = style({ fontWeight: 600, color: vars.color.textMuted });
export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sortSelect = style({ minWidth: '10rem' });

export const singleList = style({
  ...plainList,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
});
