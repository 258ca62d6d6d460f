import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { ReactNode, Ref } from 'react';
import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { button, iconButton } from './button.css.ts';
import { label } from './button-look.css.ts';
import { cx } from './class-names.ts';
import { Spinner } from './spinner.tsx';

type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export interface ButtonProps extends RACButtonProps {
  /** primary (dark grey, default), accent (red), secondary (outlined), ghost, danger. */
  variant?: ButtonVariants['variant'];
  size?: ButtonVariants['size'];
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button. With `isPending` it shows a spinner over its label; the label stays readable for
 * screen readers, the button keeps its focus and react-aria announces the change.
 */
export function Button({ variant, size, className, children, ...props }: ButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (own) => cx(button({ variant, size }), own))}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={label}>{content}</span>
          {isPending && <Spinner centered />}
        </>
      ))}
    </RACButton>
  );
}

type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

export interface IconButtonProps extends Omit<RACButtonProps, 'children' | 'aria-label'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  'aria-label': string;
  /** The icon (from `icons.tsx`). */
  children: ReactNode;
  variant?: IconButtonVariants['variant'];
  shape?: IconButtonVariants['shape'];
  size?: IconButtonVariants['size'];
}

/** A button showing only an icon; `aria-label` names it. Round by default. */
export function IconButton({ variant, shape, size, className, children, ...props }: IconButtonProps) {
  return (
    <RACButton
      {...props}
      className={composeRenderProps(className, (own) => cx(iconButton({ variant, shape, size }), own))}
    >
      {({ isPending }) => (isPending ? <Spinner /> : children)}
    </RACButton>
  );
}
