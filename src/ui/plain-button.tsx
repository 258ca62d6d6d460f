import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import {
  buttonBase,
  buttonSize,
  buttonVariant,
  iconButtonBase,
  iconButtonShape,
  iconButtonSize,
  label,
} from './button-look.css.ts';
import { cx } from './class-names.ts';

interface NativeButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> {
  className?: string;
  /** Called when the button is pressed (pointer, Enter or Space), after `onClick`. */
  onPress?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

export interface PlainButtonProps extends NativeButtonProps {
  /** As `Button`'s: primary (default), accent, secondary, ghost, danger. */
  variant?: keyof typeof buttonVariant;
  size?: keyof typeof buttonSize;
}

/**
 * A native `<button>` with the look of `Button`, for the page's frame (cookie banner, header,
 * error pages): what every page shows first needs no react-aria. A native button is focusable,
 * pressed by Enter and Space and shows the focus ring by `:focus-visible`. Inside react-aria's
 * widgets (dialogs, menus, forms that use `isPending`) use `Button`: they talk to it by context.
 */
export function PlainButton({
  variant = 'primary',
  size = 'md',
  className,
  children,
  ...props
}: PlainButtonProps) {
  return (
    <NativeButton {...props} className={cx(buttonBase, buttonVariant[variant], buttonSize[size], className)}>
      <span className={label}>{children}</span>
    </NativeButton>
  );
}

export interface PlainIconButtonProps extends Omit<NativeButtonProps, 'aria-label'> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  'aria-label': string;
  children: ReactNode;
  variant?: keyof typeof buttonVariant;
  shape?: keyof typeof iconButtonShape;
  size?: keyof typeof iconButtonSize;
}

/** `IconButton`'s look on a native `<button>` (see `PlainButton`). */
export function PlainIconButton({
  variant = 'ghost',
  shape = 'round',
  size = 'md',
  className,
  ...props
}: PlainIconButtonProps) {
  const look = cx(iconButtonBase, buttonVariant[variant], iconButtonShape[shape], iconButtonSize[size]);
  return <NativeButton {...props} className={cx(look, className)} />;
}

function NativeButton({ onPress, onClick, ...props }: NativeButtonProps) {
  const pressed: Pick<NativeButtonProps, 'onClick'> = {
    onClick: (event) => {
      onClick?.(event);
      onPress?.();
    },
  };
  return <button type="button" {...props} {...pressed} />;
}
