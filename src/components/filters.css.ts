import { style } from '@vanilla-extract/css';
import { plainList } from '@/ui/style-helpers.ts';
import { vars } from '@/ui/theme.css.ts';

export const choiceSearch = style({ width: '100%' });
export const choiceGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const choiceLabel = style({ fontWeight: 600, fontSize: vars.fontSize.sm });
export const choiceOptions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxHeight: '14rem',
  overflowY: 'auto',
  paddingBlock: vars.space.xs,
});
export const noOptions = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const slider = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingInline: vars.space.sm,
});
export const sliderHeader = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const sliderOutput = style({ fontVariantNumeric: 'tabular-nums' });
export const sliderTrack = style({
  position: 'relative',
  height: '28px',
  width: '100%',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: 0,
      right: 0,
      height: '4px',
      transform: 'translateY(-50%)',
      background: vars.color.border,
      borderRadius: vars.radius.round,
    },
  },
});
export const sliderFill = style({
  position: 'absolute',
  top: '50%',
  height: '4px',
  transform: 'translateY(-50%)',
  background: vars.color.accent,
  borderRadius: vars.radius.round,
});
export const sliderThumb = style({
  top: '50%',
  width: '22px',
  height: '22px',
  borderRadius: '50%',
  background: vars.color.surface,
  border: `2px solid ${vars.color.primary}`,
  selectors: {
    '&[data-dragging]': { background: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

/** The years slider with the switch "only dates certainly inside the range" under it. */
export const yearFilter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const withinSwitch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInline: vars.space.sm,
});
export const withinHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const drawerBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const active = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const activeHeading = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const activeList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  ...plainList,
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.round,
  fontSize: vars.fontSize.sm,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
