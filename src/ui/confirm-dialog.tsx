import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { message as messageClass } from './dialog.css.ts';
import { Dialog, DialogActions, Modal } from './dialog.tsx';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** The question, e.g. 'Are you sure you want to delete this item?'. It is the heading unless `title` is given. */
  message: ReactNode;
  title?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Called for Cancel, Escape and a click outside. */
  onCancel: () => void;
  /** `danger` paints the confirm button red (default for deletions). */
  tone?: 'danger' | 'default';
  /** Shows a spinner on the confirm button while the action runs. */
  isPending?: boolean;
}

/**
 * A controlled yes/no question (role alertdialog). Focus starts on Cancel, the safe choice;
 * the parent closes it by setting `isOpen` to false in its callbacks.
 */
export function ConfirmDialog({
  isOpen,
  message,
  title,
  cancelLabel,
  confirmLabel,
  onConfirm,
  onCancel,
  tone = 'danger',
  isPending = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
    >
      <Dialog role="alertdialog" title={title ?? message}>
        {title !== undefined && <p className={messageClass}>{message}</p>}
        <DialogActions>
          <Button variant="secondary" autoFocus onPress={onCancel} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onPress={onConfirm}
            isPending={isPending}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}
