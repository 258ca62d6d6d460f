import { style } from '@vanilla-extract/css';

export const textArea = style({
  resize: 'vertical',
  lineHeight: 1.4,
  fieldSizing: 'content',
  maxHeight: '18em',
} as Parameters<typeof style>[0]);
