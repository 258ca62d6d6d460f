import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const progress = style({ display: 'grid', gap: vars.space.xs, gridTemplateColumns: '1fr auto' });
export const labelText = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const valueText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const track = style({
  gridColumn: '1 / -1',
  height: '8px',
  overflow: 'hidden',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceMuted,
});
export const fill = style({
  height: '100%',
  background: vars.color.accent,
  transition: 'width 120ms linear',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
