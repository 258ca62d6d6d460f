import { recipe } from '@vanilla-extract/recipes';
import {
  buttonBase,
  buttonSize,
  buttonVariant,
  iconButtonBase,
  iconButtonShape,
  iconButtonSize,
} from './button-look.css.ts';

export const button = recipe({
  base: buttonBase,
  variants: { variant: buttonVariant, size: buttonSize },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export const iconButton = recipe({
  base: iconButtonBase,
  variants: { variant: buttonVariant, shape: iconButtonShape, size: iconButtonSize },
  defaultVariants: { variant: 'ghost', shape: 'round', size: 'md' },
});
