import { useBlocker } from '@tanstack/react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';

/**
 * The dashboard's unsaved-changes warning for the translations list, whose filters and pages are
 * moves of its own URL: those keep the drafts and pass; leaving the page asks first (a dialog
 * inside the app, the browser's prompt for a reload or a closed tab).
 */
export function LeavePageGuard({ dirty }: { dirty: boolean }) {
  const t = useT();
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirty && current.pathname !== next.pathname,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      isOpen={blocker.status === 'blocked'}
      message={t('unsaved_changes_will_be_lost_leave_this_page')}
      cancelLabel={t('stay_on_page')}
      confirmLabel={t('leave_page')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
