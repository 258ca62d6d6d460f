import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { IconButton } from './button.tsx';
import { body, closeButton, dialog, header, overlay, panel, title as titleClass } from './drawer.css.ts';
import { CloseIcon } from './icons.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

export interface DrawerProps extends Omit<ModalOverlayProps, 'className' | 'children'> {
  /** The heading, also the dialog's accessible name. */
  title: ReactNode;
  /** Keep the heading for screen readers only. */
  hideTitle?: boolean;
  /** Accessible name of the close button, e.g. the translation of 'Close'. */
  closeLabel: string;
  /** The edge it slides in from (default left). */
  side?: 'left' | 'right';
  /** Shown in the header before the title, e.g. a back button. */
  headerStart?: ReactNode;
  /** The content; a function receives `close`. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
}

/**
 * A side sheet (the mobile menu, the dashboard drawer on small screens): a modal dialog sliding
 * in from an edge, focus trapped inside, closed by its close button, Escape or a click on the
 * dimmed page. Controlled by `isOpen`/`onOpenChange`, or by a surrounding `DialogTrigger`.
 */
export function Drawer({
  title,
  hideTitle = false,
  closeLabel,
  side = 'left',
  headerStart,
  children,
  isDismissable = true,
  ...props
}: DrawerProps) {
  const heading = (
    <Heading slot="title" className={titleClass}>
      {title}
    </Heading>
  );
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={overlay}>
      <Modal className={panel({ side })}>
        <Dialog className={dialog}>
          {({ close }) => (
            <>
              <div className={header}>
                {headerStart}
                {hideTitle ? <VisuallyHidden>{heading}</VisuallyHidden> : heading}
                <IconButton aria-label={closeLabel} onPress={close} className={closeButton}>
                  <CloseIcon />
                </IconButton>
              </div>
              <div className={body}>{typeof children === 'function' ? children({ close }) : children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
