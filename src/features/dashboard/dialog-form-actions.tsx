import { useT } from '@/i18n/i18n.tsx';
import { Button } from '@/ui/button.tsx';
import { DialogActions } from '@/ui/dialog.tsx';

/** Cancel and Save at the foot of a dialog's form; Save submits it and shows the call under way. */
export function DialogFormActions({
  onCancel,
  isPending,
  cancelWhilePending = true,
}: {
  onCancel: () => void;
  isPending: boolean;
  /** False keeps Cancel disabled while the save is under way. */
  cancelWhilePending?: boolean;
}) {
  const t = useT();
  return (
    <DialogActions>
      <Button variant="secondary" onPress={onCancel} isDisabled={!cancelWhilePending && isPending}>
        {t('cancel')}
      </Button>
      <Button type="submit" variant="primary" isPending={isPending}>
        {t('save')}
      </Button>
    </DialogActions>
  );
}
