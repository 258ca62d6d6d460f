import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from './style-helpers.ts';

export const visuallyHidden = style(visuallyHiddenRule);
