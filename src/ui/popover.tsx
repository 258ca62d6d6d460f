import type { ReactNode } from 'react';
import {
  Dialog,
  Heading,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { cx } from './class-names.ts';
import { dialog, dialogTitle, popover } from './popover.css.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

export interface PopoverProps extends Omit<RACPopoverProps, 'className'> {
  className?: string;
}

/** The kit's floating surface; Menu and Select use it, and so can any trigger of react-aria. */
export function Popover({ className, offset = 6, ...props }: PopoverProps) {
  return <RACPopover {...props} offset={offset} className={cx(popover, className)} />;
}

export interface PopoverDialogProps extends Omit<PopoverProps, 'children'> {
  /** The dialog's title, also its accessible name. */
  title: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  /** The content; a function receives `close`. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
}

/**
 * A small panel of free content (the login form), opened by the button before it in a
 * `DialogTrigger` (from `dialog.tsx`). Focus moves into it and stays there; Escape and a click
 * outside close it, and focus returns to the button.
 */
export function PopoverDialog({ title, hideTitle = false, children, ...props }: PopoverDialogProps) {
  const heading = (
    <Heading slot="title" className={dialogTitle}>
      {title}
    </Heading>
  );
  return (
    <Popover {...props}>
      <Dialog className={dialog}>
        {({ close }) => (
          <>
            {hideTitle ? <VisuallyHidden>{heading}</VisuallyHidden> : heading}
            {typeof children === 'function' ? children({ close }) : children}
          </>
        )}
      </Dialog>
    </Popover>
  );
}
