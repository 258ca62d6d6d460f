import type { ReactNode } from 'react';
import {
  Heading,
  ModalOverlay,
  type ModalOverlayProps,
  Dialog as RACDialog,
  type DialogProps as RACDialogProps,
  Modal as RACModal,
} from 'react-aria-components';
import { cx } from './class-names.ts';
import { actions, dialog, modal, overlay, title as titleClass } from './dialog.css.ts';

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  children: ReactNode;
  className?: string;
}

/**
 * A centred modal over a dimmed page: focus is trapped inside and returns to the trigger on
 * close, Escape closes it, and a click outside too when `isDismissable` (default true).
 * Controlled by `isOpen`/`onOpenChange`, or by a surrounding `DialogTrigger`.
 */
export function Modal({ children, className, isDismissable = true, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={overlay}>
      <RACModal className={cx(modal, className)}>{children}</RACModal>
    </ModalOverlay>
  );
}

export interface DialogProps extends Omit<RACDialogProps, 'className' | 'children'> {
  /** The heading, also the dialog's accessible name. */
  title: ReactNode;
  /** The content; a function receives `close`. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  className?: string;
}

/** The content of a modal: a heading and free content. Put it inside `Modal`. */
export function Dialog({ title, children, className, ...props }: DialogProps) {
  return (
    <RACDialog {...props} className={cx(dialog, className)}>
      {({ close }) => (
        <>
          <Heading slot="title" className={titleClass}>
            {title}
          </Heading>
          {typeof children === 'function' ? children({ close }) : children}
        </>
      )}
    </RACDialog>
  );
}

/** The row of buttons at the end of a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={actions}>{children}</div>;
}
